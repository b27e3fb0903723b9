import 'server-only';
import { accountOrderUrl, loginUrl } from '@fierro/domain';
import type { Tenant } from '@fierro/tenants';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { type CommerceError, pageFailure } from '../../lib/commerce';
import {
  listMyOrders,
  lookupChallenge,
  readMembership,
  readMyOrder,
  readOrderReturns,
} from '../../lib/commerce/orders';
import { pageTitle } from '../../lib/site/seo';
import { MembershipView } from './components/membership-view';
import { OrderDetail } from './components/order-detail';
import { OrderList } from './components/order-list';
import { OrderLookupForm } from './components/order-lookup-client';
import { OrdersIntl } from './components/orders-intl-client';
import { ReturnForm } from './components/return-form-client';
import { ordersTranslator } from './messages';
import { dateOf, lineRequests } from './view-model';

/**
 * What the order pages' route files render (issue 23): the shopper's orders, one order, a line's
 * return request, the membership, and a guest's lookup. Every one is personal: rendered per
 * request, never indexed, never cached across shoppers.
 */
export type SearchParams = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : null);
const pageOf = (v: string | string[] | undefined) => {
  const n = Number(one(v) ?? '1');
  return Number.isInteger(n) && n >= 1 && n <= 1000 ? n : 1;
};
/** Commerce's 4xx is the shopper's 404; anything else (down, 5xx) is the error page. */
const failed = (error: CommerceError) => {
  if (error.kind === 'status' && error.status >= 400 && error.status < 500) notFound();
  // The special error (spec §8) is thrown as itself: the error boundary sends it to its page.
  pageFailure(error, 'commerce');
};

// The order's page is titled without its number: the metadata does not read the order.
type Page =
  | 'list.title'
  | 'membership.title'
  | 'lookup.title'
  | 'detail.pageTitle'
  | 'returns.title';
export const ordersMetadata = (tenant: Tenant, page: Page): Metadata => ({
  title: pageTitle(
    tenant,
    ordersTranslator(tenant)(page, { number: '', card: tenant.storeCard?.name ?? '' }).trim(),
  ),
  robots: { index: false, follow: false },
  referrer: 'same-origin',
});

export async function OrdersRoute({ tenant, sp }: { tenant: Tenant; sp: SearchParams }) {
  const { data, error } = await listMyOrders(tenant, pageOf(sp.page), 10);
  if (!data) return failed(error);
  return <OrderList tenant={tenant} list={data} />;
}

const NOTICES = ['requested', 'buyAgainFailed', 'buyAgainNone'] as const;

export async function OrderRoute(props: { tenant: Tenant; orderId: string; sp: SearchParams }) {
  const { tenant, orderId } = props;
  if (!/^[0-9a-f-]{36}$/i.test(orderId)) notFound();
  const [order, returns] = await Promise.all([
    readMyOrder(tenant, orderId),
    readOrderReturns(tenant, orderId),
  ]);
  if (!order.data) return failed(order.error);
  const notice = NOTICES.find((n) => n === one(props.sp.notice)) ?? null;
  return <OrderDetail tenant={tenant} order={order.data} returns={returns.data} notice={notice} />;
}

const KINDS = ['return', 'warranty', 'rightOfRefusal'] as const;

export async function ReturnRequestRoute(props: {
  tenant: Tenant;
  orderId: string;
  sp: SearchParams;
}) {
  const { tenant, orderId } = props;
  const kind = KINDS.find((k) => k === one(props.sp.kind));
  const lineId = Number(one(props.sp.line));
  if (!/^[0-9a-f-]{36}$/i.test(orderId) || !kind || !Number.isInteger(lineId)) notFound();
  const [order, returns] = await Promise.all([
    readMyOrder(tenant, orderId),
    readOrderReturns(tenant, orderId),
  ]);
  if (!order.data) return failed(order.error);
  const line = order.data.lines.find((l) => l.lineId === lineId && l.parentLineId === null);
  if (!line) notFound();
  const t = ordersTranslator(tenant);
  const asks = lineRequests(returns.data, lineId);
  const window = asks.windows.find((w) => w.kind === kind);
  const back = accountOrderUrl(tenant, orderId);
  return (
    <section aria-labelledby="account-page-title" className="flex max-w-2xl flex-col gap-4">
      <h1 id="account-page-title" className="font-bold text-2xl">
        {t('request.title', { kind: t(`returns.kinds.${kind}`) })}
      </h1>
      <div className="rounded-lg bg-white p-4 shadow-sm">
        <p className="text-neutral-700 text-sm">{t('request.product')}</p>
        <p className="font-medium">{line.name}</p>
        <p className="text-neutral-700 text-sm">
          {t('detail.title', { number: order.data.orderNumber })}
        </p>
      </div>
      {window ? (
        <div className="flex flex-col gap-4 rounded-lg bg-white p-4 shadow-sm">
          <p>{t(`request.intro.${kind}`, { date: dateOf(window.until, tenant) })}</p>
          <OrdersIntl locale={tenant.locale}>
            <ReturnForm
              site={tenant.pathPrefix}
              orderId={orderId}
              lineId={lineId}
              kind={kind}
              max={asks.returnable}
              backHref={back}
            />
          </OrdersIntl>
        </div>
      ) : (
        <div className="flex flex-col items-start gap-3 rounded-lg bg-white p-4 shadow-sm">
          <p role="status">{t('request.unavailable')}</p>
          <a href={back} className="underline underline-offset-4">
            {t('request.cancel')}
          </a>
        </div>
      )}
    </section>
  );
}

export async function MembershipRoute({ tenant, sp }: { tenant: Tenant; sp: SearchParams }) {
  if (!tenant.storeCard) notFound();
  const { data, error } = await readMembership(tenant, pageOf(sp.page));
  if (!data) return failed(error);
  return <MembershipView tenant={tenant} m={data} />;
}

/** `/{site}/order-status/`: a guest's order by its number and e-mail. */
export async function OrderStatusRoute({ tenant }: { tenant: Tenant }) {
  const t = ordersTranslator(tenant);
  const { data } = await lookupChallenge(tenant);
  return (
    <main id="main" className="mx-auto flex w-full max-w-xl flex-col gap-4 py-6">
      <h1 className="font-bold text-2xl">{t('lookup.title')}</h1>
      <p>{t('lookup.intro')}</p>
      <OrdersIntl locale={tenant.locale}>
        <OrderLookupForm site={tenant.pathPrefix} challenge={data?.challenge ?? null} />
      </OrdersIntl>
      <p className="text-sm">
        <a href={loginUrl(tenant)} className="underline underline-offset-4">
          {t('lookup.signIn')}
        </a>
      </p>
    </main>
  );
}
