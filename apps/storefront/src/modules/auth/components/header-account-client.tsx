'use client';
import type { ReactNode } from 'react';
import { useCookie } from '../../../lib/site/use-cookie';
import { type AccountLink, AccountMenu } from '../../account/components/account-menu-client';
import { BusinessSwitch } from './business-switch-client';

/** Set with the HttpOnly session cookie and cleared with it (lib/session): readable by the page. */
const USER_ROLE_COOKIE = 'userRole';
const CONSUMER_COOKIE = 'consumer';

/**
 * The header's account slot on cached pages: signed in or not and business mode come from the
 * readable hint cookies in the browser (the session id itself stays HttpOnly; the proxy clears the
 * hint with it when a session ends). Before hydration it is the sign-in entry, as for a guest.
 */
export function HeaderAccount({
  site,
  businessSwitch,
  links,
  signInEntry,
}: {
  site: string;
  businessSwitch: boolean;
  links: AccountLink[];
  signInEntry: ReactNode;
}) {
  const role = useCookie(USER_ROLE_COOKIE);
  const consumer = useCookie(CONSUMER_COOKIE);
  const signedIn = typeof role === 'string';
  return (
    <div className="flex items-center gap-1">
      {businessSwitch ? <BusinessSwitch site={site} business={consumer === 'b2b'} /> : null}
      {signedIn ? <AccountMenu links={links} /> : signInEntry}
    </div>
  );
}
