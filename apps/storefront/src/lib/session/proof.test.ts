import { describe, expect, it } from 'vitest';
import { readSessionProof, SESSION_PROOF_SECONDS, signSessionProof } from './proof';

const KEY = 'k'.repeat(32);
const ID = 'S'.repeat(43);
const T = 1_800_000_000_000;
const active = { active: true, status: 'active', isAgent: false } as const;
const agent = { active: true, status: 'Impersonated', isAgent: true } as const;

describe('session proof (issue 24: at most one refresh per session every 15 s)', () => {
  const proof = signSessionProof(ID, active, T, KEY) as string;

  it.each([
    ['just issued', proof, ID, T, KEY, active],
    ['one second before the bound', proof, ID, T + (SESSION_PROOF_SECONDS - 1) * 1000, KEY, active],
    ['an agent acting for a customer', signSessionProof(ID, agent, T, KEY), ID, T, KEY, agent],
    ['at the bound', proof, ID, T + SESSION_PROOF_SECONDS * 1000, KEY, null],
    ['an hour later', proof, ID, T + 3_600_000, KEY, null],
    ['issued far in the future', proof, ID, T - 60_000, KEY, null],
    ['another session id', proof, 'X'.repeat(43), T, KEY, null],
    ['another key (another storefront)', proof, ID, T, 'o'.repeat(32), null],
    ['a changed payload', proof.replace(/-0/, '-1'), ID, T, KEY, null],
    ['a changed signature', `${proof.slice(0, -1)}A`, ID, T, KEY, null],
    ['no signature', proof.split('.')[0], ID, T, KEY, null],
    ['empty', '', ID, T, KEY, null],
    ['missing', undefined, ID, T, KEY, null],
    ['oversized', 'a'.repeat(500), ID, T, KEY, null],
  ])('%s', (_name, value, id, now, key, expected) => {
    expect(readSessionProof(value ?? undefined, id, now, key)).toEqual(expected);
  });

  it('an inactive state gets no proof', () => {
    const inactive = { active: false, status: 'inactive', isAgent: false } as const;
    expect(signSessionProof(ID, inactive, T, KEY)).toBeNull();
  });
});
