// The browser and cluster suites' storefront build, made in `npm test`'s checks lane while the
// database lane runs (the build took about 3 of e2e's minutes when global-setup made it).
import { buildStorefront, needsBuild } from '../apps/storefront/scripts/serve';
import { E2E_DIST_DIR } from './stack';

process.env.FIERRO_NEXT_DIST_DIR ??= E2E_DIST_DIR;
process.env.NEXT_TELEMETRY_DISABLED = '1';
if (needsBuild()) await buildStorefront();
else console.log('storefront build is current');
