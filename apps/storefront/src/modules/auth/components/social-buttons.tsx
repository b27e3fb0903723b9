import { loginUrl, type SocialProvider } from '@fierro/domain';
import type { Tenant } from '@fierro/tenants';
import { authTranslator } from '../messages';

/** The providers a site offers (the registry: Facebook everywhere but Colombia, LIVELO on all). */
export const socialProvidersOf = (
  tenant: Pick<Tenant, 'facebookLoginEnabled'>,
): SocialProvider[] => (tenant.facebookLoginEnabled ? ['FACEBOOK', 'LIVELO'] : ['LIVELO']);

/** The provider's login page: today the test provider's page of ours that stands in for it. */
export const providerLoginUrl = (tenant: Tenant, provider: SocialProvider) =>
  `${loginUrl(tenant)}test-provider/${provider.toLowerCase()}/`;

/** The login page's sign-in buttons of the identity providers the registry allows. */
export function SocialButtons({ tenant }: { tenant: Tenant }) {
  const t = authTranslator(tenant);
  return (
    <nav aria-labelledby="social-title" className="flex flex-col gap-2">
      <h2 id="social-title" className="font-semibold text-sm">
        {t('socialTitle')}
      </h2>
      <ul className="flex flex-col gap-2">
        {socialProvidersOf(tenant).map((p) => (
          <li key={p}>
            <a
              href={providerLoginUrl(tenant, p)}
              className="flex min-h-11 items-center justify-center rounded border border-neutral-700 px-4 font-semibold hover:bg-neutral-100"
            >
              {t(p === 'FACEBOOK' ? 'facebook' : 'livelo')}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
