import { getTenant, type Tenant } from '@fierro/tenants';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EmptyCheckout } from './empty-checkout';

const cl = getTenant('cl') as Tenant;
const br = getTenant('br') as Tenant;
const render = (tenant: Tenant, props: { ended?: boolean; unavailable?: boolean } = {}) =>
  renderToStaticMarkup(<EmptyCheckout tenant={tenant} {...props} />).replace(/<!-- -->/g, '');
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('the checkout after the session that started it ended', () => {
  it.each([
    [
      cl,
      'Tu sesión terminó Inicia sesión de nuevo para seguir con tu compra: tu carro te espera en tu cuenta. Iniciar sesión Seguir comprando',
    ],
    [
      br,
      'Sua sessão terminou Entre de novo para continuar sua compra: seu carrinho espera por você na sua conta. Entrar Continuar comprando',
    ],
  ])(
    '%s: says so, not "nothing to pay", and offers the sign-in back to the checkout',
    (tenant, said) => {
      const html = render(tenant, { ended: true });
      expect(text(html)).toBe(said);
      const returnTo = encodeURIComponent(`/${tenant.pathPrefix}/checkout/`);
      expect(html).toContain(`href="/${tenant.pathPrefix}/login/?returnTo=${returnTo}"`);
    },
  );

  it('an empty cart still says there is nothing to pay', () => {
    expect(text(render(cl))).toContain('No hay nada que pagar');
  });

  it('commerce not answering is not "nothing to pay": it says so and offers the page again', () => {
    const html = render(cl, { unavailable: true });
    expect(text(html)).toMatch(/^No pudimos abrir el pago No pudimos confirmar tu compra/);
    expect(text(html)).not.toContain('No hay nada que pagar');
    expect(html).toMatch(/<a href="\/fierro-cl\/checkout\/"[^>]*>Intentar de nuevo<\/a>/);
    expect(text(render(br, { unavailable: true }))).toMatch(/^Não conseguimos abrir o pagamento/);
  });
});
