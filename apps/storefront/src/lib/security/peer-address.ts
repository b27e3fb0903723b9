import { type IncomingMessage, Server } from 'node:http';
import { clientAddress, parseTrustedProxies, type TrustedProxies } from '@fierro/domain';

/**
 * The shopper's address for commerce's per-address login limit (issue 20). Next hands a page or
 * an action no socket, and fills `X-Forwarded-For` with the socket's address only when the client
 * sent none (`??=`), so a client writing the header chose the address the limit counted, and
 * rotating it walked past the limit. `installPeerAddress` (instrumentation.ts, once per server
 * process) writes the socket's address into PEER_HEADER of every request before Next reads it,
 * over whatever the client sent under that name; `X-Forwarded-For` is read only when that peer is
 * one of TRUSTED_PROXIES (default none), from the right (`@fierro/domain` clientAddress).
 */
export const PEER_HEADER = 'x-fierro-peer';

let installed = false;

export function installPeerAddress(): void {
  if (installed) return;
  installed = true;
  const emit = Server.prototype.emit;
  Server.prototype.emit = function (this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const req = args[0] as IncomingMessage;
      req.headers[PEER_HEADER] = req.socket?.remoteAddress ?? '';
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof emit;
}

let trusted: { text: string | undefined; parsed: TrustedProxies } | undefined;
const trustedProxies = () => {
  const text = process.env.TRUSTED_PROXIES;
  if (!trusted || trusted.text !== text) trusted = { text, parsed: parseTrustedProxies(text) };
  return trusted.parsed;
};

/** The client's address from a request's headers (see the module comment). */
export function clientAddressOf(headers: Pick<Headers, 'get'>): string {
  return clientAddress({
    peer: headers.get(PEER_HEADER),
    forwardedFor: headers.get('x-forwarded-for'),
    trusted: trustedProxies(),
  });
}
