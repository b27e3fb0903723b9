import { MODAL_WIDTHS } from '@fierro/domain';
import { getTenant, TENANT_CODES, type Tenant } from '@fierro/tenants';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { messagesFor, translator } from '../../../lib/i18n/messages';
import type { Availability as AvailabilityData } from '../data';

/**
 * Availability for the shopper's zone (issue 7), rendered from fixed commerce answers (the
 * product page's loaders are replaced, nothing else): only the tenant's delivery methods, the
 * home-delivery date and cost with its 460 px modal, stores with stock in a 720-950 px modal, and
 * the "choose your location" prompt without a zone.
 */
const answer: AvailabilityData = {
  facility: {
    variantId: 'v1',
    zoneId: 'Z1',
    homeDeliveryAvailable: true,
    totalQuantity: 12,
    facilities: [
      {
        facilityId: 'S1',
        name: 'Tienda Centro',
        kind: 'STORE',
        quantity: 2,
        pickupAvailable: true,
      },
      { facilityId: 'S2', name: 'Tienda Sur', kind: 'STORE', quantity: 10, pickupAvailable: false },
      { facilityId: 'S3', name: 'Tienda Norte', kind: 'STORE', quantity: 0, pickupAvailable: true },
      { facilityId: 'W1', name: 'Bodega', kind: 'WAREHOUSE', quantity: 50, pickupAvailable: false },
    ],
  },
  delivery: {
    skuId: '1001',
    quantity: 1,
    methods: ['homeDelivery', 'pickupInStore', 'buyAtStore'],
    options: [
      {
        method: 'homeDelivery',
        available: true,
        dateFrom: '2026-06-17',
        dateTo: '2026-06-19',
        leadTimeDays: 2,
        cost: { type: 'NORMAL', amount: 3990, currency: 'CLP' },
        store: null,
      },
      {
        method: 'pickupInStore',
        available: true,
        dateFrom: '2026-06-16',
        dateTo: '2026-06-16',
        leadTimeDays: 1,
        cost: null,
        store: null,
      },
    ],
  },
};
const loadAvailability = vi.fn(async () => answer);
vi.mock('../data', () => ({ loadAvailability }));
const { Availability, AvailabilitySkeleton } = await import('./availability');

const at = (code: string) => getTenant(code) as Tenant;
async function render(tenant: Tenant, zoneId: string | null) {
  const node = await Availability({
    tenant,
    t: translator(tenant),
    variant: { id: 'v1', skuId: '1001' },
    zoneId,
    place: zoneId ? 'Providencia' : null,
  });
  const wrap = (n: ReactNode) => (
    <NextIntlClientProvider
      locale={tenant.locale}
      messages={messagesFor(tenant.locale)}
      timeZone="UTC"
    >
      {n}
    </NextIntlClientProvider>
  );
  return renderToStaticMarkup(wrap(node)).replace(/[\u00a0\u202f]/g, ' ');
}
const widthOf = (out: string, modal: string) =>
  new RegExp(`<dialog[^>]*data-modal="${modal}"[^>]*style="([^"]*)"`).exec(out)?.[1] ?? null;

describe('availability for the zone', () => {
  it.each(TENANT_CODES)('%s: only the delivery methods the registry lists', async (code) => {
    const tenant = at(code);
    const out = await render(tenant, 'Z1');
    const shown = [...out.matchAll(/data-method="(\w+)"/g)].map((m) => m[1]);
    const want = ['homeDelivery', 'pickupInStore', 'buyAtStore'].filter((m) =>
      tenant.deliveryMethods.includes(m as never),
    );
    expect(shown).toEqual(want);
  });

  it('Chile: home delivery date and cost, its 460 px modal; stores with stock in 720-950 px', async () => {
    const out = await render(at('cl'), 'Z1');
    expect(out).toContain('Para Providencia');
    expect(out).toMatch(
      /data-delivery-date[^>]*>Llega entre el miércoles 17 de junio y el viernes 19 de junio · Costo \$ 3\.990/,
    );
    expect(widthOf(out, 'home-delivery')).toBe(
      `width:min(${MODAL_WIDTHS.homeDelivery}px, calc(100vw - 1.5rem))`,
    );
    const { min, max } = MODAL_WIDTHS.clickAndCollect;
    for (const modal of ['click-and-collect', 'buy-at-store']) {
      expect(widthOf(out, modal)).toBe(
        `width:min(${max}px, calc(100vw - 1.5rem));min-width:min(${min}px, calc(100vw - 1.5rem))`,
      );
    }
    // Pickup counts stores that allow it; buy at store every store with stock (no warehouses).
    expect(out).toContain('1 tienda con stock · Retira desde el martes 16 de junio');
    expect(out).toContain('2 tiendas con stock');
  });

  it('no location: the choose-your-location prompt and no call to commerce', async () => {
    loadAvailability.mockClear();
    const out = await render(at('pe'), null);
    expect(out).toContain('data-availability="none"');
    expect(out).toContain('Elige tu ubicación para ver fechas de entrega y stock en tiendas');
    expect(await render(at('br'), null)).toContain('Escolha sua localização');
    expect(loadAvailability).not.toHaveBeenCalled();
  });

  it('commerce unreachable: a message in the box, never a broken page', async () => {
    loadAvailability.mockResolvedValueOnce({ facility: null, delivery: null });
    expect(await render(at('cl'), 'Z1')).toContain('No pudimos consultar la disponibilidad');
  });

  it.each([
    ['cl', '29.25rem', '26.5rem'],
    ['homy', '21.5rem', '19.5rem'],
    ['br', '16rem', '15rem'],
  ])(
    '%s: skeleton and every answer share one box, sized for its methods',
    async (code, phone, wide) => {
      const tenant = at(code);
      const boxOf = (html: string) => /<section (class="[^"]+" style="[^"]+")/.exec(html)?.[1];
      const skeleton = boxOf(
        renderToStaticMarkup(
          <AvailabilitySkeleton t={translator(tenant)} methods={tenant.deliveryMethods.length} />,
        ),
      );
      expect(skeleton).toContain(`--availability-phone:${phone}`);
      expect(skeleton).toContain(`--availability-wide:${wide}`);
      expect(boxOf(await render(tenant, 'Z1'))).toBe(skeleton);
      expect(boxOf(await render(tenant, null))).toBe(skeleton);
    },
  );
});
