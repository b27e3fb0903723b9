import { type Logger, pino } from 'pino';

export type { Logger };

export const createLogger = (level = 'info'): Logger =>
  pino({
    level,
    base: { service: 'commerce' },
    redact: ['req.headers.authorization', 'req.headers.cookie'],
  });
