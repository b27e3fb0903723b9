import type { ReactNode } from 'react';

/**
 * The error page's look, one markup for every way it is reached: the server's error page and the
 * 404 a page renders itself (error-view.tsx), and the browser's not-found and error boundaries
 * (app/[site]/not-found.tsx, error.tsx), so the shopper never sees one page turn into another.
 * Presentational: the texts come in already translated.
 */
export function ErrorState({
  status,
  title,
  text,
  codeLine,
  children,
}: {
  status: number;
  title: string;
  text: string;
  codeLine: string;
  /** The page's ways on: a retry, the home link. */
  children: ReactNode;
}) {
  return (
    <main
      id="main"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 py-20 text-center"
      data-error-status={status}
    >
      <p className="font-black text-6xl text-brand-ink" aria-hidden="true">
        {status}
      </p>
      <h1 className="font-bold text-2xl">{title}</h1>
      <p className="text-gray-700">{text}</p>
      <p className="text-gray-600 text-sm">{codeLine}</p>
      <div className="flex flex-wrap items-center justify-center gap-3">{children}</div>
    </main>
  );
}

/** The error page's main action (retry, go home). */
export const primaryAction = 'rounded-md bg-brand px-6 py-3 font-semibold text-on-brand';
/** A second way on beside it. */
export const secondaryAction =
  'rounded-md border border-brand-ink bg-white px-6 py-3 font-semibold text-brand-ink';
