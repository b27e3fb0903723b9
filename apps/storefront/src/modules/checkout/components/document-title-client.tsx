'use client';

import { useEffect } from 'react';

/**
 * The page's title while the checkout shows: the open step's ("Entrega · Finalizar compra"). The
 * steps open by navigations within the page, whose metadata title stays the checkout's; set after
 * every render, so one that drew the metadata's title again does not leave it.
 */
export function DocumentTitle({ title }: { title: string }) {
  useEffect(() => {
    if (document.title !== title) document.title = title;
  });
  return null;
}
