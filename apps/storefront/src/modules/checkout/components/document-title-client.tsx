'use client';

import { useEffect } from 'react';

/**
 * The page's title while the checkout shows: the open step's ("Entrega · Finalizar compra"). The
 * steps open by navigations within the page, whose metadata title stays the checkout's; set after
 * every render, so one that drew the metadata's title again does not leave it.
 */
export function DocumentTitle({ title }: { title: string }) {
  useEffect(() => {
    const path = window.location.pathname;
    const apply = () => {
      // Left for another page (the confirmation, the bank's check): its title is its own. The
      // router changes the address before it writes that page's title, and this observer can
      // hear the write before the checkout's effects are cleaned up.
      if (window.location.pathname !== path) return;
      if (document.title !== title) document.title = title;
    };
    apply();
    // Next writes the metadata's title after this component's render (a step's navigation, a
    // refresh): it is put back whenever the head's title changes while the checkout shows.
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, [title]);
  return null;
}
