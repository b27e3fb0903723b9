import { getTenant, TENANT_CODES } from '@fierro/tenants';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inSite, productPath } from './paths';
import { formatPrice, parsePrice } from './price';
import { parsePriceGroupAndZone, priceGroupZoneCode } from './price-group';
import { matchRoute } from './routes';
import { slugify } from './slug';

const tenant = fc.constantFrom(...TENANT_CODES);

describe('properties over random input', () => {
  it('a slug has only letters, digits and single inner hyphens, and is stable', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), tenant, (text, code) => {
        const slug = slugify(text, code);
        expect(slug).toMatch(/^(?:[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*)?$/u);
        expect(slugify(slug, code)).toBe(slug);
      }),
    );
  });

  it('parsePrice reads back what formatPrice wrote, on every tenant', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), tenant, (cents, code) => {
        const amount = cents / 100;
        const shown = parsePrice(formatPrice(amount, code), code);
        const precision = getTenant(code)?.separators.precision ?? 0;
        expect(shown).toBeCloseTo(Number(amount.toFixed(precision)), 6);
      }),
    );
  });

  it('a price-group code splits back into its parts', () => {
    const part = fc.string({ minLength: 1, maxLength: 9 });
    fc.assert(
      fc.property(part, part, (priceGroup, zone) => {
        expect(parsePriceGroupAndZone(priceGroupZoneCode(priceGroup, zone))).toEqual({
          priceGroup,
          zone,
        });
      }),
    );
  });

  it('a built product URL matches the product route with its own parameters', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z0-9]{1,12}$/),
        fc.string({ maxLength: 30 }),
        (productId, name) => {
          const slug = slugify(name, 'cl');
          const url = inSite({ pathPrefix: 'fierro-cl' }, productPath({ productId, slug }));
          expect(matchRoute('/[tenant]/product/[productId]/[name]', url)).toEqual({
            tenant: 'fierro-cl',
            productId,
            name: slug || productId,
          });
        },
      ),
    );
  });
});
