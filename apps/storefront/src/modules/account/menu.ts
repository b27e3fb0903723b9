import { customerLogoutUrl, myListsUrl } from '@fierro/domain';
import { signInOf, type Tenant } from '@fierro/tenants';
import type { AccountLink } from './components/account-menu-client';

/** The account menu's links, honouring the registry (Chile: no change password; Uruguay: no order list). */
export function accountLinks(tenant: Tenant): AccountLink[] {
  const flags = signInOf(tenant);
  const base = `/${tenant.pathPrefix}`;
  const links: AccountLink[] = [{ key: 'profile', href: `${base}/myaccount/profile/` }];
  if (flags.orderListLinkEnabled) links.push({ key: 'orders', href: `${base}/myaccount/orders/` });
  links.push({ key: 'lists', href: myListsUrl(tenant) });
  if (flags.changePasswordLinkEnabled) {
    links.push({ key: 'changePassword', href: `${base}/myaccount/password/` });
  }
  links.push({ key: 'logout', href: customerLogoutUrl(tenant) });
  return links;
}
