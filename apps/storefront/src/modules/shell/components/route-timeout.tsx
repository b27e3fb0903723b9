import { TIMINGS } from '@fierro/domain';
import { RouteTimeoutClient } from './route-timeout-client';

/** The shell's route load time-out (route-timeout.ts); the error page's address from the shell's ErrorPagesProvider. */
export function RouteTimeout() {
  return <RouteTimeoutClient timeoutMs={TIMINGS.routeLoadTimeout} />;
}
