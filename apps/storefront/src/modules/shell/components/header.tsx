import type { Tenant } from '@fierro/tenants';
import { type ReactNode, Suspense } from 'react';
import { translator } from '../../../lib/i18n/messages';
import { SiteLink } from '../../../lib/site/link';
import { facts } from '../../../lib/site/tenant-facts';
import { DepartmentMenu } from './department-menu';
import { StickyHeader } from './scroll-client';
import { SearchBox } from './search-box-client';
import { ShellPartBoundary } from './shell-part-boundary-client';
import { ShopperControls } from './shopper-controls-client';

/**
 * The header region. `accountSlot` and `cartSlot` are the extension points of the sign-in and
 * cart issues (placeholders until they land).
 */
export function Header({
  tenant,
  accountSlot,
  cartSlot,
}: {
  tenant: Tenant;
  accountSlot: ReactNode;
  cartSlot: ReactNode;
}) {
  const f = facts(tenant);
  // Spec §7: some sites are served by another site's typeahead (Mexico by Chile's). Its
  // categories and products are that site's catalogue, so only its terms are offered here.
  const typeahead = {
    typeaheadSiteId: tenant.typeaheadServiceSiteId,
    termsOnly: tenant.typeaheadServiceSiteId !== tenant.siteId,
  };
  return (
    <StickyHeader>
      <div className="bg-brand text-on-brand">
        {/* One search box for every width (a second copy for phones cost a second client
            component to hydrate): beside the logo from tablet up, on its own row below. */}
        <div className="mx-auto flex max-w-[1440px] flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2 phablet:gap-x-6 phablet:px-6">
          <SiteLink
            site={tenant.pathPrefix}
            href="/"
            className="shrink-0 font-black text-xl tracking-tight phablet:text-2xl"
          >
            {f.brandName}
            <span className="sr-only">, {tenant.siteName}</span>
          </SiteLink>
          <div className="order-last w-full tablet:order-none tablet:w-auto tablet:flex-1">
            <SearchBox site={tenant.pathPrefix} {...typeahead} />
          </div>
          <div className="ml-auto flex items-center gap-3 phablet:gap-5">
            {accountSlot}
            {cartSlot}
          </div>
        </div>
      </div>
      <nav aria-label={translator(tenant)('header.departments')} className="border-b bg-white">
        <div className="mx-auto flex max-w-[1440px] items-center gap-4 px-3 phablet:px-6">
          <ShellPartBoundary fallback={<div className="h-11 w-28" />}>
            <Suspense fallback={<div className="h-11 w-28" />}>
              <DepartmentMenu tenant={tenant} />
            </Suspense>
          </ShellPartBoundary>
          <div className="ml-auto flex min-w-0 items-center gap-2 text-gray-800 phablet:gap-4">
            <ShopperControls
              site={tenant.pathPrefix}
              selector={f.locationSelector}
              storeCookieName={f.storeCookieName}
            />
          </div>
        </div>
      </nav>
    </StickyHeader>
  );
}
