import type { Tenant } from '@fierro/tenants';
import clsx from 'clsx';
import type { Translator } from '../../../lib/i18n/messages';
import { SiteLink } from '../../../lib/site/link';
import type { VariantPicker } from '../view-model';

/** Colour and size pickers: links to each variant's URL (the chosen SKU is in the URL). */
export function VariantPickers({
  pickers,
  tenant,
  t,
  pathOf,
}: {
  pickers: VariantPicker[];
  tenant: Tenant;
  t: Translator;
  pathOf: (skuId: string) => string;
}) {
  return (
    <>
      {pickers.map((p) => {
        const label = p.attribute === 'size' ? tenant.sizeLabel : t('product.color');
        const chosen = p.options.find((o) => o.selected);
        return (
          <fieldset key={p.attribute} className="flex flex-col gap-2" data-picker={p.attribute}>
            <legend className="mb-1 font-semibold text-sm">
              {chosen ? t('product.chosen', { label, value: chosen.label }) : label}
            </legend>
            <ul className="flex flex-wrap gap-2">
              {p.options.map((o) => (
                <li key={o.value}>
                  <SiteLink
                    site={tenant.pathPrefix}
                    href={pathOf(o.skuId)}
                    scroll={false}
                    aria-current={o.selected ? 'true' : undefined}
                    aria-label={`${label}: ${o.label}${o.available ? '' : ` ${t('product.unavailableOption')}`}`}
                    className={clsx(
                      'flex min-h-11 min-w-11 items-center gap-2 rounded border-2 px-3 text-sm',
                      o.selected ? 'border-brand font-semibold' : 'border-gray-300',
                      !o.available && 'text-gray-500 line-through',
                    )}
                  >
                    {o.swatch ? (
                      <span
                        aria-hidden="true"
                        className="h-5 w-5 rounded-full border border-gray-300"
                        style={{ background: o.swatch }}
                      />
                    ) : null}
                    {o.label}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </fieldset>
        );
      })}
    </>
  );
}
