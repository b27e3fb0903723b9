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
 */
export function FocusStep({ targetId }: { targetId: string }) {
  useEffect(() => {
    const el = document.getElementById(targetId);
    if (!el) return;
    const active = document.activeElement;
    if (active instanceof HTMLElement && active !== el && active.matches(FIELD)) return;
    el.focus({ preventScroll: true });
    el.scrollIntoView({ block: 'start' });
  }, [targetId]);
  return null;
}
