'use client';
import { type ReactNode, useEffect, useState, useSyncExternalStore } from 'react';
import { loadAvailabilityView } from '../actions/load-availability';

const ZONE_COOKIE = 'zoneId';
const readZone = () =>
  document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${ZONE_COOKIE}=`))
    ?.slice(ZONE_COOKIE.length + 1) ?? '';
const noSubscribe = () => () => {};

/**
 * Availability for the shopper's zone on the cached product page: the skeleton (same size as the
 * answer, no layout shift) until the server renders it for this shopper; again when the zone
 * cookie changes (the location selector refreshes the page).
 */
export function AvailabilityLoader({
  site,
  variant,
  skeleton,
}: {
  site: string;
  variant: { id: string; skuId: string };
  skeleton: ReactNode;
}) {
  const zone = useSyncExternalStore(noSubscribe, readZone, () => null);
  const [view, setView] = useState<{ key: string; node: ReactNode } | null>(null);
  const key = `${variant.id}|${zone}`;
  useEffect(() => {
    if (zone === null) return;
    let live = true;
    loadAvailabilityView({ site, variant: { id: variant.id, skuId: variant.skuId } })
      .then((node) => live && setView({ key, node }))
      .catch(() => live && setView({ key, node: null }));
    return () => {
      live = false;
    };
  }, [site, variant.id, variant.skuId, zone, key]);
  return view?.key === key && view.node ? view.node : skeleton;
}
