import { accountUrl, customerLogoutUrl, myListsUrl } from '@fierro/domain';
import { signInOf, type Tenant } from '@fierro/tenants';
import type { AccountLink } from './components/account-menu-client';

/**
 * The account menu's links, honouring the registry (spec §6: Chile hides change password,
 * Uruguay hides the order list). The header's menu and the account pages' menu share them.
 */
export function accountLinks(tenant: Tenant): AccountLink[] {
  const flags = signInOf(tenant);
  const links: AccountLink[] = [{ key: 'profile', href: accountUrl(tenant, 'profile') }];
  if (flags.orderListLinkEnabled) links.push({ key: 'orders', href: accountUrl(tenant, 'orders') });
  // Membership tiers and points belong to the store card (issue 23): only where the site has one.
  if (tenant.storeCard) links.push({ key: 'membership', href: accountUrl(tenant, 'membership') });
  links.push({ key: 'lists', href: myListsUrl(tenant) });
  links.push({ key: 'addresses', href: accountUrl(tenant, 'addresses') });
  if (flags.changePasswordLinkEnabled) {
    links.push({ key: 'changePassword', href: accountUrl(tenant, 'password') });
  }
  links.push({ key: 'logout', href: customerLogoutUrl(tenant) });
  return links;
}
