'use client';
import type { LocationSelectorView } from '../../../lib/site/tenant-facts';
import { useCookie } from '../../../lib/site/use-cookie';
import { LocationSelector } from './location-selector-client';
import { StoreSelector } from './store-selector-client';

/** Cookie the location selector writes with the place's name (lib/site/shopper.ts). */
const LOCATION_LABEL_COOKIE = 'usrLocationLabel';

/**
 * Location and store selectors of the cached header: the shopper's place and store come from
 * their (readable) cookies in the browser, so no page is rendered per shopper.
 */
export function ShopperControls({
  site,
  selector,
  storeCookieName,
}: {
  site: string;
  selector: LocationSelectorView;
  storeCookieName: string;
}) {
  const label = useCookie(LOCATION_LABEL_COOKIE);
  const storeId = useCookie(storeCookieName);
  return (
    <>
      <LocationSelector site={site} selector={selector} label={label || null} />
      <StoreSelector site={site} storeId={storeId || null} />
    </>
  );
}
