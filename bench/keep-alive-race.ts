// Why commerce keeps idle connections for 65 s (apps/commerce/src/server.ts): the race between a
// keep-alive client with no idle timeout of its own (as the agent of Next's rewrite proxy) and a
// Node server closing an idle connection. The client idles until just before the server's close,
// then stays busy across it (as the storefront is while it answers other requests) and reuses the
// socket: the request goes out on a connection the server has just closed, and fails with
// "socket hang up". Run: `npx tsx bench/keep-alive-race.ts` (about 30 s; not part of
// `npm run bench`). Prints the failures with Node's default and with commerce's setting.
import { fork } from 'node:child_process';
import { Agent, createServer, get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { KEEP_ALIVE_TIMEOUT_MS } from '../apps/commerce/src/server';

const LANES = 10;
const ROUNDS = 4;

if (process.argv[2] === 'server') {
  const server = createServer((_req, res) => res.end('ok'));
  const timeout = Number(process.argv[3]);
  if (timeout) server.keepAliveTimeout = timeout;
  server.listen(0, '127.0.0.1', () => process.send?.((server.address() as AddressInfo).port));
} else {
  /** A server in its own process (a busy client must not hold back the server's timer). */
  const forkServer = async (keepAliveTimeout: number | null) => {
    const child = fork(import.meta.filename, ['server', String(keepAliveTimeout ?? 0)]);
    const port = await new Promise<number>((resolve) =>
      child.once('message', (p) => resolve(p as number)),
    );
    return { port, stop: () => child.kill() };
  };

  /** Milliseconds an idle connection lives on a Node server: past keepAliveTimeout (about 1 s). */
  const closesAfter = async (port: number) =>
    new Promise<number>((resolve, reject) => {
      const req = get({ host: '127.0.0.1', port, agent: new Agent({ keepAlive: true }) }, (res) => {
        res.resume();
        res.on('end', () => {
          const from = Date.now();
          req.socket?.once('close', () => resolve(Date.now() - from));
        });
      });
      req.once('error', reject);
    });

  const run = async (keepAliveTimeout: number | null, idleMs: number) => {
    const { port, stop } = await forkServer(keepAliveTimeout);
    const once = (agent: Agent) =>
      new Promise<string>((resolve) => {
        get({ host: '127.0.0.1', port, agent }, (res) => {
          res.resume();
          res.on('end', () => resolve('ok'));
        }).once('error', (e: NodeJS.ErrnoException) => resolve(`${e.code} ${e.message}`));
      });
    let failed = 0;
    await Promise.all(
      Array.from({ length: LANES }, async (_, lane) => {
        // No timeout: the agent then ignores the server's Keep-Alive hint (Node 20).
        const agent = new Agent({ keepAlive: true, maxSockets: 1 });
        for (let round = 0; round < ROUNDS; round++) {
          await once(agent);
          await new Promise((r) => setTimeout(r, idleMs - 15 + lane * 2));
          const until = Date.now() + 30;
          while (Date.now() < until); // busy across the server's close
          if ((await once(agent)) !== 'ok') failed++;
        }
      }),
    );
    stop();
    return failed;
  };

  const probe = await forkServer(null);
  const closeMs = await closesAfter(probe.port);
  probe.stop();
  console.log(`Node's default server closes an idle connection after ${closeMs} ms`);
  const total = LANES * ROUNDS;
  const withDefault = await run(null, closeMs);
  console.log(`default keepAliveTimeout: ${withDefault} of ${total} reused requests failed`);
  const withOurs = await run(KEEP_ALIVE_TIMEOUT_MS, closeMs);
  console.log(
    `commerce's keepAliveTimeout (${KEEP_ALIVE_TIMEOUT_MS} ms): ${withOurs} of ${total} reused requests failed`,
  );
}
