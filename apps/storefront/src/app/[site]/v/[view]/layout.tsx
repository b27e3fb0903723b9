import type { ReactNode } from 'react';
import { BUILD_SAMPLE } from '@/lib/site/view-params';

/**
 * The cached catalogue pages (DESIGN §5): proxy.ts rewrites anonymous and signed-in catalogue
 * requests here with the shopper's price group in `view`. Nothing below reads cookies, headers or
 * the request time, so each page is one cached entry per site, view and path.
 */
export const generateStaticParams = () => [{ view: BUILD_SAMPLE }];

export default function ViewLayout({ children }: { children: ReactNode }) {
  return children;
}
