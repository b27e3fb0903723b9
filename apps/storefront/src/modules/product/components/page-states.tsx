import type { Translator } from '../../../lib/i18n/messages';

/** Spec §4: the notice a product link shows where product pages are off (development, pdpDisabled). */
export function PdpDisabled({ t }: { t: Translator }) {
  return (
    <main
      id="main"
      className="mx-auto my-16 flex max-w-xl flex-col gap-2 rounded-lg border border-gray-200 p-6 text-center"
      data-pdp-disabled
    >
      <h1 className="font-bold text-xl">{t('product.disabled')}</h1>
      <p className="text-gray-700 text-sm">{t('product.disabledHint')}</p>
    </main>
  );
}

/** Same frame as the page while the catalogue part loads. */
export function ProductSkeleton() {
  return (
    <div className="grid grid-cols-1 gap-6 py-4 tablet:grid-cols-2" aria-busy="true">
      <div className="aspect-square w-full animate-pulse rounded-lg bg-gray-100" />
      <div className="flex flex-col gap-3">
        <div className="h-4 w-24 animate-pulse rounded bg-gray-200" />
        <div className="h-8 w-3/4 animate-pulse rounded bg-gray-200" />
        <div className="h-10 w-40 animate-pulse rounded bg-gray-200" />
        <div className="h-60 animate-pulse rounded bg-gray-100" />
      </div>
    </div>
  );
}
