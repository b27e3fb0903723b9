import { errorUrl, TIMINGS } from '@fierro/domain';
import type { Tenant } from '@fierro/tenants';
import { facts } from '../../../lib/site/tenant-facts';
import { RouteTimeoutClient } from './route-timeout-client';

/** The shell's route load time-out (route-timeout.ts), with the site's 500 error page links. */
export function RouteTimeout({ tenant }: { tenant: Tenant }) {
  return (
    <RouteTimeoutClient
      timeoutMs={TIMINGS.routeLoadTimeout}
      errorHref={errorUrl(tenant, 500)}
      businessErrorHref={errorUrl(tenant, 500, { b2b: true })}
      businessOnly={facts(tenant).businessOnly}
    />
  );
}
