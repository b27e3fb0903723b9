import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the stand-in received. */
export interface ReceivedCall {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** What the stand-in does with a call: answer JSON, answer raw text, or never answer. */
export type StandInAnswer =
  | { status: number; json: unknown }
  | { status: number; text: string; contentType?: string }
  | 'hang';

/**
 * For tests: a local HTTP server standing in for commerce on a free port of 127.0.0.1 (the
 * outside world a unit test cannot reach). It records every request and answers with what
 * `answer` returns for it; `'hang'` keeps the request open without a byte, as a stuck commerce.
 */
export async function startCommerceStandIn(answer: (call: ReceivedCall) => StandInAnswer) {
  const calls: ReceivedCall[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const call = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      calls.push(call);
      const out = answer(call);
      if (out === 'hang') return;
      if ('json' in out) {
        res.writeHead(out.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(out.json));
      } else {
        res.writeHead(out.status, { 'content-type': out.contentType ?? 'text/html' });
        res.end(out.text);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        // Hung calls keep their sockets open: end them so the server can close.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
