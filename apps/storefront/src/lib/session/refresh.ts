import type { RefreshSessionResponse } from '@fierro/commerce/contract';

/**
 * Every navigation refreshes the session (spec §4): an empty id is inactive and no call is made;
 * after a refresh an active session keeps its cookie and an inactive one clears it.
 */
export type RefreshState = RefreshSessionResponse;

export const INACTIVE_SESSION: RefreshState = { active: false, status: 'inactive', isAgent: false };

export type CookieAction = 'none' | 'keep' | 'clear';

export interface RefreshOutcome {
  state: RefreshState;
  cookie: CookieAction;
  /** Commerce did not answer: the session's state is not known (see sessionStep's guard). */
  unknown?: boolean;
}

/** `call` is the refresh-session request; it is only made for a non-empty id. */
export async function refreshSessionState(
  sessionId: string | undefined,
  call: (sessionId: string) => Promise<RefreshState | null>,
): Promise<RefreshOutcome> {
  if (!sessionId) return { state: INACTIVE_SESSION, cookie: 'none' };
  const state = await call(sessionId);
  // An unreachable commerce service is treated as inactive for this request only: the cookie
  // stays, so a short outage does not sign everybody out.
  if (state === null) return { state: INACTIVE_SESSION, cookie: 'keep', unknown: true };
  return { state, cookie: state.active ? 'keep' : 'clear' };
}
