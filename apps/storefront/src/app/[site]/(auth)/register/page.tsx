import { loginUrl } from '@fierro/domain';
import type { Metadata } from 'next';
import { pageTitle } from '@/lib/site/seo';
import { tenantOf } from '@/lib/site/site';
import { AuthIntl } from '@/modules/auth/components/auth-intl';
import { AuthPage } from '@/modules/auth/components/auth-page';
import { RegisterForm } from '@/modules/auth/components/register-form-client';
import { authTranslator } from '@/modules/auth/messages';

type Props = { params: Promise<{ site: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const tenant = await tenantOf(params);
  return {
    title: pageTitle(tenant, authTranslator(tenant)('registerTitle')),
    robots: { index: false },
  };
}

/** `/{site}/register`: person or company registration (company only where allowed). */
export default async function RegisterPage({ params }: Props) {
  const tenant = await tenantOf(params);
  const t = authTranslator(tenant);
  const loginHref = loginUrl(tenant);
  return (
    <AuthPage title={t('registerTitle')} wide>
      <AuthIntl locale={tenant.locale}>
        <RegisterForm tenantCode={tenant.code} loginHref={loginHref} />
      </AuthIntl>
      <p className="text-sm">
        {t('haveAccount')}{' '}
        <a href={loginHref} className="font-semibold underline">
          {t('goToLogin')}
        </a>
      </p>
    </AuthPage>
  );
}
