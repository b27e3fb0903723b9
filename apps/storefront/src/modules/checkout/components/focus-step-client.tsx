'use client';

import { useEffect } from 'react';

/**
 * After a step is saved (or a payment refused) the page opens the next step: its heading takes
 * the focus, so a keyboard or screen-reader shopper goes on from there rather than from the top.
 */
export function FocusStep({ targetId }: { targetId: string }) {
  useEffect(() => {
    const el = document.getElementById(targetId);
    if (!el) return;
    el.focus({ preventScroll: true });
    el.scrollIntoView({ block: 'start' });
  }, [targetId]);
  return null;
}
