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
 * Before JavaScript (issue 21: the cart works without it), the streamed cart stays where React
 * put it, hidden at the end of the body (its swap is a script). This style shows it there in
 * place of the skeleton: the shell's regions become the body's flex items and the streamed part
 * takes the slot right after the page's main region. It applies only while the root has no
 * `data-js`, which the script before it sets at once when scripts run.
 */
const JS_MARK = "document.documentElement.setAttribute('data-js','')";
const NO_JS = ':root:not([data-js])';
const NO_SCRIPT_STYLE = [
  `${NO_JS} body{display:flex;flex-direction:column}`,
  `${NO_JS} .site-shell{display:contents}`,
  `${NO_JS} .site-shell>footer{order:2}`,
  `${NO_JS} [data-cart-skeleton]{display:none}`,
  `${NO_JS} body>div[id^="S:"]{order:1;width:100%;max-width:1440px;margin:0 auto;padding:0 .75rem 1rem}`,
  // Tailwind's base layer hides [hidden] with !important; an important rule wins in the earliest
  // layer, which is Tailwind's own first one.
  `@layer theme{${NO_JS} body>div[hidden][id^="S:"]{display:block!important}}`,
].join('');

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
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script */}
      <script dangerouslySetInnerHTML={{ __html: JS_MARK }} />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant style */}
      <style dangerouslySetInnerHTML={{ __html: NO_SCRIPT_STYLE }} />
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
