/**
 * Our own origin check for server actions and state-changing route handlers, on top of Next's:
 * a browser request must come from this very host (Origin host equal to the Host it was sent
 * to); a request without Origin is refused unless the browser says it is same-origin.
 */
export function isSameOriginRequest(headers: Pick<Headers, 'get'>): boolean {
  const host = headers.get('x-forwarded-host') ?? headers.get('host');
  const origin = headers.get('origin');
  if (origin) {
    if (origin === 'null' || !host) return false;
    try {
      return new URL(origin).host === host;
    } catch {
      return false;
    }
  }
  const site = headers.get('sec-fetch-site');
  return site === 'same-origin' || site === 'none';
}
