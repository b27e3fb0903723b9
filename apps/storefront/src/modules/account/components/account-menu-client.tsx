'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useId, useRef, useState } from 'react';
import { useFocusTrap } from '../../auth/components/use-focus-trap';

export interface AccountLink {
  key: 'profile' | 'orders' | 'membership' | 'lists' | 'addresses' | 'changePassword' | 'logout';
  href: string;
}

/** The signed-in shopper's menu; which links exist is decided from the registry (server side). */
export function AccountMenu(props: { links: AccountLink[] }) {
  const t = useTranslations('auth');
  const [open, setOpen] = useState(false);
  const menu = useRef<HTMLDivElement>(null);
  const id = useId();
  const close = useCallback(() => setOpen(false), []);
  useFocusTrap(menu, open, close);
  return (
    <div className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex h-10 items-center rounded px-3 font-medium hover:bg-black/10 aria-expanded:bg-black/10"
      >
        {t('myAccount')}
      </button>
      {open ? (
        <div
          ref={menu}
          id={id}
          // Its own ink: the header's is white on the brand's colour, and the panel is white.
          className="absolute top-full right-0 z-[200] mt-2 w-56 rounded-lg border border-neutral-200 bg-white p-2 text-neutral-900 shadow-xl"
        >
          <ul className="flex flex-col">
            {props.links.map((link) => (
              <li key={link.key}>
                <a href={link.href} className="block rounded px-3 py-2 hover:bg-neutral-100">
                  {t(link.key)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
