'use client';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useState, useTransition } from 'react';
import { chooseStore } from '../actions/choose-store';
import { loadStores, type StoreOption } from '../actions/load-stores';
import { useToast } from './toasts-client';

/** "Mi tienda": the pickup store, saved in the registry's store cookie. */
export function StoreSelector({ site, storeId }: { site: string; storeId: string | null }) {
  const t = useTranslations('location');
  const toast = useToast();
  const router = useRouter();
  const [stores, setStores] = useState<StoreOption[] | null>(null);
  const [open, setOpen] = useState(false);
  const [pending, start] = useTransition();
  const id = useId();
  const current = stores?.find((s) => s.id === storeId)?.name;
  const toggle = async () => {
    setOpen((o) => !o);
    if (!stores) setStores((await loadStores({ site })) ?? []);
  };
  return (
    <div className="relative">
      <button
        type="button"
        onClick={toggle}
        aria-expanded={open}
        aria-controls={id}
        className="flex min-h-11 min-w-11 items-center justify-center gap-1 text-sm"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-5 w-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M3 9 5 4h14l2 5M4 9v11h16V9M9 20v-6h6v6" />
        </svg>
        {/* Icon only on phones (the row also holds the menu and the location), named for readers. */}
        <span className="sr-only phablet:not-sr-only">{current ?? t('store')}</span>
      </button>
      {open ? (
        <div
          id={id}
          className="absolute right-0 z-[80] mt-1 w-72 rounded-lg border bg-white p-3 shadow-xl"
        >
          <p className="mb-2 font-semibold text-sm">{t('chooseStore')}</p>
          {stores === null ? (
            <p className="text-sm" role="status">
              {t('loadingStores')}
            </p>
          ) : stores.length === 0 ? (
            <p className="text-sm">{t('noStores')}</p>
          ) : (
            <ul className="max-h-72 overflow-auto">
              {stores.map((s) => (
                <li key={s.id}>
                  <button
                    type="button"
                    disabled={pending}
                    aria-pressed={s.id === storeId}
                    className="w-full rounded px-2 py-2 text-left text-sm hover:bg-gray-100"
                    onClick={() =>
                      start(async () => {
                        const res = await chooseStore({ site, storeId: s.id });
                        toast(res.ok ? 'success' : 'error', res.ok ? t('storeSaved') : t('error'));
                        setOpen(false);
                        router.refresh();
                      })
                    }
                  >
                    <span className="block font-medium">{s.name}</span>
                    <span className="block text-gray-600 text-xs">{s.address}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}
