import { describe, expect, it } from 'vitest';
import {
  createCaptchaChallenge,
  decodeCaptchaSolution,
  encodeCaptchaSolution,
  solveCaptcha,
  verifyCaptchaSolution,
} from './captcha';

const now = new Date('2026-05-10T12:00:00Z');

describe('proof-of-work captcha (issue 23)', () => {
  it('a solved challenge verifies; a wrong number, another key or a late answer does not', async () => {
    const c = await createCaptchaChallenge('secret-a', now, { maxNumber: 2_000 });
    const number = await solveCaptcha(c);
    expect(number).not.toBeNull();
    const solution = { ...c, number: number! };
    expect(await verifyCaptchaSolution('secret-a', solution, now)).toBe(true);
    expect(await verifyCaptchaSolution('secret-a', { ...solution, number: number! + 1 }, now)).toBe(
      false,
    );
    expect(await verifyCaptchaSolution('secret-b', solution, now)).toBe(false);
    const late = new Date(now.getTime() + 11 * 60_000);
    expect(await verifyCaptchaSolution('secret-a', solution, late)).toBe(false);
  });

  it('a forged challenge (own salt and number, old signature) fails', async () => {
    const c = await createCaptchaChallenge('secret-a', now, { maxNumber: 10 });
    const salt = `${'0'.repeat(32)}?expires=${Math.floor(now.getTime() / 1000) + 600}`;
    const { sha256Hex } = await import('./captcha');
    const forged = { ...c, salt, number: 1, challenge: await sha256Hex(`${salt}1`) };
    expect(await verifyCaptchaSolution('secret-a', forged, now)).toBe(false);
  });

  it('round-trips the form payload and refuses junk', async () => {
    const c = await createCaptchaChallenge('k', now, { maxNumber: 5 });
    const s = { ...c, number: 3 };
    const { maxNumber: _, ...wire } = s;
    expect(decodeCaptchaSolution(encodeCaptchaSolution(wire))).toEqual(wire);
    expect(decodeCaptchaSolution('not base64!')).toBeNull();
    expect(decodeCaptchaSolution(btoa('{"algorithm":"MD5"}'))).toBeNull();
  });
});
