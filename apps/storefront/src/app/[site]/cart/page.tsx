import type { Metadata } from 'next';
import { Suspense } from 'react';
import { translator } from '../../../lib/i18n/messages';
import { pageTitle } from '../../../lib/site/seo';
import { tenantOf } from '../../../lib/site/site';
import { CartPage, CartSkeleton } from '../../../modules/cart';
import { NoScriptStream, StreamFallback } from '../../../ui/no-script-stream';
import { Settled } from '../../../ui/settled-client';

interface Props {
  params: Promise<{ site: string }>;
  searchParams: Promise<{ undo?: string | string[]; error?: string | string[] }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const tenant = await tenantOf(params);
  return { title: pageTitle(tenant, translator(tenant)('cart.title')), robots: { index: false } };
}

const FRAME = 'flex flex-col gap-4 py-4';

/**
 * Spec §2 `/{site}/cart` (issue 21): outside the cached catalogue views, rendered per request for
 * the shopper of the `cartId` cookie (the shell is static, the cart streams in). Before
 * JavaScript the streamed cart is shown in place of the skeleton (`NoScriptStream`); the page's
 * `main` streams with it, so the cart sits inside the landmark either way.
 */
export default async function Cart({ params, searchParams }: Props) {
  const tenant = await tenantOf(params);
  const t = translator(tenant);
  return (
    <>
      <NoScriptStream />
      <Suspense
        fallback={
          <StreamFallback className={FRAME}>
            <h1 className="font-bold text-2xl">{t('cart.title')}</h1>
            <CartSkeleton />
          </StreamFallback>
        }
      >
        <CartBody params={params} searchParams={searchParams} />
      </Suspense>
    </>
  );
}

async function CartBody({ params, searchParams }: Props) {
  const tenant = await tenantOf(params);
  return (
    <Settled>
      <main id="main" className={FRAME}>
        <h1 className="font-bold text-2xl">{translator(tenant)('cart.title')}</h1>
        <CartPage tenant={tenant} query={await searchParams} />
      </main>
    </Settled>
  );
}
