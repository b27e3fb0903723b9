import { describe, expect, it } from 'vitest';
import { onSessionNews, sessionState } from './session-watch';

describe('tabs follow the session another tab sees (issue 24)', () => {
  it.each([
    // A person's role hint is the empty string: signed in all the same.
    ['a person', '', 'in:'],
    ['a company', 'COMPANY_ADMIN', 'in:COMPANY_ADMIN'],
    ['nobody', undefined, 'out'],
  ])('%s reads %s', (_who, role, state) => {
    expect(sessionState(role)).toBe(state);
  });

  it.each([
    ['signed out elsewhere', sessionState(''), sessionState(undefined), 'reload'],
    ['signed in elsewhere', sessionState(undefined), sessionState(''), 'reload'],
    ['another kind of account', sessionState(''), sessionState('COMPANY_ADMIN'), 'reload'],
    ['the same session', sessionState(''), sessionState(''), 'stay'],
    ['still nobody', sessionState(undefined), sessionState(undefined), 'stay'],
  ])('%s: %s', (_what, shown, now, action) => {
    expect(onSessionNews(shown, now)).toBe(action);
  });
});
