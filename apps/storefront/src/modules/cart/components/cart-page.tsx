import { ABANDONED_PAYMENT_MINUTES, checkoutUrl, homeUrl } from '@fierro/domain';
import type { Tenant } from '@fierro/tenants';
import { cookies } from 'next/headers';
import { clientMessages } from '../../../lib/i18n/client-messages';
import { messagesFor, translator } from '../../../lib/i18n/messages';
import { ClientIntlProvider } from '../../shell/components/intl-provider-client';
import { loadCartPage } from '../page-data';
import { refusalOfQuery } from '../refusal';
import { UNDO_COOKIE, undoToOffer } from '../undo-schema';
import { CartView } from './cart-view-client';
import { EmptyCart } from './empty-cart';

/**
 * The cart page's body, per request (never cached): the cart or its empty state. Its client
 * texts (namespace `cart`) travel only with this page.
 */
export async function CartPage({
  tenant,
  query,
}: {
  tenant: Tenant;
  query: {
    undo?: string | string[];
    error?: string | string[];
    available?: string | string[];
    inCart?: string | string[];
  };
}) {
  const t = translator(tenant);
  const data = await loadCartPage(tenant);
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? null;
  const undo = undoToOffer(one(query.undo), (await cookies()).get(UNDO_COOKIE)?.value, data.cart);
  const error = refusalOfQuery({
    error: one(query.error),
    available: one(query.available),
    inCart: one(query.inCart),
  });
  if (data.unavailable) {
    return (
      <p role="alert" className="rounded border border-red-700 bg-red-50 p-4">
        {t('cart.errors.unavailable')}
      </p>
    );
  }
  if (data.held) {
    // The cart waits for its order's bank check: the checkout holds the way back to it.
    return (
      <section className="flex flex-col items-start gap-3 py-8" data-cart-held role="status">
        <h2 className="font-bold text-xl">{t('cart.held.title')}</h2>
        <p className="text-gray-700">
          {t('cart.held.text', { minutes: ABANDONED_PAYMENT_MINUTES })}
        </p>
        <a
          href={checkoutUrl(tenant)}
          className="flex min-h-11 items-center rounded bg-brand px-5 font-bold text-on-brand"
        >
          {t('cart.held.cta')}
        </a>
      </section>
    );
  }
  if (!data.cart || data.cart.lines.length === 0) {
    return <EmptyCart tenant={tenant} t={t} undo={undo} error={error} />;
  }
  const messages = messagesFor(tenant.locale);
  return (
    <ClientIntlProvider
      // Another cart than the one on screen (the shopper's own, after this one was bought or
      // expired): a fresh view of it, not the old one's pending changes and undo.
      key={data.cart.cartId}
      locale={tenant.locale}
      messages={{ ...clientMessages(messages), cart: messages.cart }}
    >
      <CartView
        facts={{
          site: tenant.pathPrefix,
          tenantCode: tenant.code,
          locale: tenant.locale,
          savingsWord: tenant.savingsWord,
          storeCardName: tenant.storeCard?.name ?? null,
          minorUnits: tenant.currencies[0]?.minorUnits ?? 1,
          checkoutHref: checkoutUrl(tenant),
          homeHref: homeUrl(tenant),
        }}
        data={data}
        undo={undo}
        error={error}
      />
    </ClientIntlProvider>
  );
}

export function CartSkeleton() {
  return (
    <div
      className="grid grid-cols-1 gap-6 tablet:grid-cols-[minmax(0,1fr)_20rem]"
      aria-busy="true"
      data-cart-skeleton
    >
      <div className="flex flex-col gap-3">
        {[0, 1].map((i) => (
          <div key={i} className="h-48 animate-pulse rounded-lg bg-gray-100" />
        ))}
      </div>
      <div className="h-64 animate-pulse rounded-lg bg-gray-100" />
    </div>
  );
}
