import { signInOf, type Tenant } from '@fierro/tenants';
import { cookies } from 'next/headers';
import { Suspense } from 'react';
import { SESSION_COOKIE } from '@/lib/session/cookies';
import { AccountMenu } from '../../account/components/account-menu-client';
import { accountLinks } from '../../account/menu';
import { AuthIntl } from './auth-intl';
import { LoginEntry } from './login-entry-client';

/**
 * The header's login slot: the account menu for a signed-in shopper, else the sign-in entry.
 * It reads the session cookie (already refreshed by the proxy on this navigation), so it
 * streams in as a dynamic hole and the cached page around it stays shared.
 */
export function HeaderLogin({ tenant }: { tenant: Tenant }) {
  const entry = <SignInEntry tenant={tenant} />;
  return (
    <Suspense fallback={entry}>
      <SessionAware tenant={tenant} />
    </Suspense>
  );
}

async function SessionAware({ tenant }: { tenant: Tenant }) {
  const signedIn = Boolean((await cookies()).get(SESSION_COOKIE)?.value);
  if (!signedIn) return <SignInEntry tenant={tenant} />;
  return (
    <AuthIntl locale={tenant.locale}>
      <AccountMenu links={accountLinks(tenant)} />
    </AuthIntl>
  );
}

function SignInEntry({ tenant }: { tenant: Tenant }) {
  return (
    <AuthIntl locale={tenant.locale}>
      <LoginEntry
        tenantCode={tenant.code}
        viewType={signInOf(tenant).loginViewType}
        loginHref={`/${tenant.pathPrefix}/login`}
        registerHref={`/${tenant.pathPrefix}/register`}
      />
    </AuthIntl>
  );
}
