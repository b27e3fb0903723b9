import { getTenant, type Tenant } from '@fierro/tenants';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { checkoutMessages } from '../messages';

// The server actions (cookies, commerce) are not this test's: the form only names them.
vi.mock('../actions/place-order', () => ({ placeOrderAction: async () => ({ kind: 'idle' }) }));
vi.mock('../actions/post-form', () => ({ postCheckoutForm: async () => undefined }));
const { PlaceOrderForm } = await import('./place-order-client');
const { CheckoutIntl } = await import('./checkout-intl-client');

const render = (tenant: Tenant) =>
  renderToStaticMarkup(
    <CheckoutIntl locale={tenant.locale} messages={checkoutMessages(tenant.locale)}>
      <PlaceOrderForm
        site={tenant.pathPrefix}
        expectedTotal={95_970}
        label="Pagar"
        cartHref="/cart/"
        termsHref={tenant.links.terms}
        stepHrefs={{}}
      />
    </CheckoutIntl>,
  ).replace(/<!-- -->/g, '');

describe("the last step's terms and conditions", () => {
  it.each([
    [
      'cl',
      '/fierro-cl/static/terminos-y-condiciones/',
      'Al confirmar aceptas los ',
      'términos y condiciones',
      ' (se abre en una pestaña nueva)',
      ' de compra.',
    ],
    [
      'br',
      '/fierro-br/static/termos-e-condicoes/',
      'Ao confirmar você aceita os ',
      'termos e condições',
      ' (abre em uma nova aba)',
      ' de compra.',
    ],
  ])(
    "%s: a link to the site's terms page (%s), the one the footer links",
    (code, href, before, link, newTab, after) => {
      const tenant = getTenant(code) as Tenant;
      expect(tenant.links.terms).toBe(href);
      const terms = /<p[^>]*data-terms="true">(.*?)<\/p>/.exec(render(tenant))?.[1];
      expect(terms).toBe(
        `${before}<a href="${href}" target="_blank" rel="noopener" class="underline">${link}<span class="sr-only">${newTab}</span></a>${after}`,
      );
    },
  );
});
