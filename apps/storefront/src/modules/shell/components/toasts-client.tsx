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

const ToastContext = createContext<(kind: ToastKind, text: string) => void>(() => {});
export const useToast = () => useContext(ToastContext);

const STYLE: Record<ToastKind, string> = {
  success: 'border-green-700 bg-green-50 text-green-900',
  error: 'border-red-700 bg-red-50 text-red-900',
  warning: 'border-amber-600 bg-amber-50 text-amber-900',
};

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
      <div className="fixed right-4 bottom-4 z-[200] flex flex-col gap-2" aria-live="polite">
        {toasts.map((t) => (
          <div
            key={t.id}
            role={t.kind === 'error' ? 'alert' : 'status'}
            data-toast={t.kind}
            className={`rounded-md border-l-4 px-4 py-3 text-sm shadow-lg ${STYLE[t.kind]}`}
          >
            {t.text}
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}
