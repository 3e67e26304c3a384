import 'reflect-metadata';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { DataDirInUseError, openDatabase } from '#adapters/persistence/database.ts';
import { createApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createServerContainer } from './container.ts';
import { createLogger } from './logger.ts';
import { formatDemoBanner } from './demo-banner.ts';
import { seedDemo } from './seed-demo.ts';
import { use } from './http/api.ts';
import { answerClientErrors } from './http/client-error.ts';
import { JobWorkerToken } from './tokens.ts';

const SHUTDOWN_GRACE_MS = 10_000;

const start = async () => {
  const config = loadConfig(process.env);
  const logger = createLogger(config.logLevel);
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: join(config.dataDir, 'pglite') },
  );
  logger.info(
    { driver: database.driver },
    database.driver === 'pglite' ? `Embedded database in ${config.dataDir}` : 'Connected to PostgreSQL',
  );
  const container = await createServerContainer({ config, database, logger });
  const demo = config.seedDemo ? await seedDemo(container, logger) : null;
  const app = createApp({ config, container, logger });
  const worker = use(container, JobWorkerToken);
  worker.start();

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info({ port: info.port }, `Passdeck is ready at ${config.publicUrl}`);
    // On stderr, so that stdout stays one JSON object per line for log tools.
    if (demo) process.stderr.write(`${formatDemoBanner(config.publicUrl, demo)}\n`);
  });
  // serve() without a createServer option makes a plain HTTP/1.1 server.
  answerClientErrors(server as Server);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: draining open requests');
    const force = setTimeout(() => {
      logger.warn('requests still open after the grace period; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(async () => {
      // Jobs in flight finish; unclaimed ones stay queued for the next start.
      await worker.stop();
      await database.close().catch(() => undefined);
      logger.info('stopped');
      process.exit(0);
    });
    // Idle keep-alive sockets would otherwise hold close() open until they time out.
    (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
};

start().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirInUseError) {
    console.error(error.message);
  } else {
    console.error('Passdeck could not start:', error);
  }
  process.exit(1);
});
