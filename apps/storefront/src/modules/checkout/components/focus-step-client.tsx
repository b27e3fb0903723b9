'use client';

import { useEffect } from 'react';

/** A control the shopper may be typing in or choosing from. */
const FIELD = 'input, textarea, select, [contenteditable="true"]';

/**
 * After a step is saved (or a payment refused) the page opens the next step: its heading takes
 * the focus, so a keyboard or screen-reader shopper goes on from there rather than from the top.
 * Never from a field the shopper is in: a later render of the same step (this mounting again)
 * must not pull them out of it mid-word (the keyboard journey once lost "Tomás Teclado EIRL"
 * after "Tom").
 *
 * `top`: a page of its own arrived at (the bank's check, the confirmation): the page lands at its
 * top with its H1 focused. The router's scroll had put the H1 under the sticky header, with focus
 * left on the body. Only while focus is on nothing: never taken from where the shopper went.
 */
export function FocusStep({ targetId, top = false }: { targetId: string; top?: boolean }) {
  useEffect(() => focusHeading(document, targetId, top), [targetId, top]);
  return null;
}

/** FocusStep's work, once its page is drawn. */
export function focusHeading(doc: Document, targetId: string, top: boolean): void {
  const el = doc.getElementById(targetId);
  if (!el) return;
  const active = doc.activeElement;
  if (active && active !== el && active.matches(FIELD)) return;
  if (top && active && active !== doc.body && active !== el) return;
  el.focus({ preventScroll: true });
  // At once: an arrival is not a scroll the shopper asked for.
  if (top) doc.defaultView?.scrollTo({ top: 0, behavior: 'instant' });
  else el.scrollIntoView({ block: 'start' });
}
