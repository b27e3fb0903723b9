import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * One interface for every outside identity provider (issue 8): the LIVELO loyalty partner and
 * Facebook. A real provider verifies the token with the provider's servers; the built-in
 * TestIdentityProvider below verifies tokens it signed itself and needs no network.
 */
export const IDENTITY_PROVIDERS = ['LIVELO', 'FACEBOOK'] as const;
export type IdentityProviderName = (typeof IDENTITY_PROVIDERS)[number];

export interface ExternalIdentity {
  provider: IdentityProviderName;
  /** Stable id of the person at the provider. */
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
}

export interface IdentityProvider {
  readonly name: IdentityProviderName;
  /** The verified identity behind `token`, or null when the token is not valid. */
  verify(token: string): Promise<ExternalIdentity | null>;
}

/**
 * Test identity provider (a fake of the outside world, named as such): tokens are
 * `base64url(json).hmac` signed with a local secret. `issueToken` plays the provider's login
 * page in tests, the seed and local demos.
 */
export class TestIdentityProvider implements IdentityProvider {
  constructor(
    readonly name: IdentityProviderName,
    private readonly secret: string,
  ) {}

  issueToken(identity: Omit<ExternalIdentity, 'provider'>): string {
    const body = Buffer.from(JSON.stringify({ ...identity, provider: this.name })).toString(
      'base64url',
    );
    return `${body}.${this.sign(body)}`;
  }

  async verify(token: string): Promise<ExternalIdentity | null> {
    const [body, mac] = token.split('.');
    if (!body || !mac) return null;
    const expected = Buffer.from(this.sign(body));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      const parsed = JSON.parse(
        Buffer.from(body, 'base64url').toString('utf8'),
      ) as ExternalIdentity;
      if (parsed.provider !== this.name || typeof parsed.subject !== 'string') return null;
      if (typeof parsed.email !== 'string') return null;
      return parsed;
    } catch {
      return null;
    }
  }

  private sign(body: string): string {
    return createHmac('sha256', `${this.name}:${this.secret}`).update(body).digest('base64url');
  }
}

/** Providers by name; the test providers unless a real one is configured. */
export function testIdentityProviders(
  secret: string,
): Record<IdentityProviderName, TestIdentityProvider> {
  return {
    LIVELO: new TestIdentityProvider('LIVELO', secret),
    FACEBOOK: new TestIdentityProvider('FACEBOOK', secret),
  };
}
