/** Runs once per server process, before it serves (Next's instrumentation hook). */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // The socket's address on every request, for the shopper's address (lib/security/peer-address).
  const { installPeerAddress } = await import('./lib/security/peer-address');
  installPeerAddress();
}
