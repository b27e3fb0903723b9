import type { CartResponse } from '@fierro/commerce/contract';
import { getTenant, TENANTS, type Tenant } from '@fierro/tenants';
import { NextIntlClientProvider } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { messagesFor, translator } from '../../../lib/i18n/messages';
import { BOTTOM_BAR_VAR } from '../../shell/components/toasts-client';
import { CartSummary, summaryLive, trackBottomBar } from './cart-summary-client';
import type { CartFacts } from './cart-view-client';

const cl = getTenant('cl') as Tenant;

const facts: CartFacts = {
  site: cl.pathPrefix,
  tenantCode: cl.code,
  locale: cl.locale,
  savingsWord: cl.savingsWord,
  storeCardName: null,
  minorUnits: 1,
  checkoutHref: '/fierro-cl/checkout/',
  homeHref: '/fierro-cl/',
};

const cartOf = (total: number) =>
  ({
    cartId: '0b6f4d9e-1c2a-4b3d-8e5f-6a7b8c9d0e1f',
    version: 3,
    currency: 'CLP',
    location: null,
    lines: [],
    totals: {
      subtotal: total,
      savings: 0,
      delivery: 0,
      total,
      storeCardTotal: null,
      itemCount: 591,
    },
  }) as unknown as CartResponse;

const render = (total: number, updating: boolean) =>
  renderToStaticMarkup(
    <NextIntlClientProvider locale={cl.locale} messages={messagesFor(cl.locale)} timeZone="UTC">
      <CartSummary facts={facts} cart={cartOf(total)} updating={updating} />
    </NextIntlClientProvider>,
  )
    .replace(/<!-- -->/g, '')
    .replace(/&nbsp;|\u00a0/g, ' ');

const liveRegions = (html: string) =>
  [...html.matchAll(/<[a-z]+[^>]*aria-live="polite"[^>]*>([^<]*)</g)].map((m) => m[1]);

describe("the cart's new total is said once an update settled", () => {
  it('one live region, silent on arrival (the page itself shows the total)', () => {
    expect(liveRegions(render(13_153_060, false))).toEqual(['']);
  });

  it('while an update is on its way it says so, in the same region', () => {
    expect(liveRegions(render(13_153_060, true))).toEqual(['Actualizando tu carro...']);
  });

  it('then the new total, once, until the next update', () => {
    const steps = [false, true, true, false, false, true, false].map(
      (updating, i, all) => [updating, all.slice(0, i + 1).some(Boolean)] as const,
    );
    expect(steps.map(([updating, updated]) => summaryLive(updating, updated))).toEqual([
      null,
      'updating',
      'updating',
      'total',
      'total',
      'updating',
      'total',
    ]);
  });

  it('an update that changed nothing (a refusal: its toast says why) says nothing more', () => {
    expect(summaryLive(false, false)).toBeNull();
  });

  it.each(TENANTS.map((t) => [t.code, t] as const))(
    '%s: "Total: <amount>", in the site\'s language',
    (_, tenant) => {
      expect(translator(tenant)('cart.summary.totalNow', { total: '$ 123.456' })).toBe(
        'Total: $ 123.456',
      );
    },
  );
});

describe("the phone's sticky total", () => {
  const sticky = (html: string) => /<div[^>]*data-sticky-summary[^>]*>(.*?)<\/div>/.exec(html)![1]!;

  it('keeps a total in the millions on one line; the button is what wraps, if anything', () => {
    const bar = sticky(render(13_153_060, false));
    expect(bar).toMatch(/<span class="[^"]*\bwhitespace-nowrap\b[^"]*"[^>]*>\$ 13\.153\.060</);
    expect(bar).toMatch(/<p class="[^"]*\bshrink-0\b/);
    expect(bar).toMatch(/<a href="\/fierro-cl\/checkout\/" class="[^"]*\bmin-w-0\b[^"]*">/);
  });
});

describe('the toasts float above the sticky bar', () => {
  /** A bar and its page: the root's style, and a ResizeObserver to call. */
  function fakePage(height: number) {
    const props = new Map<string, string>();
    const observers: Array<{ fire: () => void; observing: boolean }> = [];
    class Observer {
      observing = false;
      constructor(readonly fire: () => void) {
        observers.push(this);
      }
      observe() {
        this.observing = true;
      }
      disconnect() {
        this.observing = false;
      }
    }
    const bar = {
      offsetHeight: height,
      ownerDocument: {
        documentElement: {
          style: {
            setProperty: (k: string, v: string) => props.set(k, v),
            removeProperty: (k: string) => props.delete(k),
          },
        },
        defaultView: { ResizeObserver: Observer },
      },
    };
    return { bar, props, observers };
  }

  it("keeps the bar's height on the page's root while it is there, and takes it away after", () => {
    const { bar, props, observers } = fakePage(72);
    const stop = trackBottomBar(bar as unknown as HTMLElement);
    expect(props.get(BOTTOM_BAR_VAR)).toBe('72px');
    // Hidden from tablet up (0), or taller once its button wraps.
    bar.offsetHeight = 0;
    observers[0]!.fire();
    expect(props.get(BOTTOM_BAR_VAR)).toBe('0px');
    stop();
    expect(props.has(BOTTOM_BAR_VAR)).toBe(false);
    expect(observers[0]!.observing).toBe(false);
  });
});

describe('the store card total', () => {
  it('says the delivery it holds where the cash total ships free (the card goods fall short)', () => {
    const cart = {
      ...cartOf(73_999),
      location: { locationId: 'L1', zipCode: null, label: 'Ñuñoa', zoneId: 'Z1' },
      lines: [{ lineId: 1, deliveryMethod: 'homeDelivery' }],
      totals: {
        ...cartOf(73_999).totals,
        storeCardTotal: 62_148,
        storeCardDelivery: 4_499,
      },
    } as unknown as CartResponse;
    const html = renderToStaticMarkup(
      <NextIntlClientProvider locale={cl.locale} messages={messagesFor(cl.locale)} timeZone="UTC">
        <CartSummary facts={{ ...facts, storeCardName: 'CMR' }} cart={cart} updating={false} />
      </NextIntlClientProvider>,
    )
      .replace(/<!-- -->/g, '')
      .replace(/&nbsp;|\u00a0/g, ' ');
    expect(html).toMatch(/Despacho<\/dt><dd[^>]*>Gratis/);
    expect(html).toMatch(/Total con tarjeta CMR<\/dt><dd[^>]*>\$ 62\.148/);
    expect(html).toContain('Incluye despacho de $ 4.499');
  });
});

describe("a line's unit price", () => {
  it.each([
    ['cl', 'unit', '$ 12.990 c/u'],
    ['cl', 'box', '$ 12.990 por caja'],
    ['br', 'unit', 'R$ 96,90 cada'],
    // Tiles are sold by the box: "cada" read as one tile.
    ['br', 'box', 'R$ 96,90 por caixa'],
  ])('%s, sold by the %s: %s', (code, unit, want) => {
    const tenant = getTenant(code) as Tenant;
    const price = code === 'br' ? 'R$ 96,90' : '$ 12.990';
    expect(translator(tenant)('cart.line.unitPrice', { price, unit })).toBe(want);
  });
});
