/**
 * A self-hosted proof-of-work captcha (issue 23, the ALTCHA scheme): the server picks a secret
 * number below `maxNumber` and publishes the SHA-256 of salt + number, signed with its HMAC key;
 * the browser finds the number by trying them all (about a second of work), and the server checks
 * the hash, its own signature and the expiry written in the salt. No outside service, no cookie,
 * nothing about the shopper. Web Crypto only, so the same code runs in Node and in the browser.
 * The server must also refuse a solution used before (commerce keeps the spent ones).
 */
export interface CaptchaChallenge {
  algorithm: 'SHA-256';
  challenge: string;
  maxNumber: number;
  salt: string;
  signature: string;
}

export interface CaptchaSolution {
  algorithm: 'SHA-256';
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}

/** Default work: the answer is uniformly below this (half of it tried on average). */
export const CAPTCHA_MAX_NUMBER = 50_000;
/** A challenge is good for this long after it is issued. */
export const CAPTCHA_TTL_MS = 10 * 60_000;

const encoder = new TextEncoder();
const hex = (bytes: ArrayBuffer) =>
  Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');

export const sha256Hex = async (text: string): Promise<string> =>
  hex(await crypto.subtle.digest('SHA-256', encoder.encode(text)));

const hmacKey = (secret: string) =>
  crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);

const fromHex = (text: string): Uint8Array<ArrayBuffer> | null => {
  if (!/^(?:[0-9a-f]{2})+$/.test(text)) return null;
  const out = new Uint8Array(new ArrayBuffer(text.length / 2));
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(text.slice(i * 2, i * 2 + 2), 16);
  return out;
};

/** The expiry the salt carries (`<random>?expires=<unix seconds>`), or null. */
export function captchaExpiry(salt: string): Date | null {
  const m = /\?expires=(\d{1,12})$/.exec(salt);
  return m ? new Date(Number(m[1]) * 1000) : null;
}

/** A new challenge signed with `secret`, expiring `ttlMs` after `now`. */
export async function createCaptchaChallenge(
  secret: string,
  now: Date,
  options: { maxNumber?: number; ttlMs?: number } = {},
): Promise<CaptchaChallenge> {
  const maxNumber = options.maxNumber ?? CAPTCHA_MAX_NUMBER;
  const random = crypto.getRandomValues(new Uint32Array(5));
  const expires = Math.floor((now.getTime() + (options.ttlMs ?? CAPTCHA_TTL_MS)) / 1000);
  const salt = `${Array.from(random.slice(0, 4), (n) => n.toString(16).padStart(8, '0')).join('')}?expires=${expires}`;
  const number = random[4]! % (maxNumber + 1);
  const challenge = await sha256Hex(`${salt}${number}`);
  const signature = hex(
    await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(challenge)),
  );
  return { algorithm: 'SHA-256', challenge, maxNumber, salt, signature };
}

/** The browser's work: the number whose hash with the salt is the challenge (null if none). */
export async function solveCaptcha(
  challenge: Pick<CaptchaChallenge, 'challenge' | 'salt' | 'maxNumber'>,
  shouldStop: () => boolean = () => false,
): Promise<number | null> {
  const batch = 200;
  for (let start = 0; start <= challenge.maxNumber; start += batch) {
    if (shouldStop()) return null;
    const end = Math.min(start + batch, challenge.maxNumber + 1);
    const hashes = await Promise.all(
      Array.from({ length: end - start }, (_, i) => sha256Hex(`${challenge.salt}${start + i}`)),
    );
    const found = hashes.indexOf(challenge.challenge);
    if (found >= 0) return start + found;
  }
  return null;
}

/**
 * Whether a solution is right, signed by `secret` and not expired at `now`. Constant-time on the
 * signature (HMAC verify).
 */
export async function verifyCaptchaSolution(
  secret: string,
  solution: CaptchaSolution,
  now: Date,
): Promise<boolean> {
  if (solution.algorithm !== 'SHA-256') return false;
  const expires = captchaExpiry(solution.salt);
  if (!expires || expires.getTime() < now.getTime()) return false;
  if (!Number.isInteger(solution.number) || solution.number < 0) return false;
  if ((await sha256Hex(`${solution.salt}${solution.number}`)) !== solution.challenge) return false;
  const signature = fromHex(solution.signature);
  if (!signature) return false;
  return crypto.subtle.verify(
    'HMAC',
    await hmacKey(secret),
    signature,
    encoder.encode(solution.challenge),
  );
}

/** The solution as the form sends it: base64 of its JSON (ALTCHA's payload). */
export const encodeCaptchaSolution = (solution: CaptchaSolution): string =>
  btoa(JSON.stringify(solution));

export function decodeCaptchaSolution(payload: string): CaptchaSolution | null {
  try {
    const value = JSON.parse(atob(payload)) as Record<string, unknown>;
    if (
      value.algorithm === 'SHA-256' &&
      typeof value.challenge === 'string' &&
      typeof value.number === 'number' &&
      typeof value.salt === 'string' &&
      typeof value.signature === 'string' &&
      value.salt.length <= 200 &&
      value.challenge.length === 64 &&
      value.signature.length === 64
    ) {
      return value as unknown as CaptchaSolution;
    }
  } catch {
    // Not base64 or not JSON: no solution.
  }
  return null;
}
