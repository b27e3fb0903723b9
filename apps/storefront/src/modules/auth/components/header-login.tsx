import { loginUrl, registerUrl } from '@fierro/domain';
import { signInOf, type Tenant } from '@fierro/tenants';
import { accountLinks } from '../../account/menu';
import { AuthIntl } from './auth-intl';
import { HeaderAccount } from './header-account-client';
import { LoginEntry } from './login-entry-client';
import { loginFactsOf } from './login-facts';

/**
 * The header's login slot: the account menu for a signed-in shopper, else the sign-in entry.
 * The header is part of every cached page, so which one shows is decided in the browser
 * (header-account-client) and nothing here reads the request.
 */
export function HeaderLogin({ tenant }: { tenant: Tenant }) {
  return (
    <AuthIntl locale={tenant.locale}>
      <HeaderAccount
        site={tenant.pathPrefix}
        businessOnly={signInOf(tenant).businessOnly}
        links={accountLinks(tenant)}
        signInEntry={
          <LoginEntry
            facts={loginFactsOf(tenant)}
            viewType={signInOf(tenant).loginViewType}
            loginHref={loginUrl(tenant)}
            registerHref={registerUrl(tenant)}
          />
        }
      />
    </AuthIntl>
  );
}
