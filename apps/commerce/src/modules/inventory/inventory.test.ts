import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { ErrorResponse, ZoneFacilityResponse } from '../../contract';
import type { InventoryRepo } from './inventory.service';

// In-memory test double of the storage port.
const repo: InventoryRepo = {
  zoneFacility: async (_s, sku, zone) => {
    if (sku !== '110281') return { notFound: 'variantId' };
    if (zone !== '1300') return { notFound: 'zoneId' };
    return {
      homeDeliveryAvailable: true,
      facilities: [
        {
          facilityId: 's2',
          name: 'Fierro Maipú',
          kind: 'STORE',
          quantity: 0,
          pickupAvailable: false,
        },
        {
          facilityId: 'w1',
          name: 'Centro de distribución',
          kind: 'WAREHOUSE',
          quantity: 40,
          pickupAvailable: false,
        },
        {
          facilityId: 's1',
          name: 'Fierro Centro',
          kind: 'STORE',
          quantity: 3,
          pickupAvailable: true,
        },
      ],
    };
  },
};
const app = createApp({
  imageCacheDir: join(tmpdir(), 'commerce-inventory-test'),
  repos: { inventory: repo },
});

describe('zone-facility', () => {
  it('gives stock by facility, those with stock first, and the total', async () => {
    const res = await app.request('/product/v1/socl/zone-facility?variantId=110281&zoneId=1300');
    const body = ZoneFacilityResponse.parse(await res.json());
    expect(body.totalQuantity).toBe(43);
    expect(body.facilities.map((f) => f.facilityId)).toEqual(['w1', 's1', 's2']);
  });

  it.each([
    ['siteId', '/product/v1/nosuch/zone-facility?variantId=110281&zoneId=1300', 404],
    ['variantId', '/product/v1/socl/zone-facility?zoneId=1300', 400],
    ['variantId', '/product/v1/socl/zone-facility?variantId=x&zoneId=1300', 400],
    ['variantId', '/product/v1/socl/zone-facility?variantId=999999&zoneId=1300', 404],
    ['zoneId', '/product/v1/socl/zone-facility?variantId=110281', 400],
    ['zoneId', '/product/v1/socl/zone-facility?variantId=110281&zoneId=77', 404],
  ])('names %s in the error (%s)', async (field, url, status) => {
    const res = await app.request(url);
    expect(res.status).toBe(status);
    const body = ErrorResponse.parse(await res.json());
    expect(body.errors.map((e) => e.field)).toContain(field);
  });
});
