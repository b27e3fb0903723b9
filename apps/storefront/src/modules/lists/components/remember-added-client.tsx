'use client';

import { CLIENT_STORAGE_KEYS } from '@fierro/domain';
import { useEffect } from 'react';

/** After a product placed from the lists page (the signed-out path), the spec's stored key. */
export function RememberAdded({ skuId, listId }: { skuId: string; listId: string }) {
  useEffect(() => {
    try {
      window.localStorage.setItem(
        CLIENT_STORAGE_KEYS.itemAddedToList,
        JSON.stringify({ skuId, listId, at: new Date().toISOString() }),
      );
    } catch {
      // Storage refused: the list holds the product anyway.
    }
  }, [skuId, listId]);
  return null;
}
