import { hash, type Options, verify } from '@node-rs/argon2';

/**
 * Password hashing with argon2id (OWASP parameters: 19 MiB, 2 passes, 1 lane). A failed login
 * for an unknown e-mail still verifies against a dummy hash, so the answer takes as long as a
 * wrong password for a real account (no account enumeration by timing).
 */
/** Algorithm.Argon2id is an ambient const enum (not importable with verbatimModuleSyntax): 2. */
const ARGON2ID = 2;
const OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies `password` against `storedHash`; with no stored hash (unknown account) it verifies
 * against a dummy hash of the same cost and answers false.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string) {
  if (!storedHash) {
    dummyHash ??= hashPassword('fierro-dummy-password-for-timing');
    await verify(await dummyHash, password);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/** True when the stored value is an argon2id hash (used by tests and the migration check). */
export function isArgon2idHash(value: string): boolean {
  return value.startsWith('$argon2id$');
}
