import type { Metadata } from 'next';
import { Suspense } from 'react';
import { translator } from '../../../lib/i18n/messages';
import { tenantOf } from '../../../lib/site/site';
import { CartPage, CartSkeleton } from '../../../modules/cart';

interface Props {
  params: Promise<{ site: string }>;
  searchParams: Promise<{ undo?: string | string[]; error?: string | string[] }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const tenant = await tenantOf(params);
  return { title: translator(tenant)('cart.title'), robots: { index: false } };
}

/**
 * Spec §2 `/{site}/cart` (issue 21): outside the cached catalogue views, rendered per request for
 * the shopper of the `cartId` cookie (the shell is static, the cart streams in).
 */
export default async function Cart({ params, searchParams }: Props) {
  const tenant = await tenantOf(params);
  const t = translator(tenant);
  return (
    <main id="main" className="flex flex-col gap-4 py-4">
      <h1 className="font-bold text-2xl">{t('cart.title')}</h1>
      <Suspense fallback={<CartSkeleton />}>
        <CartBody params={params} searchParams={searchParams} />
      </Suspense>
    </main>
  );
}

async function CartBody({ params, searchParams }: Props) {
  const tenant = await tenantOf(params);
  return <CartPage tenant={tenant} query={await searchParams} />;
}
