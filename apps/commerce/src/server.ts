import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { parseEnv } from './env';
import { createLogger } from './lib/logger';

/** Starts the commerce API; returns a function that closes it. */
export const startCommerce = (env = parseEnv()) => {
  const logger = createLogger(env.LOG_LEVEL);
  const app = createApp({
    logger,
    imageCacheDir: env.IMAGE_CACHE_DIR,
    imageSourceDir: env.IMAGE_SOURCE_DIR,
  });
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) =>
    logger.info({ port: info.port, host: env.HOST }, 'commerce listening'),
  );
  return {
    server,
    close: () =>
      new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
};

const isMain =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const running = startCommerce();
  const stop = () => {
    running.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
