import { BUSINESS_CONSUMER } from './cookies';

/**
 * Business mode (DESIGN §5), decided here and nowhere else: the header's business switch
 * (`consumer=b2b`), a company session, or a business-only site (registry `businessOnly`:
 * dicico). It picks the business home and PRO prices (the cached view's `-b2b`), turns the page
 * guard on, and carries `consumer=b2b` to the error and no-result pages. Pure and free of Next:
 * the proxy, server pages and client components all call it with the cookies they can read.
 */
export interface BusinessModeInput {
  /** The registry's business-only flag of the site. */
  businessOnly: boolean;
  /** The `consumer` cookie: `b2b` is the header's business switch. */
  consumer: string | null | undefined;
  /**
   * The `userRole` cookie, set with the session at login from commerce's answer and cleared with
   * it (the proxy passes none once the refresh ended the session): '' for a person, the company
   * role for a company session.
   */
  userRole: string | null | undefined;
}

/** Roles of a company user (commerce's login answer); a person's role is ''. */
const COMPANY_ROLES: ReadonlySet<string> = new Set(['admin', 'buyer']);

export const isCompanySession = (userRole: string | null | undefined): boolean =>
  COMPANY_ROLES.has(userRole ?? '');

export function businessMode(input: BusinessModeInput): boolean {
  return (
    input.businessOnly || input.consumer === BUSINESS_CONSUMER || isCompanySession(input.userRole)
  );
}
