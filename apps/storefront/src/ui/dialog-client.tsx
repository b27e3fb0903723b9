'use client';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Glyph } from './glyph';

const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

/**
 * After focus went back: the refresh a server action's cookie causes may land later still (on a
 * busy machine, after the shopper closed the dialog) and hide or replace the element that got it,
 * leaving focus on the page's body. For a few seconds, and until the shopper presses or clicks
 * anything, focus then goes to the trigger the caller finds again. Returns the cleanup.
 */
function keepFocus(find: () => HTMLElement | null): () => void {
  let frame = 0;
  const check = () => {
    frame = 0;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    find()?.focus();
  };
  const observer = new MutationObserver(() => {
    // The browser moves focus off a hidden element when it next renders: look after that.
    if (!frame) frame = requestAnimationFrame(check);
  });
  const stop = () => {
    observer.disconnect();
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    window.removeEventListener('pointerdown', stop, true);
    window.removeEventListener('keydown', stop, true);
  };
  observer.observe(document.body, { subtree: true, childList: true, attributes: true });
  const timer = setTimeout(stop, 10_000);
  window.addEventListener('pointerdown', stop, true);
  window.addEventListener('keydown', stop, true);
  return stop;
}

/**
 * A controlled modal dialog (the trigger-less sibling of ModalTrigger): opens when `open`, moves
 * focus in (to `[data-autofocus]` or the first control), keeps Tab inside, closes on Escape, on
 * the backdrop and on its close button, and gives focus back to what had it. Presentational.
 */
export function Dialog({
  open,
  onClose,
  title,
  closeLabel,
  width = 460,
  name,
  returnFocus,
  children,
}: {
  open: boolean;
  /**
   * Where focus goes back when what had it is no longer shown (the refresh after a server action
   * that set a cookie renders the page anew and keeps the old nodes hidden): the caller finds its
   * trigger again.
   */
  returnFocus?: () => HTMLElement | null;
  onClose: () => void;
  title: string;
  closeLabel: string;
  width?: number;
  name?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const find = useRef(returnFocus);
  find.current = returnFocus;
  const keeping = useRef<(() => void) | null>(null);

  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) {
      returnTo.current = document.activeElement as HTMLElement | null;
      d.showModal();
      (
        d.querySelector<HTMLElement>('[data-autofocus]') ?? d.querySelector<HTMLElement>(FOCUSABLE)
      )?.focus();
    } else if (!open && d.open) {
      d.close();
      const before = returnTo.current;
      const shown = before && before !== document.body && before.getClientRects().length > 0;
      (shown ? before : returnFocus?.())?.focus?.();
      keeping.current?.();
      keeping.current = returnFocus ? keepFocus(() => find.current?.() ?? null) : null;
    }
  }, [open, returnFocus]);
  // The watch outlives re-renders (a caller's returnFocus may be new on each), not the dialog.
  useEffect(() => () => keeping.current?.(), []);

  const keys = (e: React.KeyboardEvent<HTMLDialogElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      onClose();
      return;
    }
    if (e.key !== 'Tab') return;
    const items = [...e.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (el) => el.offsetParent !== null,
    );
    if (items.length === 0) return;
    const first = items[0]!;
    const last = items[items.length - 1]!;
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      data-modal={name}
      onKeyDown={keys}
      onClose={() => open && onClose()}
      onClick={(e) => e.target === e.currentTarget && onClose()}
      style={{ width: `min(${width}px, calc(100vw - 1.5rem))` }}
      className="modal"
    >
      {open ? (
        <div className="flex flex-col gap-4 p-5">
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} className="font-bold text-lg">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label={closeLabel}
              className="-m-2 flex h-11 w-11 shrink-0 items-center justify-center rounded-full hover:bg-gray-100"
            >
              <Glyph name="close" />
            </button>
          </div>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
