import 'server-only';
import type { ListResponse, SharedListResponse } from '@fierro/commerce/contract';
import { fromMinorUnits, myListsUrl, myListUrl, productPath, sharedListUrl } from '@fierro/domain';
import type { Tenant } from '@fierro/tenants';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { type CommerceError, pageFailure } from '../../lib/commerce';
import { myList, myLists, sharedListOf } from '../../lib/commerce/lists';
import { formatPrice } from '../../lib/format/price';
import { pageTitle } from '../../lib/site/seo';
import {
  addHereAction,
  allToCartAction,
  createListAction,
  deleteListAction,
  lineAction,
  shareAction,
  updateListAction,
} from './actions/list-forms';
import { CopyLink } from './components/copy-link-client';
import { ListsIntl } from './components/lists-intl-client';
import { RememberAdded } from './components/remember-added-client';
import { listsTranslator } from './messages';
import { ofSite } from './site';

/**
 * The lists' pages (issue 23): the shopper's lists, one list, and a shared list's read-only view.
 * Each is personal or per token: rendered per request, never indexed, never cached.
 */
export type SearchParams = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : null);
type T = ReturnType<typeof listsTranslator>;

export const listsMetadata = (tenant: Tenant, name?: string): Metadata => ({
  title: pageTitle(tenant, name ?? listsTranslator(tenant)('title')),
  robots: { index: false, follow: false },
  referrer: 'same-origin',
});

const failed = (error: CommerceError) => {
  if (error.kind === 'status' && error.status >= 400 && error.status < 500) notFound();
  // The special error (spec §8) is thrown as itself: the error boundary sends it to its page.
  pageFailure(error, 'commerce');
};

const FIELD_ERRORS = ['name', 'note', 'budget', 'quantity', 'skuId', 'confirm'] as const;
const CODE_ERRORS = ['TOO_MANY_LISTS', 'LIST_FULL', 'unavailable', 'notFound'] as const;
type FieldError = (typeof FIELD_ERRORS)[number];
const errorOf = (sp: SearchParams) => {
  const e = one(sp.error);
  const field = FIELD_ERRORS.find((f) => f === e) ?? null;
  const code = CODE_ERRORS.find((c) => c === e) ?? null;
  return { field, code };
};

const input = 'min-h-11 rounded border border-gray-500 px-3';
const primary =
  'inline-flex min-h-11 items-center justify-center rounded bg-brand px-5 font-bold text-on-brand hover:brightness-95';
const secondary =
  'inline-flex min-h-11 items-center justify-center rounded border-2 border-brand px-4 bg-white font-bold text-brand-ink hover:underline';

function FieldMessage({ id, show, text }: { id: string; show: boolean; text: string }) {
  return show ? (
    <p id={id} className="text-red-800 text-sm">
      {text}
    </p>
  ) : null;
}

