import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseTrustedProxies } from '@fierro/domain';
import { z } from 'zod';

/** The commerce process environment, parsed once at start (issue 5). */
export const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Directory of rendered images (disk cache). */
  IMAGE_CACHE_DIR: z
    .string()
    .min(1)
    .default(join(process.cwd(), 'data', 'image-cache')),
  /** Bound of that disk cache in MB (least recently used renders out first). */
  IMAGE_CACHE_MB: z.coerce.number().int().min(1).default(512),
  /** Directory of source images (SVG, PNG, JPEG) served by `/images/{imagePath}`. */
  IMAGE_SOURCE_DIR: z
    .string()
    .min(1)
    .default(join(process.cwd(), 'data', 'images')),
  /** Order mails go out over SMTP when set (smtp://user:pass@host:587); else to MAIL_DIR. */
  SMTP_URL: z.string().url().optional(),
  /** Where mails are written as .eml files when there is no SMTP_URL. */
  MAIL_DIR: z
    .string()
    .min(1)
    .default(join(process.cwd(), 'data', 'mail')),
  MAIL_FROM: z.string().min(3).default('Fierro <pedidos@fierro.test>'),
  /**
   * The storefront's public origin, for the links the account's mails carry (issue 23: a reset or
   * an e-mail change). From configuration only, never from a request's Host.
   */
  STOREFRONT_PUBLIC_URL: z.string().url().default('http://localhost:3000'),
  /** Set to 0 to run no job worker in this process (the API still writes the outbox). */
  JOBS: z.enum(['0', '1']).default('1'),
  /** Largest request body read (issue 20); a larger one answers 413. */
  COMMERCE_BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  /** A request not answered within this answers 503 (issue 20). */
  COMMERCE_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(10_000),
  /**
   * Proxies whose X-Forwarded-For names the client (addresses and CIDR ranges; default none: the
   * socket's address). The storefront is one: its login calls carry the shopper's address.
   */
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .refine(
      (v) => {
        try {
          parseTrustedProxies(v);
          return true;
        } catch {
          return false;
        }
      },
      { message: 'addresses or CIDR ranges separated by commas' },
    ),
  /**
   * Unpaid pay-at-store orders one shopper (network address, e-mail) may hold at once: each holds
   * its goods for 48 h. The browser suite sets it high: all its browsers share one address.
   */
  UNPAID_HOLDS_PER_SHOPPER: z.coerce.number().int().min(1).max(1000).default(3),
  FAILED_CARDS_PER_ADDRESS: z.coerce.number().int().min(1).max(100000).default(10),
  /** On SIGTERM, how long `/healthz` answers 503 before the server closes (server.ts shutdown). */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
});
export type Env = z.infer<typeof EnvSchema>;

export const parseEnv = (source: Record<string, string | undefined> = process.env): Env => {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const detail = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid commerce environment: ${detail}`);
  }
  return result.data;
};

/** A temp directory for tests and short-lived runs. */
export const tempImageCacheDir = (): string => join(tmpdir(), `fierro-image-cache-${process.pid}`);
