'use client';
import { type ReactNode, useRef } from 'react';

/**
 * Phones (below tablet): a "Filtrar" button, with the count of applied filters, that opens the
 * listing's filters in a drawer (issue 19). A modal <dialog>: the page behind is inert (focus
 * stays inside), Escape closes it, and focus returns to the button. From tablet up the filters
 * sit beside the results and the button is not shown.
 */
export function FilterDrawer({
  applied,
  labels,
  children,
}: {
  applied: number;
  /** The server's texts (kept out of every page's client messages). */
  labels: { button: string; title: string; close: string; applied: string };
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
        className="inline-flex h-10 items-center gap-2 rounded-md border border-gray-400 bg-white px-4 font-semibold text-gray-900 text-sm tablet:hidden"
      >
        {labels.button}
        {applied > 0 ? (
          <>
            <span
              className="rounded-full bg-brand px-2 text-on-brand text-xs leading-5"
              aria-hidden="true"
            >
              {applied}
            </span>
            <span className="sr-only">{labels.applied}</span>
          </>
        ) : null}
      </button>
      <dialog
        ref={dialog}
        aria-label={labels.title}
        className="m-0 ml-auto h-full max-h-none w-[min(22rem,90vw)] max-w-none overflow-y-auto bg-white p-4 text-gray-900 backdrop:bg-black/50 tablet:hidden"
      >
        <div className="mb-3 flex items-center justify-between">
          <h2 className="font-bold text-lg">{labels.title}</h2>
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            className="rounded-md px-3 py-2 font-semibold text-sm underline"
          >
            {labels.close}
          </button>
        </div>
        {children}
      </dialog>
    </>
  );
}
