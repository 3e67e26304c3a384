import pino, { type Logger } from 'pino';
import type { ServerConfig } from './config.ts';

export const createLogger = (level: ServerConfig['logLevel']): Logger =>
  pino({
    level,
    base: { service: 'passdeck' },
    redact: {
      paths: ['req.headers.authorization', 'password', '*.password', 'refresh_token', 'access_token'],
      censor: '[redacted]',
    },
  });
