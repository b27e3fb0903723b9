import { forgotPasswordUrl, registerUrl } from '@fierro/domain';
import type { Metadata } from 'next';
import { pageTitle } from '@/lib/site/seo';
import { tenantOf } from '@/lib/site/site';
import { loginFactsOf } from '@/modules/auth';
import { AuthIntl } from '@/modules/auth/components/auth-intl';
import { AuthPage } from '@/modules/auth/components/auth-page';
import { BusinessLoginNotice } from '@/modules/auth/components/business-login-notice-client';
import { LoginForm } from '@/modules/auth/components/login-form-client';
import { SocialButtons } from '@/modules/auth/components/social-buttons';
import { authTranslator } from '@/modules/auth/messages';

type Props = { params: Promise<{ site: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const tenant = await tenantOf(params);
  return {
    title: pageTitle(tenant, authTranslator(tenant)('loginTitle')),
    robots: { index: false },
  };
}

/** `/{site}/login`: the full sign-in page (the header opens the same form as popup or modal). */
export default async function LoginPage({ params }: Props) {
  const tenant = await tenantOf(params);
  const t = authTranslator(tenant);
  return (
    <AuthPage title={t('loginTitle')}>
      <AuthIntl locale={tenant.locale}>
        <BusinessLoginNotice site={tenant.pathPrefix} businessOnly={tenant.businessOnly} />
        <LoginForm facts={loginFactsOf(tenant)} />
      </AuthIntl>
      <a href={forgotPasswordUrl(tenant)} className="self-start text-sm underline">
        {t('forgotPassword')}
      </a>
      <SocialButtons tenant={tenant} />
      <p className="text-sm">
        {t('noAccount')}{' '}
        <a href={registerUrl(tenant)} className="font-semibold underline">
          {t('createAccount')}
        </a>
      </p>
    </AuthPage>
  );
}
