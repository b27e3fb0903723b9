'use client';
import { createContext, type ReactNode, useCallback, useContext, useState } from 'react';

/** Spec §4 toast kinds and §9 timing: success, error, warning for 4,000 ms. */
export type ToastKind = 'success' | 'error' | 'warning';
export const TOAST_MS = 4000;
interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
}

/**
 * The height of a bar fixed at the bottom of the screen (the cart's total on phones), which its
 * owner keeps on the page's root: the toasts float above it instead of covering it.
 */
export const BOTTOM_BAR_VAR = '--bottom-bar';
const stackStyle = { bottom: `calc(1rem + var(${BOTTOM_BAR_VAR}, 0px))` };

const ToastContext = createContext<(kind: ToastKind, text: string) => void>(() => {});
export const useToast = () => useContext(ToastContext);

const STYLE: Record<ToastKind, string> = {
  success: 'border-green-700 bg-green-50 text-green-900',
  error: 'border-red-700 bg-red-50 text-red-900',
  warning: 'border-amber-600 bg-amber-50 text-amber-900',
};

const toastClass = (kind: ToastKind) =>
  `rounded-md border-l-4 px-4 py-3 text-sm shadow-lg ${STYLE[kind]}`;

let nextId = 1;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const show = useCallback((kind: ToastKind, text: string) => {
    const id = nextId++;
    setToasts((t) => [...t, { id, kind, text }]);
    setTimeout(() => setToasts((t) => t.filter((x) => x.id !== id)), TOAST_MS);
  }, []);
  return (
    <ToastContext.Provider value={show}>
      {children}
      {/*
        One live region for the polite toasts, whose toasts carry no role of their own: a
        role=status inside an aria-live region was read twice. An error is an alert by itself.
      */}
      <div
        className="fixed right-4 z-[200] flex flex-col gap-2"
        style={stackStyle}
        data-toast-stack
      >
        {toasts
          .filter((t) => t.kind === 'error')
          .map((t) => (
            <div key={t.id} role="alert" data-toast={t.kind} className={toastClass(t.kind)}>
              {t.text}
            </div>
          ))}
        <div className="flex flex-col gap-2" aria-live="polite" data-toasts>
          {toasts
            .filter((t) => t.kind !== 'error')
            .map((t) => (
              <div key={t.id} data-toast={t.kind} className={toastClass(t.kind)}>
                {t.text}
              </div>
            ))}
        </div>
      </div>
    </ToastContext.Provider>
  );
}
