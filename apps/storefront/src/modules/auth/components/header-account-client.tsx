'use client';
import type { ReactNode } from 'react';
import { businessMode, isCompanySession } from '../../../lib/session/business-mode';
import { CONSUMER_COOKIE, USER_ROLE_COOKIE } from '../../../lib/session/cookies';
import { useSessionWatch } from '../../../lib/session/session-watch';
import { useCookie } from '../../../lib/site/use-cookie';
import { type AccountLink, AccountMenu } from '../../account/components/account-menu-client';
import { BusinessSwitch } from './business-switch-client';

/**
 * The header's account slot on cached pages: signed in or not and business mode come from the
 * readable hint cookies in the browser (the session id itself stays HttpOnly; the proxy clears the
 * hint with it when a session ends). Before hydration it is the sign-in entry, as for a guest.
 * The business switch shows business mode where the switch is what decides it: not on a
 * business-only site and not in a company session, which are business mode by themselves.
 */
export function HeaderAccount({
  site,
  businessOnly,
  links,
  signInEntry,
}: {
  site: string;
  businessOnly: boolean;
  links: AccountLink[];
  signInEntry: ReactNode;
}) {
  const role = useCookie(USER_ROLE_COOKIE);
  const consumer = useCookie(CONSUMER_COOKIE);
  const signedIn = typeof role === 'string';
  // Every page has this header: its tab follows a sign-in or sign-out made in another.
  useSessionWatch(site, role);
  const business = businessMode({ businessOnly, consumer, userRole: role });
  return (
    <div className="flex items-center gap-1">
      {!businessOnly && !isCompanySession(role) ? (
        <BusinessSwitch site={site} business={business} />
      ) : null}
      {signedIn ? <AccountMenu links={links} /> : signInEntry}
    </div>
  );
}
