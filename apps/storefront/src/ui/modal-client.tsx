'use client';
import clsx from 'clsx';
import {
  type ReactNode,
  startTransition,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { Glyph } from './glyph';

/** A width in px, or a range (spec §9 modal widths: 460; 720 to 950). */
export type ModalWidth = number | { readonly min: number; readonly max: number };

const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

const widthStyle = (w: ModalWidth) =>
  typeof w === 'number'
    ? { width: `min(${w}px, calc(100vw - 1.5rem))` }
    : {
        width: `min(${w.max}px, calc(100vw - 1.5rem))`,
        minWidth: `min(${w.min}px, calc(100vw - 1.5rem))`,
      };

/**
 * A button that opens a modal dialog: focus moves in and is trapped (Tab cycles), Escape closes,
 * focus returns to the button, the dialog is labelled by its title. Presentational only.
 */
export function ModalTrigger({
  label,
  title,
  width,
  children,
  className,
  closeLabel,
  name,
}: {
  label: ReactNode;
  title: string;
  width: ModalWidth;
  children: ReactNode;
  className?: string;
  /** Accessible name of the close button (localised by the caller). */
  closeLabel: string;
  /** data-modal of the dialog, for tests and tracking. */
  name?: string;
}) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) {
      d.showModal();
      const first =
        d.querySelector<HTMLElement>('[data-autofocus]') ?? d.querySelector<HTMLElement>(FOCUSABLE);
      first?.focus();
    } else if (!open && d.open) d.close();
  }, [open]);

  const close = useCallback(() => {
    setOpen(false);
    opener.current?.focus();
  }, []);

  const trap = (e: React.KeyboardEvent<HTMLDialogElement>) => {
    // Escape closes this dialog only (not a dialog it sits in), with focus back to its opener.
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      close();
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
    <>
      <button
        ref={opener}
        type="button"
        aria-haspopup="dialog"
        // A transition: content that loads its code on first open (the paint calculator) opens
        // complete, with focus on its first field, instead of opening on a placeholder.
        onClick={() => startTransition(() => setOpen(true))}
        className={clsx('modal-button', className)}
      >
        {label}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        data-modal={name}
        onKeyDown={trap}
        // Any other close request (the browser's) ends in our close too.
        // A nested dialog's close must not close this one.
        onClose={(e) => e.target === e.currentTarget && open && close()}
        onClick={(e) => e.target === e.currentTarget && close()}
        style={widthStyle(width)}
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
                onClick={close}
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
    </>
  );
}
