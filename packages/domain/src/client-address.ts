/**
 * The shopper's address behind proxies (issue 20). `X-Forwarded-For` is a list any client can
 * write; each proxy appends the address it received the request from. So it is read only when
 * the peer (the socket's address) is a configured proxy (`TRUSTED_PROXIES`, default none), from
 * the right: the first hop that is not a trusted proxy is the client. Rotating the header from
 * outside changes nothing. Pure: the apps give the peer and the header.
 */

/** A parsed list of trusted proxies: single addresses and CIDR ranges, IPv4 and IPv6. */
export interface TrustedProxies {
  readonly ranges: ReadonlyArray<{ bits: 32 | 128; base: bigint; prefix: number }>;
}

export const NO_TRUSTED_PROXIES: TrustedProxies = { ranges: [] };

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

function ipv4(text: string): bigint | null {
  const m = IPV4.exec(text);
  if (!m) return null;
  const parts = m.slice(1).map(Number);
  if (parts.some((p) => p > 255)) return null;
  return parts.reduce((acc, p) => (acc << 8n) | BigInt(p), 0n);
}

function ipv6(text: string): bigint | null {
  let head = text;
  let tailV4: bigint | null = null;
  const lastColon = head.lastIndexOf(':');
  if (head.includes('.') && lastColon >= 0) {
    tailV4 = ipv4(head.slice(lastColon + 1));
    if (tailV4 === null) return null;
    head = `${head.slice(0, lastColon + 1)}0:0`;
  }
  const halves = head.split('::');
  if (halves.length > 2) return null;
  const groups = (s: string) => (s === '' ? [] : s.split(':'));
  const left = groups(halves[0]!);
  const right = halves.length === 2 ? groups(halves[1]!) : [];
  const missing = 8 - left.length - right.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const all = [...left, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...right];
  let value = 0n;
  for (const g of all) {
    if (!/^[0-9a-f]{1,4}$/i.test(g)) return null;
    value = (value << 16n) | BigInt(Number.parseInt(g, 16));
  }
  if (tailV4 !== null) value = (value & ~0xffffffffn) | tailV4;
  return value;
}

const MAPPED_V4 = 0xffff00000000n;

/**
 * An address as a number and its width; IPv4-mapped IPv6 (`::ffff:1.2.3.4`, how a dual-stack
 * socket reports an IPv4 peer) is its IPv4 address. A port (`1.2.3.4:80`, `[::1]:80`) and an
 * IPv6 zone (`fe80::1%eth0`) are dropped. Null when it is not an address.
 */
export function parseAddress(raw: string): { bits: 32 | 128; value: bigint } | null {
  let text = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) text = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(text)) text = text.slice(0, text.lastIndexOf(':'));
  text = text.replace(/%[\w.-]+$/, '');
  const v4 = ipv4(text);
  if (v4 !== null) return { bits: 32, value: v4 };
  const v6 = text.includes(':') ? ipv6(text) : null;
  if (v6 === null) return null;
  if (v6 >> 32n === MAPPED_V4 >> 32n) return { bits: 32, value: v6 & 0xffffffffn };
  return { bits: 128, value: v6 };
}

/** One text per address (a limit's key), or the input trimmed and bounded if it is none. */
export function canonicalAddress(raw: string): string {
  const a = parseAddress(raw);
  if (!a) return raw.trim().slice(0, 64);
  if (a.bits === 32) {
    return [24n, 16n, 8n, 0n].map((s) => String((a.value >> s) & 0xffn)).join('.');
  }
  const groups = Array.from({ length: 8 }, (_, i) =>
    ((a.value >> BigInt((7 - i) * 16)) & 0xffffn).toString(16),
  );
  // Every group written out (no `::`): one spelling per address is all a key needs.
  return groups.join(':');
}

/**
 * `TRUSTED_PROXIES`: addresses and CIDR ranges separated by commas or spaces
 * (`10.0.0.0/8, 127.0.0.1, ::1`). An entry that is not one throws: a typo must not silently
 * trust nobody, or everybody.
 */
export function parseTrustedProxies(text: string | undefined): TrustedProxies {
  const ranges: Array<TrustedProxies['ranges'][number]> = [];
  for (const entry of (text ?? '').split(/[\s,]+/).filter(Boolean)) {
    const [addr, prefixText] = entry.split('/');
    const a = parseAddress(addr ?? '');
    const prefix = prefixText === undefined ? (a?.bits ?? 0) : Number(prefixText);
    if (!a || !Number.isInteger(prefix) || prefix < 0 || prefix > a.bits) {
      throw new Error(`TRUSTED_PROXIES: not an address or range: ${entry}`);
    }
    const shift = BigInt(a.bits - prefix);
    ranges.push({ bits: a.bits, base: (a.value >> shift) << shift, prefix });
  }
  return { ranges };
}

export function isTrustedProxy(trusted: TrustedProxies, raw: string): boolean {
  const a = parseAddress(raw);
  if (!a) return false;
  return trusted.ranges.some((r) => {
    if (r.bits !== a.bits) return false;
    const shift = BigInt(r.bits - r.prefix);
    return (a.value >> shift) << shift === r.base;
  });
}

/**
 * The client's address: the peer itself unless it is a trusted proxy; then, from the right of
 * `X-Forwarded-For`, the first hop that is not a trusted proxy (all trusted: the leftmost).
 */
export function clientAddress(input: {
  peer: string | null | undefined;
  forwardedFor: string | null | undefined;
  trusted: TrustedProxies;
}): string {
  const peer = input.peer?.trim() || 'unknown';
  if (!isTrustedProxy(input.trusted, peer)) return canonicalAddress(peer);
  const hops = (input.forwardedFor ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    if (!isTrustedProxy(input.trusted, hops[i]!)) return canonicalAddress(hops[i]!);
  }
  return canonicalAddress(hops[0] ?? peer);
}

/**
 * The key a per-address limit counts by: an IPv4 address itself, an IPv6 address by its /64 (the
 * network one home or one phone is given: anyone on an ordinary IPv6 line can take a new address
 * in it for each request, and each was counted apart). `canonicalAddress`'s spelling in, so one
 * network has one key.
 */
export function addressKey(address: string): string {
  const groups = address.split(':');
  if (groups.length !== 8) return address;
  return `${groups.slice(0, 4).join(':')}::/64`;
}
