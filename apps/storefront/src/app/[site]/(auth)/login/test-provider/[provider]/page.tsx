import { loginUrl, SOCIAL_PROVIDERS, type SocialProvider } from '@fierro/domain';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pageTitle } from '@/lib/site/seo';
import { tenantOf } from '@/lib/site/site';
import { AuthIntl } from '@/modules/auth/components/auth-intl';
import { AuthPage } from '@/modules/auth/components/auth-page';
import { socialProvidersOf } from '@/modules/auth/components/social-buttons';
import { TestProviderForm } from '@/modules/auth/components/test-provider-form-client';
import { authTranslator } from '@/modules/auth/messages';

type Props = { params: Promise<{ site: string; provider: string }> };

const NAMES: Record<SocialProvider, string> = { FACEBOOK: 'Facebook', LIVELO: 'LIVELO' };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const tenant = await tenantOf(params);
  return {
    title: pageTitle(tenant, authTranslator(tenant)('loginTitle')),
    robots: { index: false },
  };
}

export const generateStaticParams = async () =>
  SOCIAL_PROVIDERS.map((p) => ({ provider: p.toLowerCase() }));

/**
 * `/{site}/login/test-provider/{facebook|livelo}/`: the test identity provider's login
 * page (ours, standing in for the provider's own while no real provider is configured). A
 * provider the site does not offer (Facebook in Colombia) is a 404.
 */
export default async function TestProviderPage({ params }: Props) {
  const tenant = await tenantOf(params);
  const wanted = (await params).provider.toUpperCase();
  const provider = SOCIAL_PROVIDERS.find((p) => p === wanted);
  if (!provider || !socialProvidersOf(tenant).includes(provider)) notFound();
  const t = authTranslator(tenant);
  return (
    <AuthPage title={t('testProviderTitle', { provider: NAMES[provider] })}>
      <p>{t('testProviderIntro', { provider: NAMES[provider] })}</p>
      <AuthIntl locale={tenant.locale}>
        <TestProviderForm
          facts={{ site: tenant.pathPrefix, lang: tenant.lang }}
          provider={provider}
          links={{
            terms: tenant.links.terms,
            privacy: tenant.links.privacy,
            login: loginUrl(tenant),
          }}
        />
      </AuthIntl>
      <a href={loginUrl(tenant)} className="self-start text-sm underline">
        {t('testProviderBack')}
      </a>
    </AuthPage>
  );
}
