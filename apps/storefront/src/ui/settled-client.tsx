'use client';

import { isValidElement, type ReactNode } from 'react';

const LAZY = Symbol.for('react.lazy');
type Lazy = { $$typeof: symbol; _payload: unknown; _init: (payload: unknown) => unknown };

/**
 * Reads every deferred part of a tree, throwing (suspending) on the first one not here yet.
 * The server payload cuts a part of more than about 3 KB into parts that arrive one after the
 * other, and the HTML renderer streams each as its own hidden piece that only a script puts in
 * place; read first, the tree renders in one piece.
 */
export function settle(node: unknown): void {
  if (Array.isArray(node)) {
    for (const child of node) settle(child);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  if ((node as { $$typeof?: unknown }).$$typeof === LAZY) {
    const lazy = node as Lazy;
    settle(lazy._init(lazy._payload));
    return;
  }
  if (!isValidElement(node)) return;
  settle(node.type);
  for (const value of Object.values(node.props as Record<string, unknown>)) settle(value);
}

/**
 * A streamed part rendered whole: without JavaScript the page shows React's hidden streamed
 * pieces in their order (`NoScriptStream`), which is the page's only when the part is one piece.
 * With JavaScript nothing changes: a Suspense boundary is revealed only once complete anyway.
 */
export function Settled({ children }: { children: ReactNode }) {
  settle(children);
  return children;
}
