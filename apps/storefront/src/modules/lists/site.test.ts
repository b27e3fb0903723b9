import { getTenant, type Tenant } from '@fierro/tenants';
import { describe, expect, it } from 'vitest';
import { ofSite } from './site';

const cl = getTenant('cl') as Tenant;
const pe = getTenant('pe') as Tenant;
const homy = getTenant('homy') as Tenant;

describe('ofSite (a list is its own site only)', () => {
  const chilean = { listId: 'l1', siteId: cl.siteId, total: 10990, currency: 'CLP' };

  it("keeps an answer of the asked site's, as it is", () => {
    expect(ofSite(cl, chilean)).toBe(chilean);
  });

  it("drops another site's answer, a sister site's of the same country too", () => {
    expect(ofSite(pe, chilean)).toBeNull();
    expect(ofSite(homy, chilean)).toBeNull();
    expect(ofSite(cl, { ...chilean, siteId: pe.siteId })).toBeNull();
  });

  it('answers null for no answer at all (a failed call)', () => {
    expect(ofSite(cl, null)).toBeNull();
    expect(ofSite(cl, undefined)).toBeNull();
  });
});
