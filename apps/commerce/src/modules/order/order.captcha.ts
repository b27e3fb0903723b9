import { randomBytes } from 'node:crypto';
import { type Db, sql } from '@fierro/db';
import {
  type CaptchaChallenge,
  captchaExpiry,
  createCaptchaChallenge,
  decodeCaptchaSolution,
  verifyCaptchaSolution,
} from '@fierro/domain';

/**
 * The order lookup's proof-of-work captcha (issue 23, `seekOrderLoginRecaptchaEnabled`): issued
 * and checked here, with no outside service. The signing key lives in the database (captcha_keys,
 * made once), so every commerce process issues and accepts the same challenges; a solution is
 * spent the first time it is accepted (captcha_spent), so it never answers twice.
 */
export interface CaptchaService {
  challenge(now: Date): Promise<CaptchaChallenge>;
  /** True once for a right, unexpired, unspent solution (the payload the form sent). */
  spend(payload: string, now: Date): Promise<boolean>;
}

export function captchaService(db: Db, options: { maxNumber?: number } = {}): CaptchaService {
  let secret: Promise<string> | null = null;
  const secretOf = () => {
    secret ??= (async () => {
      await db.execute(sql`INSERT INTO captcha_keys (name, secret)
        VALUES ('order-lookup', ${randomBytes(32).toString('hex')}) ON CONFLICT (name) DO NOTHING`);
      const { rows } = await db.execute<{ secret: string }>(
        sql`SELECT secret FROM captcha_keys WHERE name = 'order-lookup'`,
      );
      return rows[0]!.secret;
    })().catch((error) => {
      secret = null;
      throw error;
    });
    return secret;
  };
  return {
    async challenge(now) {
      return createCaptchaChallenge(await secretOf(), now, options);
    },
    async spend(payload, now) {
      const solution = decodeCaptchaSolution(payload);
      if (!solution || !(await verifyCaptchaSolution(await secretOf(), solution, now))) {
        return false;
      }
      await db.execute(sql`DELETE FROM captcha_spent WHERE expires_at < ${now}`);
      const { rows } = await db.execute<{ challenge: string }>(sql`INSERT INTO captcha_spent
          (challenge, expires_at) VALUES (${solution.challenge}, ${captchaExpiry(solution.salt)})
        ON CONFLICT (challenge) DO NOTHING RETURNING challenge`);
      return rows.length === 1;
    },
  };
}
