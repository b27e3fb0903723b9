import { describe, expect, it } from 'vitest';
import {
  INACTIVE,
  looksLikeSessionId,
  needsTouch,
  newSessionId,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  SESSION_TOUCH_EVERY_MS,
  sessionState,
} from './session.rules';

const t0 = new Date('2026-03-01T10:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);
const base = { createdAt: t0, lastSeenAt: t0, revokedAt: null, impersonated: false };

describe('session ids', () => {
  it('are 256-bit base64url and never repeat', () => {
    const ids = new Set(Array.from({ length: 1000 }, newSessionId));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(looksLikeSessionId(id)).toBe(true);
    expect(Buffer.from([...ids][0] as string, 'base64url').length).toBe(32);
  });
  it('refuses anything else before a lookup', () => {
    expect(looksLikeSessionId('')).toBe(false);
    expect(looksLikeSessionId('abc')).toBe(false);
    expect(looksLikeSessionId(42)).toBe(false);
  });
});

describe('sessionState', () => {
  it('no session or a revoked one is inactive', () => {
    expect(sessionState(null, t0)).toEqual(INACTIVE);
    expect(sessionState({ ...base, revokedAt: t0 }, at(1))).toEqual(INACTIVE);
  });
  it('active inside the idle window, inactive after it', () => {
    expect(sessionState(base, at(SESSION_IDLE_MS))).toEqual({
      active: true,
      status: 'active',
      isAgent: false,
    });
    expect(sessionState(base, at(SESSION_IDLE_MS + 1))).toEqual(INACTIVE);
  });
  it('expires at the absolute limit even when used', () => {
    const used = { ...base, lastSeenAt: at(SESSION_ABSOLUTE_MS) };
    expect(sessionState(used, at(SESSION_ABSOLUTE_MS)).active).toBe(true);
    expect(sessionState(used, at(SESSION_ABSOLUTE_MS + 1))).toEqual(INACTIVE);
  });
  it('isAgent only for Impersonated', () => {
    expect(sessionState({ ...base, impersonated: true }, at(1))).toEqual({
      active: true,
      status: 'Impersonated',
      isAgent: true,
    });
  });
});

describe('needsTouch: the idle timer is written at most once a minute', () => {
  it.each([
    [0, false],
    [SESSION_TOUCH_EVERY_MS - 1, false],
    [SESSION_TOUCH_EVERY_MS, true],
    [SESSION_IDLE_MS, true],
  ])('last seen %i ms ago: %s', (ago, expected) => {
    expect(needsTouch({ lastSeenAt: t0 }, at(ago))).toBe(expected);
  });
});
