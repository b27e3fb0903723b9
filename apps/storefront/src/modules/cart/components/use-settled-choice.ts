'use client';
import { type ChangeEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';

/** How long keyboard browsing of a closed select may pause before the choice is applied. */
export const SETTLE_MS = 1_500;

/**
 * A select whose choice changes the cart. A pick with the pointer (or from the open list) applies
 * at once; arrow keys on the closed select change its value one option at a time, firing `change`
 * on each, so a keyboard shopper browsing the options would move the cart at every step (WCAG
 * 3.2.2). Those wait until the shopper settles: Enter, leaving the select, or a pause.
 */
export function useSettledChoice(value: string, apply: (value: string) => void) {
  const [browsing, setBrowsing] = useState<string | null>(null);
  const keyed = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(apply);
  latest.current = apply;

  const clear = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  const settle = (choice: string | null) => {
    clear();
    setBrowsing(null);
    if (choice !== null && choice !== value) latest.current(choice);
  };
  // A pending choice is dropped with the line (removed, or the page left).
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  return {
    value: browsing ?? value,
    onKeyDown: (e: KeyboardEvent<HTMLSelectElement>) => {
      if (e.key === 'Enter') {
        e.preventDefault();
        settle(browsing);
      } else {
        // Arrows, Home, End and typed letters move a closed select's value.
        keyed.current = !['Tab', 'Shift', 'Escape'].includes(e.key);
      }
    },
    onChange: (e: ChangeEvent<HTMLSelectElement>) => {
      const choice = e.target.value;
      if (!keyed.current) {
        settle(choice);
        return;
      }
      keyed.current = false;
      setBrowsing(choice);
      clear();
      timer.current = setTimeout(() => settle(choice), SETTLE_MS);
    },
    onBlur: () => {
      if (browsing !== null) settle(browsing);
    },
  };
}
