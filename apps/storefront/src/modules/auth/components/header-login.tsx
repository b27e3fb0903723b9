import { signInOf, type Tenant } from '@fierro/tenants';
import { cookies } from 'next/headers';
import { Suspense } from 'react';
import { BUSINESS_CONSUMER, CONSUMER_COOKIE, SESSION_COOKIE } from '@/lib/session/cookies';
import { AccountMenu } from '../../account/components/account-menu-client';
import { accountLinks } from '../../account/menu';
import { AuthIntl } from './auth-intl';
import { BusinessSwitch } from './business-switch-client';
import { LoginEntry } from './login-entry-client';
import { loginFactsOf } from './login-facts';

/**
 * The header's login slot: the account menu for a signed-in shopper, else the sign-in entry.
 * It reads the session cookie (already refreshed by the proxy on this navigation), so it
 * streams in as a dynamic hole and the cached page around it stays shared.
 */
export function HeaderLogin({ tenant }: { tenant: Tenant }) {
  const entry = (
    <AuthIntl locale={tenant.locale}>
      <SignInEntry tenant={tenant} />
    </AuthIntl>
  );
  return (
    <Suspense fallback={entry}>
      <SessionAware tenant={tenant} />
    </Suspense>
  );
}

async function SessionAware({ tenant }: { tenant: Tenant }) {
  const jar = await cookies();
  const signedIn = Boolean(jar.get(SESSION_COOKIE)?.value);
  const business = jar.get(CONSUMER_COOKIE)?.value === BUSINESS_CONSUMER;
  return (
    <AuthIntl locale={tenant.locale}>
      <div className="flex items-center gap-1">
        {signInOf(tenant).businessOnly ? null : (
          <BusinessSwitch site={tenant.pathPrefix} business={business} />
        )}
        {signedIn ? <AccountMenu links={accountLinks(tenant)} /> : <SignInEntry tenant={tenant} />}
      </div>
    </AuthIntl>
  );
}

function SignInEntry({ tenant }: { tenant: Tenant }) {
  return (
    <LoginEntry
      facts={loginFactsOf(tenant)}
      viewType={signInOf(tenant).loginViewType}
      loginHref={`/${tenant.pathPrefix}/login/`}
      registerHref={`/${tenant.pathPrefix}/register/`}
    />
  );
}
