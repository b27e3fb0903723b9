'use client';

import { clsx } from 'clsx';
import { usePathname } from 'next/navigation';

export interface AccountNavLink {
  key: string;
  href: string;
  label: string;
}

/**
 * The account pages' menu (a row that scrolls on a phone, a column from tablet up); the page the
 * shopper is on is marked with aria-current. Labels come translated from the server.
 */
export function AccountNav(props: { links: AccountNavLink[]; label: string }) {
  return <AccountNavList {...props} pathname={usePathname()} />;
}

/**
 * The menu itself, for a known path (null: none marked). A route with a parameter of its own
 * (an order's page) cannot read the path while it is prerendered: the frame shows this until the
 * path is known.
 */
export function AccountNavList(props: {
  links: AccountNavLink[];
  label: string;
  pathname: string | null;
}) {
  const { pathname } = props;
  const current = (href: string) => pathname === href || pathname === href.replace(/\/$/, '');
  return (
    <nav aria-label={props.label} className="tablet:sticky tablet:top-4">
      <ul className="-mx-3 flex gap-1 overflow-x-auto px-3 pb-1 tablet:mx-0 tablet:flex-col tablet:overflow-visible tablet:px-0">
        {props.links.map((link) => {
          const here = current(link.href);
          return (
            <li key={link.key} className="shrink-0">
              <a
                href={link.href}
                aria-current={here ? 'page' : undefined}
                className={clsx(
                  'block whitespace-nowrap rounded px-3 py-2 underline-offset-4 hover:bg-neutral-100 hover:underline',
                  here
                    ? 'bg-neutral-900 font-semibold text-white hover:bg-neutral-800'
                    : 'text-neutral-800',
                )}
              >
                {link.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
