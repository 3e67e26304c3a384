import type { Logger } from 'pino';
import type { Database } from '#adapters/persistence/database.ts';
import type { FileStore } from '#domain/files/index.ts';
import { createToken } from '#domain/shared/index.ts';
import type { createJobWorker } from './jobs/job-worker.ts';
import type { GoogleWalletEvent, InitialLogo } from '#domain/wallet/index.ts';
import type { StampStripRenderer } from '#adapters/wallet/stamp-strip-renderer.adapter.ts';
import type { ServerConfig } from './config.ts';

export const DatabaseToken = createToken<Database>('server.Database');
export const ConfigToken = createToken<ServerConfig>('server.Config');
export const LoggerToken = createToken<Logger>('server.Logger');
/** The uploads folder, with the name check used to serve files from it. */
export const UploadFilesToken = createToken<FileStore & { pathOf(name: string): string | null }>(
  'server.UploadFiles',
);
/**
 * Verifies a Google Wallet callback body: the event when Google signed it for our issuer, `null`
 * when not, `'unavailable'` when Google's keys could not be fetched to tell.
 */
export const GoogleCallbackVerifierToken = createToken<
  (body: unknown) => Promise<GoogleWalletEvent | null | 'unavailable'>
>('server.GoogleCallbackVerifier');
/** The job worker of this instance (started by main, drained by tests). */
export const JobWorkerToken = createToken<ReturnType<typeof createJobWorker>>('server.JobWorker');
/** Draws (and keeps) stamp strips: the pass images of a stamp card at a count. */
export const StampStripRendererToken = createToken<StampStripRenderer>('server.StampStripRenderer');
/** Reads an uploaded image by its /api/uploads URL (null when there is none): pass and poster images. */
export const ReadUploadToken = createToken<(url: string) => Promise<Uint8Array | null>>('server.ReadUpload');
/** Draws (and keeps a while) the initial logos served from /api/uploads/initial-….png. */
export const InitialLogoRendererToken = createToken<(logo: InitialLogo) => Promise<Uint8Array>>(
  'server.InitialLogoRenderer',
);
/** Signs the cookie that carries a Google sign-in flow from the login route to the callback. */
export const SignInFlowSecretToken = createToken<string>('server.SignInFlowSecret');
