import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the stand-in received. */
export interface ReceivedCall {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * For tests: a local HTTP server standing in for commerce on a free port of 127.0.0.1. It
 * records every request and answers with what `answer` returns for it (JSON).
 */
export async function startCommerceStandIn(
  answer: (call: ReceivedCall) => { status: number; json: unknown },
) {
  const calls: ReceivedCall[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const call = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      calls.push(call);
      const { status, json } = answer(call);
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
