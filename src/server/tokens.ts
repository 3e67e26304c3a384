import type { Logger } from 'pino';
import type { Database } from '#adapters/persistence/database.ts';
import type { FileStore } from '#domain/files/index.ts';
import { createToken } from '#domain/shared/index.ts';
import type { ServerConfig } from './config.ts';

export const DatabaseToken = createToken<Database>('server.Database');
export const ConfigToken = createToken<ServerConfig>('server.Config');
export const LoggerToken = createToken<Logger>('server.Logger');
/** The uploads folder, with the name check used to serve files from it. */
export const UploadFilesToken = createToken<FileStore & { pathOf(name: string): string | null }>(
  'server.UploadFiles',
);
