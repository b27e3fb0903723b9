import type { Tenant } from '@fierro/tenants';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { ErrorView } from './error-view';

/**
 * The branded 404 page, rendered by the page that found the thing asked for does not exist
 * (an unknown category, collection, product or path), in the server's HTML, with a real 404.
 *
 * Why not only `notFound()`: thrown at the top of a page, Next answers 404 with an empty document
 * and renders not-found.tsx in the browser only (vercel/next.js#62228), so a crawler or a shopper
 * without script saw a blank page. Here the page's own HTML is the branded page, and `notFound()`
 * is thrown inside a Suspense boundary beside it only to set the status (and `noindex`): React
 * completes the render around it and Next keeps the 404 (app-render: "React can complete a
 * prerender after an HTTP access fallback ... thrown inside a Suspense boundary"). In the
 * browser the same signal switches to not-found.tsx, which shows the same page.
 */
export function NotFoundPage({ tenant }: { tenant: Tenant }) {
  return (
    <>
      <ErrorView tenant={tenant} status={404} />
      <Suspense fallback={null}>
        <NotFoundStatus />
      </Suspense>
    </>
  );
}

async function NotFoundStatus(): Promise<never> {
  notFound();
}
