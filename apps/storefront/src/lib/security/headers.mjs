// @ts-check
/**
 * The storefront's security headers (issue 20), one place for next.config (every answer: pages,
 * route handlers, images, static files) and the page cache handler (cached catalogue pages).
 *
 * Content-Security-Policy, and why scripts are allowed the way they are: with cacheComponents
 * every page has a shell rendered ahead of the request (at build or on a view's first request)
 * and anonymous catalogue pages are served whole from the cache, so no script in them can carry
 * a per-request nonce (Next's CSP guide: "the shell's scripts carry no nonce"), and Next sends
 * each page's data in inline scripts whose text differs per page. So:
 * - a cached page is served with the SHA-256 hash of each inline script it holds, computed once
 *   when the page enters the cache (handlers/page.mjs) and kept with it: on every cache hit only
 *   those scripts and our own files run, and a script injected into the page (a catalogue text
 *   rendered as HTML, say) does not;
 * - every other answer (a view's first render, pages rendered per request: sign-in, account,
 *   checkout) carries the base policy, whose script-src is 'self' 'unsafe-inline': no script from
 *   another origin, no eval, no plugin, no <base>, no framing, forms only to us.
 * Both policies share every other directive, and a response may carry both (browsers enforce
 * each): a hit then runs only what both allow.
 */

/**
 * Origins a 3-D Secure challenge may frame or post to (the bank's ACS), space- or
 * comma-separated, read at build time; none until a real gateway needs them. The challenge page
 * itself (`/{site}/checkout/challenge/`) may be framed by our own checkout.
 */
export const PAYMENT_CHALLENGE_ORIGINS = (process.env.PAYMENT_CHALLENGE_ORIGINS ?? '')
  .split(/[\s,]+/)
  .filter((o) => /^https:\/\/[a-z0-9.-]+(?::\d+)?$/i.test(o));

/** @param {{ scripts: string[]; frameAncestors?: string }} options */
export function contentSecurityPolicy({ scripts, frameAncestors = "'none'" }) {
  const challenge = PAYMENT_CHALLENGE_ORIGINS.join(' ');
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${scripts.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self' blob:",
    `frame-src 'self' ${challenge}`,
    `form-action 'self' ${challenge}`,
    `frame-ancestors ${frameAncestors}`,
    "base-uri 'none'",
    "object-src 'none'",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
  ];
  return directives.map((d) => d.trim()).join('; ');
}

/** The policy of every answer that is not a cached page (see the module comment). */
export const BASE_POLICY = contentSecurityPolicy({ scripts: ["'unsafe-inline'"] });

/** Headers every answer carries. */
export const SECURITY_HEADERS = [
  { key: 'Content-Security-Policy', value: BASE_POLICY },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value:
      'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(self), usb=()',
  },
  // For browsers that predate frame-ancestors.
  { key: 'X-Frame-Options', value: 'DENY' },
];

/** Over HTTPS (a balancer or CDN in front says so in X-Forwarded-Proto): stay on HTTPS. */
export const HSTS_HEADER = {
  key: 'Strict-Transport-Security',
  value: 'max-age=31536000; includeSubDomains',
};

/** Whether a path (or a page cache key) is the 3-D Secure challenge page's. */
export const isChallengePath = (/** @type {string} */ path) =>
  /^\/[^/]+\/checkout\/challenge(?:\/|$)/.test(path);

/** The challenge page: the same headers, but it may be framed by our own checkout. */
export const CHALLENGE_HEADERS = SECURITY_HEADERS.map((h) =>
  h.key === 'Content-Security-Policy'
    ? {
        ...h,
        value: contentSecurityPolicy({ scripts: ["'unsafe-inline'"], frameAncestors: "'self'" }),
      }
    : h.key === 'X-Frame-Options'
      ? { ...h, value: 'SAMEORIGIN' }
      : h,
);

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * The CSP source of each inline script of an HTML document (`'sha256-...'`, of its text exactly
 * as written), in order, without repeats. Scripts with a `src` are files (allowed by 'self'), and
 * JSON data blocks never run.
 * @param {string} html
 * @param {(text: string) => string} sha256base64
 */
export function inlineScriptHashes(html, sha256base64) {
  /** @type {Set<string>} */
  const out = new Set();
  for (const [, attributes = '', text = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'module' && !type.includes('javascript')) continue;
    out.add(`'sha256-${sha256base64(text)}'`);
  }
  return [...out];
}
