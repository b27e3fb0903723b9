import { homeUrl } from '@fierro/domain';
import type { Tenant } from '@fierro/tenants';
import type { Translator } from '../../../lib/i18n/messages';
import { cartForm } from '../actions/cart-form';
import { cartErrorTexts } from '../data';
import { type Refusal, refusalText } from '../refusal';
import { encodeRemoved, type Removed } from '../undo';

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
  /** A refusal after a plain form post (`?error=`, with its figures). */
  error: Refusal | null;
}) {
  return (
    <section className="flex flex-col items-start gap-3 py-8" data-cart-empty>
      {error ? (
        <p role="alert" className="text-red-800" data-cart-refusal={error.code}>
          {refusalText(cartErrorTexts(tenant), tenant.code, error)}
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
