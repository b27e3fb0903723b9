// `npm start`: until the storefront exists, a minimal page on :3000 listing the nine sites.
import { createServer } from 'node:http';
import { parseEnv } from '@fierro/commerce/env';
import { startCommerce } from '@fierro/commerce/server';
import { TENANTS } from '@fierro/tenants';

const port = Number(process.env.PORT ?? 3000);
// Commerce API on COMMERCE_PORT (default 4000), in this process.
const commerce = startCommerce(
  parseEnv({ ...process.env, PORT: process.env.COMMERCE_PORT ?? '4000' }),
);
const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
const page = `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Fierro</title>
<meta name="viewport" content="width=device-width,initial-scale=1"></head><body>
<h1>Fierro</h1><ul>${TENANTS.map((t) => `<li><a href="/${t.pathPrefix}/">${escapeHtml(t.siteName)}</a></li>`).join('')}</ul>
</body></html>`;

const server = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(page);
});
server.listen(port, () => console.log(`Fierro on http://localhost:${port}`));
const stop = () => server.close(() => commerce.close().finally(() => process.exit(0)));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
