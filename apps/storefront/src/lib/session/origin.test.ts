import { describe, expect, it } from 'vitest';
import { isSameOriginRequest } from './origin';

const h = (entries: Record<string, string>) => new Headers(entries);

describe('our origin check on server actions', () => {
  it('accepts the same host', () => {
    expect(
      isSameOriginRequest(h({ host: 'localhost:3000', origin: 'http://localhost:3000' })),
    ).toBe(true);
    expect(
      isSameOriginRequest(
        h({
          host: 'internal:3000',
          'x-forwarded-host': 'www.fierro.cl',
          origin: 'https://www.fierro.cl',
        }),
      ),
    ).toBe(true);
  });
  it('refuses another origin, a null origin, or none without same-origin fetch metadata', () => {
    expect(isSameOriginRequest(h({ host: 'localhost:3000', origin: 'https://evil.example' }))).toBe(
      false,
    );
    expect(isSameOriginRequest(h({ host: 'localhost:3000', origin: 'null' }))).toBe(false);
    expect(isSameOriginRequest(h({ host: 'localhost:3000' }))).toBe(false);
    expect(isSameOriginRequest(h({ host: 'localhost:3000', 'sec-fetch-site': 'cross-site' }))).toBe(
      false,
    );
    expect(
      isSameOriginRequest(h({ host: 'localhost:3000', 'sec-fetch-site': 'same-origin' })),
    ).toBe(true);
  });
});