/** Name, note and budget fields, for the new list and the list's settings. */
function ListFields(props: {
  t: T;
  prefix: string;
  field: FieldError | null;
  values?: { name: string; note: string | null; budget: number | null };
}) {
  const { t, prefix, field, values } = props;
  const bad = (f: FieldError) =>
    field === f ? { 'aria-invalid': true, 'aria-describedby': `${prefix}-${f}-error` } : {};
  return (
    <>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${prefix}-name`} className="font-semibold text-sm">
          {t('create.name')}
        </label>
        <input
          id={`${prefix}-name`}
          name="name"
          required
          maxLength={60}
          defaultValue={values?.name ?? ''}
          placeholder={values ? undefined : t('create.namePlaceholder')}
          className={input}
          {...bad('name')}
        />
        <FieldMessage id={`${prefix}-name-error`} show={field === 'name'} text={t('errors.name')} />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${prefix}-note`} className="font-semibold text-sm">
          {t('create.note')}
        </label>
        <textarea
          id={`${prefix}-note`}
          name="note"
          maxLength={500}
          rows={2}
          defaultValue={values?.note ?? ''}
          className="rounded border border-gray-500 px-3 py-2"
          {...bad('note')}
        />
        <FieldMessage id={`${prefix}-note-error`} show={field === 'note'} text={t('errors.note')} />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${prefix}-budget`} className="font-semibold text-sm">
          {t('create.budget')}
        </label>
        <input
          id={`${prefix}-budget`}
          name="budget"
          inputMode="numeric"
          defaultValue={values?.budget ?? ''}
          className={`${input} w-48`}
          {...bad('budget')}
        />
        <FieldMessage
          id={`${prefix}-budget-error`}
          show={field === 'budget'}
          text={t('errors.budget')}
        />
      </div>
    </>
  );
}

function Notice({ text, tone = 'ok' }: { text: string; tone?: 'ok' | 'bad' }) {
  return (
    <p
      role={tone === 'bad' ? 'alert' : 'status'}
      className={`rounded-md border-l-4 px-4 py-3 text-sm ${tone === 'bad' ? 'border-red-700 bg-red-50 text-red-900' : 'border-green-700 bg-green-50 text-green-900'}`}
    >
      {text}
    </p>
  );
}

/** `/{site}/myaccount/mylists/`: every list with its count and today's total, and a new one. */
export async function ListsRoute({ tenant, sp }: { tenant: Tenant; sp: SearchParams }) {
  const { data, error } = await myLists(tenant);
  if (!data) return failed(error);
  const t = listsTranslator(tenant);
  const { field, code } = errorOf(sp);
  const add = one(sp.add);
  const waiting = add && /^[\w-]{1,64}$/.test(add) ? add : null;
  const site = tenant.pathPrefix;
  return (
    <section aria-labelledby="account-page-title" className="flex flex-col gap-4">
      <h1 id="account-page-title" className="font-bold text-2xl">
        {t('title')}
      </h1>
      <p className="text-neutral-700">{t('intro')}</p>
      {one(sp.notice) === 'deleted' ? <Notice text={t('notice.deleted')} /> : null}
      {code ? <Notice tone="bad" text={t(`errors.${code}`)} /> : null}
      {waiting ? (
        <div className="flex flex-col gap-2 rounded-lg bg-white p-4 shadow-sm" data-add-waiting>
          <h2 className="font-semibold text-lg">{t('addHere.title')}</h2>
          <ul className="flex flex-wrap gap-2">
            {data.lists.map((l) => (
              <li key={l.listId}>
                <form action={addHereAction}>
                  <input type="hidden" name="site" value={site} />
                  <input type="hidden" name="listId" value={l.listId} />
                  <input type="hidden" name="add" value={waiting} />
                  <button type="submit" className={secondary}>
                    {t('addHere.button', { name: l.name })}
                  </button>
                </form>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {data.lists.length === 0 ? (
        <p className="rounded-lg bg-white p-4 shadow-sm">{t('empty')}</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2" data-lists>
          {data.lists.map((l) => (
            <li key={l.listId} className="flex flex-col gap-1 rounded-lg bg-white p-4 shadow-sm">
              <h2 className="font-semibold text-lg">
                <a
                  href={myListUrl(tenant, l.listId)}
                  className="underline underline-offset-4 hover:text-brand-ink"
                  data-list-link
                >
                  {l.name}
                </a>
              </h2>
              <p>{t('count', { lines: l.lineCount })}</p>
              <p className="font-semibold">
                {t('total', { total: formatPrice(l.total, tenant, l.currency) })}
              </p>
              {l.budget !== null ? (
                <p className="text-neutral-700 text-sm">
                  {t('budgetOf', { budget: formatPrice(l.budget, tenant, l.currency) })}
                </p>
              ) : null}
              {l.shared ? <p className="text-neutral-700 text-sm">{t('sharedBadge')}</p> : null}
            </li>
          ))}
        </ul>
      )}
      <form
        action={createListAction}
        className="flex max-w-lg flex-col gap-3 rounded-lg bg-white p-4 shadow-sm"
        aria-labelledby="new-list-title"
        noValidate
      >
        <h2 id="new-list-title" className="font-semibold text-lg">
          {t('create.title')}
        </h2>
        <input type="hidden" name="site" value={site} />
        {waiting ? <input type="hidden" name="add" value={waiting} /> : null}
        <ListFields t={t} prefix="new-list" field={field} />
        <button type="submit" className={`${primary} self-start`}>
          {t('create.submit')}
        </button>
      </form>
    </section>
  );
}

function LineRows(props: {
  tenant: Tenant;
  list: ListResponse | SharedListResponse;
  editable: boolean;
  t: T;
  bad: { sku: string | null; field: FieldError | null };
}) {
  const { tenant, list, editable, t, bad } = props;
  const site = tenant.pathPrefix;
  return (
    <ul className="flex flex-col gap-3" aria-label={t('detail.lines')} data-list-lines>
      {list.lines.map((l) => {
        const href = l.productId
          ? `/${site}${productPath({ productId: l.productId, slug: l.slug ?? l.productId, skuId: l.skuId })}`
          : null;
        const qtyId = `qty-${l.skuId}`;
        const wrong = bad.sku === l.skuId && bad.field === 'quantity';
        return (
          <li
            key={l.skuId}
            className="flex flex-col gap-2 rounded-lg bg-white p-4 shadow-sm"
            data-list-line={l.skuId}
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p className="font-medium">
                {href ? (
                  <a href={href} className="underline underline-offset-4 hover:text-brand-ink">
                    {l.name}
                  </a>
                ) : (
                  l.name
                )}
              </p>
              <p className="font-semibold">
                {l.lineTotal !== null ? formatPrice(l.lineTotal, tenant, list.currency) : ''}
              </p>
            </div>
            <p className="text-neutral-700 text-sm">
              {l.sold && l.unitPrice !== null
                ? `${t('detail.unitPrice')}: ${formatPrice(l.unitPrice, tenant, list.currency)} · ${t('detail.stock', { available: l.available })}`
                : t('detail.notSold')}
            </p>
            {editable ? (
              <div className="flex flex-wrap items-end gap-2">
                <form action={lineAction} className="flex items-end gap-2">
                  <input type="hidden" name="site" value={site} />
                  <input type="hidden" name="listId" value={list.listId} />
                  <input type="hidden" name="skuId" value={l.skuId} />
                  <input type="hidden" name="intent" value="quantity" />
                  <div className="flex flex-col gap-1">
                    <label htmlFor={qtyId} className="text-sm">
                      {t('detail.quantity')}
                      <span className="sr-only"> {l.name}</span>
                    </label>
                    <input
                      id={qtyId}
                      name="quantity"
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={9999}
                      defaultValue={l.quantity}
                      className={`${input} w-24`}
                      {...(wrong
                        ? { 'aria-invalid': true, 'aria-describedby': `${qtyId}-error` }
                        : {})}
                    />
                  </div>
                  <button
                    type="submit"
                    className={secondary}
                    aria-label={t('detail.updateOf', { name: l.name })}
                  >
                    {t('detail.update')}
                  </button>
                </form>
                <form action={lineAction}>
                  <input type="hidden" name="site" value={site} />
                  <input type="hidden" name="listId" value={list.listId} />
                  <input type="hidden" name="skuId" value={l.skuId} />
                  <input type="hidden" name="intent" value="toCart" />
                  <button
                    type="submit"
                    className={secondary}
                    aria-label={t('detail.toCartOf', { name: l.name })}
                    disabled={!l.sold || l.available === 0}
                  >
                    {t('detail.toCart')}
                  </button>
                </form>
                <form action={lineAction}>
                  <input type="hidden" name="site" value={site} />
                  <input type="hidden" name="listId" value={list.listId} />
                  <input type="hidden" name="skuId" value={l.skuId} />
                  <input type="hidden" name="intent" value="remove" />
                  <button
                    type="submit"
                    className="min-h-11 px-2 underline underline-offset-4"
                    aria-label={t('detail.removeOf', { name: l.name })}
                  >
                    {t('detail.remove')}
                  </button>
                </form>
                <FieldMessage id={`${qtyId}-error`} show={wrong} text={t('errors.quantity')} />
              </div>
            ) : (
              <p className="text-sm">
                {t('detail.quantity')}: {l.quantity}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function Totals({ tenant, list, t }: { tenant: Tenant; list: SharedListResponse; t: T }) {
  const money = (n: number) => formatPrice(n, tenant, list.currency);
  const diff = list.budget === null ? null : list.budget - list.total;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg bg-white p-4 shadow-sm">
      <dt>{t('detail.total')}</dt>
      <dd className="text-right font-bold" data-list-total>
        {money(list.total)}
      </dd>
      {list.budget !== null && diff !== null ? (
        <>
          <dt>{t('detail.budget')}</dt>
          <dd className="text-right">{money(list.budget)}</dd>
          <dd
            className={`col-span-2 text-right text-sm ${diff < 0 ? 'font-semibold text-red-800' : 'text-green-800'}`}
          >
            {diff < 0
              ? t('detail.over', { amount: money(-diff) })
              : t('detail.remaining', { amount: money(diff) })}
          </dd>
        </>
      ) : null}
    </dl>
  );
}

const NOTICES = ['created', 'saved', 'shared', 'unshared', 'added'] as const;

/** `/{site}/myaccount/mylists/{listId}/`: one list, its lines, totals, settings and share link. */
export async function ListRoute(props: { tenant: Tenant; listId: string; sp: SearchParams }) {
  const { tenant, listId, sp } = props;
  if (!/^[0-9a-f-]{36}$/i.test(listId)) notFound();
  const { data, error } = await myList(tenant, listId);
  if (!data) return failed(error);
  // Another site's list is none here (commerce answers it so; checked again: ofSite).
  const list = ofSite(tenant, data);
  if (!list) notFound();
  const t = listsTranslator(tenant);
  const site = tenant.pathPrefix;
  const { field, code } = errorOf(sp);
  const notice = one(sp.notice);
  const ok = NOTICES.find((n) => n === notice);
  const n = Number(one(sp.n) ?? '0');
  const sku = one(sp.sku);
  const lineField = sku ? field : null;
  return (
    <section aria-labelledby="account-page-title" className="flex flex-col gap-4">
      <p>
        <a href={myListsUrl(tenant)} className="underline underline-offset-4">
          {t('detail.back')}
        </a>
      </p>
      <h1 id="account-page-title" className="font-bold text-2xl">
        {list.name}
      </h1>
      {list.note ? <p className="text-neutral-700">{list.note}</p> : null}
      {ok ? <Notice text={t(`notice.${ok}`)} /> : null}
      {ok === 'added' && sku ? <RememberAdded skuId={sku} listId={list.listId} /> : null}
      {notice === 'failed' ? <Notice tone="bad" text={t('notice.failed')} /> : null}
      {notice === 'skipped' ? <Notice tone="bad" text={t('notice.skipped', { count: n })} /> : null}
      {notice === 'partial' ? (
        <Notice tone="bad" text={t('notice.partial', { moved: one(sp.moved) ?? '0', count: n })} />
      ) : null}
      {code ? <Notice tone="bad" text={t(`errors.${code}`)} /> : null}
      {field === 'skuId' ? <Notice tone="bad" text={t('errors.skuId')} /> : null}
      <div className="grid gap-4 lg:grid-cols-[1fr_20rem]">
        <div className="flex flex-col gap-3">
          {list.lines.length === 0 ? (
            <p className="rounded-lg bg-white p-4 shadow-sm">{t('detail.empty')}</p>
          ) : (
            <LineRows tenant={tenant} list={list} editable t={t} bad={{ sku, field: lineField }} />
          )}
        </div>
        <div className="flex flex-col gap-4">
          <Totals tenant={tenant} list={list} t={t} />
          {list.lines.length > 0 ? (
            <form action={allToCartAction}>
              <input type="hidden" name="site" value={site} />
              <input type="hidden" name="listId" value={list.listId} />
              <button type="submit" className={`${primary} w-full`} data-all-to-cart>
                {t('detail.allToCart')}
              </button>
            </form>
          ) : null}
          <section
            id="share"
            aria-labelledby="share-title"
            className="flex flex-col gap-2 rounded-lg bg-white p-4 shadow-sm"
          >
            <h2 id="share-title" className="font-semibold text-lg">
              {t('detail.share')}
            </h2>
            <p className="text-sm">{t('detail.shareIntro')}</p>
            {list.shareToken ? (
              <ListsIntl locale={tenant.locale}>
                <CopyLink path={sharedListUrl(tenant, list.shareToken)} />
              </ListsIntl>
            ) : null}
            <form action={shareAction}>
              <input type="hidden" name="site" value={site} />
              <input type="hidden" name="listId" value={list.listId} />
              <input type="hidden" name="intent" value={list.shareToken ? 'revoke' : 'share'} />
              <button type="submit" className={secondary}>
                {list.shareToken ? t('detail.shareRevoke') : t('detail.shareCreate')}
              </button>
            </form>
          </section>
        </div>
      </div>
      <form
        action={updateListAction}
        className="flex max-w-lg flex-col gap-3 rounded-lg bg-white p-4 shadow-sm"
        aria-labelledby="settings-title"
        noValidate
      >
        <h2 id="settings-title" className="font-semibold text-lg">
          {t('detail.settings')}
        </h2>
        <input type="hidden" name="site" value={site} />
        <input type="hidden" name="listId" value={list.listId} />
        <ListFields
          t={t}
          prefix="list"
          field={sku ? null : field}
          values={{
            name: list.name,
            note: list.note,
            budget:
              list.budget === null ? null : fromMinorUnits(list.budget, tenant.currencies[0]!),
          }}
        />
        <button type="submit" className={`${primary} self-start`}>
          {t('detail.save')}
        </button>
      </form>
      <form
        action={deleteListAction}
        className="flex max-w-lg flex-col items-start gap-2 rounded-lg bg-white p-4 shadow-sm"
      >
        <input type="hidden" name="site" value={site} />
        <input type="hidden" name="listId" value={list.listId} />
        <label className="flex min-h-11 items-center gap-2">
          <input
            type="checkbox"
            name="confirm"
            value="yes"
            className="size-5"
            {...(field === 'confirm'
              ? { 'aria-invalid': true, 'aria-describedby': 'delete-confirm-error' }
              : {})}
          />
          {t('detail.deleteConfirm')}
        </label>
        <FieldMessage
          id="delete-confirm-error"
          show={field === 'confirm'}
          text={t('errors.confirm')}
        />
        <button
          type="submit"
          className="inline-flex min-h-11 items-center rounded border-2 border-red-800 px-4 font-bold text-red-800"
        >
          {t('detail.delete')}
        </button>
      </form>
    </section>
  );
}

/**
 * `/{site}/lists/shared/{token}/`: a shared list, read-only, priced as for a guest, on its own
 * site only: another site's prefix shows the not-found page an unknown token shows.
 */
export async function SharedListRoute({ tenant, token }: { tenant: Tenant; token: string }) {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(token)) notFound();
  const { data, error } = await sharedListOf(tenant, token);
  if (!data) return failed(error);
  // A list shared on another site is an unknown one here: the same not-found page (ofSite).
  const list = ofSite(tenant, data);
  if (!list) notFound();
  const t = listsTranslator(tenant);
  return (
    <main id="main" className="mx-auto flex w-full max-w-4xl flex-col gap-4 px-4 py-6">
      <h1 className="font-bold text-2xl">{t('shared.title', { name: list.name })}</h1>
      <p role="note" className="text-neutral-700">
        {t('shared.readOnly')}
      </p>
      {list.note ? <p>{list.note}</p> : null}
      {list.lines.length === 0 ? (
        <p className="rounded-lg bg-white p-4 shadow-sm">{t('detail.empty')}</p>
      ) : (
        <LineRows
          tenant={tenant}
          list={list}
          editable={false}
          t={t}
          bad={{ sku: null, field: null }}
        />
      )}
      <Totals tenant={tenant} list={list} t={t} />
    </main>
  );
}

/** The shared view: never indexed, and its token never leaks as a referrer. */
export const sharedListMetadata = (tenant: Tenant): Metadata => ({
  title: pageTitle(tenant, listsTranslator(tenant)('title')),
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
});
