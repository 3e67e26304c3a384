import type { Logger } from 'pino';
import type { Database } from '#adapters/persistence/database.ts';
import { createToken } from '#domain/shared/index.ts';
import type { ServerConfig } from './config.ts';

export const DatabaseToken = createToken<Database>('server.Database');
export const ConfigToken = createToken<ServerConfig>('server.Config');
export const LoggerToken = createToken<Logger>('server.Logger');
