import { ACCOUNT_TOKEN_PATTERN, loginUrl, SOCIAL_PROVIDERS } from '@fierro/domain';
import type { Metadata } from 'next';
import { Suspense } from 'react';
import { pageTitle } from '@/lib/site/seo';
import { tenantOf } from '@/lib/site/site';
import { AuthIntl } from '@/modules/auth/components/auth-intl';
import { AuthPage } from '@/modules/auth/components/auth-page';
import { LinkProviderForm } from '@/modules/auth/components/link-provider-form-client';
import { PROVIDER_NAMES } from '@/modules/auth/components/provider-names';
import { authTranslator } from '@/modules/auth/messages';

type Query = string | string[] | undefined;
type Props = {
  params: Promise<{ site: string }>;
  searchParams: Promise<{ token?: Query; provider?: Query }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const tenant = await tenantOf(params);
  return {
    title: pageTitle(tenant, authTranslator(tenant)('linkProviderTitleAny')),
    robots: { index: false, follow: false },
    // The link carries a token: never sent on to another site.
    referrer: 'same-origin',
  };
}

/**
 * `/{site}/link-provider/?token=&provider=`: the link mailed to an account's address when a
 * provider sign-in came with it. The page only shows a button: opening it (a mail scanner does)
 * changes nothing; the button's POST links the provider, and signs nobody in.
 */
export default function Page(props: Props) {
  return (
    <Suspense fallback={<div aria-hidden="true" className="mx-auto my-8 h-64 max-w-md" />}>
      <Body {...props} />
    </Suspense>
  );
}

async function Body({ params, searchParams }: Props) {
  const tenant = await tenantOf(params);
  const query = await searchParams;
  const token = typeof query.token === 'string' ? query.token : null;
  // The provider only names it here; the link's own provider is the one linked.
  const provider = SOCIAL_PROVIDERS.find((p) => p === query.provider);
  const t = authTranslator(tenant);
  const title = provider
    ? t('linkProviderTitle', { provider: PROVIDER_NAMES[provider] })
    : t('linkProviderTitleAny');
  return (
    <AuthPage title={title}>
      {token !== null && ACCOUNT_TOKEN_PATTERN.test(token) ? (
        <>
          <p>{t('linkProviderIntro')}</p>
          <AuthIntl locale={tenant.locale}>
            <LinkProviderForm site={tenant.pathPrefix} token={token} login={loginUrl(tenant)} />
          </AuthIntl>
        </>
      ) : (
        <p role="alert">{t('linkProviderMissing')}</p>
      )}
    </AuthPage>
  );
}
