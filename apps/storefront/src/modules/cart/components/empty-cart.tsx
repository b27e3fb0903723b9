import { homeUrl } from '@fierro/domain';
import type { Tenant } from '@fierro/tenants';
import type { Translator } from '../../../lib/i18n/messages';
import { cartForm } from '../actions/cart-form';
import { encodeRemoved, type Removed } from '../undo';

const KNOWN = /^[A-Z_]{3,30}$/;

/** The empty cart: what it means and a way back to shopping (and the undo of a last removal). */
export function EmptyCart({
  tenant,
  t,
  undo,
  error,
}: {
  tenant: Tenant;
  t: Translator;
  undo: Removed | null;
  error: string | null;
}) {
  const code =
    error && KNOWN.test(error) && t.has(`cart.errors.code.${error}` as 'cart.errors.code.INVALID')
      ? error
      : null;
  return (
    <section className="flex flex-col items-start gap-3 py-8" data-cart-empty>
      {code ? (
        <p role="alert" className="text-red-800">
          {t(`cart.errors.code.${code}` as 'cart.errors.code.INVALID')}
        </p>
      ) : null}
      {undo ? (
        <form action={cartForm} className="flex flex-wrap items-center gap-3 text-sm" role="status">
          <span>{t('cart.undo.removed', { name: undo.name })}</span>
          <input type="hidden" name="site" value={tenant.pathPrefix} />
          <input type="hidden" name="undo" value={encodeRemoved(undo)} />
          <button
            type="submit"
            name="intent"
            value="undo"
            className="min-h-11 px-2 font-semibold underline"
          >
            {t('cart.undo.undo')}
          </button>
        </form>
      ) : null}
      <h2 className="font-bold text-xl">{t('cart.empty.title')}</h2>
      <p className="text-gray-700">{t('cart.empty.text')}</p>
      <a
        href={homeUrl(tenant)}
        className="flex min-h-11 items-center rounded bg-brand px-5 font-bold text-on-brand"
      >
        {t('cart.empty.cta')}
      </a>
    </section>
  );
}
