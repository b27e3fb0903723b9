'use client';
import { createContext, type ReactNode, useCallback, useContext } from 'react';
import { errorPageHref } from '../error-page-href';

interface ErrorPagesSite {
  /** The site's path prefix. */
  site: string;
  /** The registry's business-only flag (dicico): every shopper there is in business mode. */
  businessOnly: boolean;
}

const ErrorPagesContext = createContext<ErrorPagesSite | null>(null);

/** The site facts a client-side navigation to the error page needs (the shell provides them). */
export function ErrorPagesProvider({
  children,
  ...site
}: ErrorPagesSite & { children: ReactNode }) {
  return <ErrorPagesContext value={site}>{children}</ErrorPagesContext>;
}

/**
 * The error page's address for a client-side navigation, read at call time from the browser's
 * cookies: with `consumer=b2b` in business mode (spec §2), and the page to retry.
 */
export function useErrorPageHref(): (status: number, referrer?: string) => string {
  const site = useContext(ErrorPagesContext);
  return useCallback(
    (status: number, referrer?: string) =>
      errorPageHref({
        // Outside the shell (never in a site's pages): the site of the address, as a guest.
        site: site?.site ?? window.location.pathname.split('/')[1] ?? '',
        businessOnly: site?.businessOnly ?? false,
        cookies: document.cookie,
        status,
        referrer,
      }),
    [site],
  );
}
