import { describe, expect, it } from 'vitest';
import { catalogueTags, isAuthorised, RevalidateBody } from './revalidate';

describe('catalogue invalidation after an import', () => {
  it('accepts only the configured secret as a bearer token', () => {
    expect(isAuthorised('Bearer s3cret-value', 's3cret-value')).toBe(true);
    expect(isAuthorised('Bearer s3cret-valuf', 's3cret-value')).toBe(false);
    expect(isAuthorised('Bearer s3cret', 's3cret-value')).toBe(false);
    expect(isAuthorised('s3cret-value', 's3cret-value')).toBe(false);
    expect(isAuthorised(null, 's3cret-value')).toBe(false);
    // No secret configured: nobody may invalidate, not even with an empty token.
    expect(isAuthorised('Bearer ', '')).toBe(false);
    expect(isAuthorised('Bearer x', undefined)).toBe(false);
  });

  it('takes a known site id only', () => {
    expect(RevalidateBody.safeParse({ siteId: 'socl' }).success).toBe(true);
    expect(RevalidateBody.safeParse({ siteId: 'nope' }).success).toBe(false);
    expect(RevalidateBody.safeParse({}).success).toBe(false);
  });

  it('expires the tags every cached catalogue read of the site carries', () => {
    expect(catalogueTags('socl')).toEqual(['catalogue:socl', 'content:socl']);
  });
});
