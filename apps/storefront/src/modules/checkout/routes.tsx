import 'server-only';
import type { Tenant } from '@fierro/tenants';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pageTitle } from '../../lib/site/seo';
import { ChallengeView } from './components/challenge-view';
import { CheckoutView } from './components/checkout-view';
import { ConfirmationView } from './components/confirmation-view';
import { EmptyCheckout } from './components/empty-checkout';
import { loadCheckout, loadOrder } from './data';
import { checkoutTranslator } from './messages';

/**
 * What the checkout's route files render (they only read params and compose): the steps, our
 * 3-D Secure page and the confirmation. Every one is per shopper and never cached.
 */
export type SearchParams = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : null);

export const checkoutMetadata = (
  tenant: Tenant,
  page: 'title' | 'challenge.title' | 'confirmation.pageTitle',
): Metadata => ({
  title: pageTitle(tenant, checkoutTranslator(tenant)(page)),
  robots: { index: false, follow: false },
  // The challenge and confirmation links carry a guest's key to the order: never sent on to
  // another site. ('no-referrer' would also blank the Origin of the page's own form posts, which
  // Next then refuses as a cross-site server action.)
  referrer: 'same-origin',
});

export async function CheckoutRoute({ tenant, sp }: { tenant: Tenant; sp: SearchParams }) {
  const model = await loadCheckout(tenant, one(sp.edit), one(sp.flash));
  if (model.kind !== 'ready') {
    return (
      <EmptyCheckout
        tenant={tenant}
        unavailable={model.kind === 'unavailable'}
        challenge={model.kind === 'challenge' ? model : undefined}
        held={model.kind === 'held'}
        ended={model.kind === 'ended'}
      />
    );
  }
  return <CheckoutView tenant={tenant} model={model} done={one(sp.done)} notice={one(sp.notice)} />;
}

export async function ChallengeRoute(props: { tenant: Tenant; orderId: string; sp: SearchParams }) {
  const token = one(props.sp.token);
  const order = await loadOrder(props.tenant, props.orderId, token);
  if (!order) notFound();
  return <ChallengeView tenant={props.tenant} order={order} token={token} />;
}

export async function ConfirmationRoute(props: {
  tenant: Tenant;
  orderId: string;
  sp: SearchParams;
}) {
  const order = await loadOrder(props.tenant, props.orderId, one(props.sp.token));
  if (!order) notFound();
  return <ConfirmationView tenant={props.tenant} order={order} />;
}

/** The checkout's frame while its data comes (same height as its first step). */
export function CheckoutSkeleton() {
  return (
    <div className="py-6" aria-hidden="true">
      <div className="mb-4 h-8 w-56 rounded bg-neutral-200" />
      <div className="grid gap-6 tablet:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="h-96 rounded-lg bg-white shadow-sm" />
        <div className="h-64 rounded-lg bg-white shadow-sm" />
      </div>
    </div>
  );
}
