import 'server-only';
import {
  DOCUMENT_LABELS,
  forgotPasswordUrl,
  loginUrl,
  MAX_SAVED_ADDRESSES,
  personDocumentKind,
} from '@fierro/domain';
import { signInOf, type Tenant } from '@fierro/tenants';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { accountAddresses, accountProfile } from '../../lib/commerce/account';
import { pageTitle } from '../../lib/site/seo';
import { placeLevels } from '../checkout/places';
import { changePassword } from './actions/change-password';
import { confirmEmail } from './actions/confirm-email';
import { requestEmailChange } from './actions/request-email-change';
import { requestPasswordReset } from './actions/request-password-reset';
import { resetPassword } from './actions/reset-password';
import { updateProfile } from './actions/update-profile';
import { AccountForm, type FormFacts } from './components/account-form-client';
import { AccountIntl } from './components/account-intl';
import { AddressBook } from './components/address-book-client';
import { accountTranslator } from './messages';

/**
 * What the account's route files render (they only read params and compose). Every page is
 * the shopper's own: rendered per request, never indexed, never cached across shoppers.
 */
type PageTitle =
  | 'profile.title'
  | 'password.title'
  | 'forgot.title'
  | 'reset.title'
  | 'confirmEmail.title'
  | 'addresses.title';

export const accountMetadata = (tenant: Tenant, page?: PageTitle): Metadata => {
  const t = accountTranslator(tenant);
  return {
    title: pageTitle(tenant, page ? `${t(page)} · ${t('title')}` : t('title')),
    robots: { index: false, follow: false },
    // The reset and confirmation links carry a token: never sent on to another site.
    referrer: 'same-origin',
  };
};

const factsOf = (tenant: Tenant): FormFacts => ({
  site: tenant.pathPrefix,
  lang: tenant.lang,
  country: tenant.country,
});

/** An account page's frame while its data comes. */
export function AccountSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-4">
      <div className="h-8 w-48 rounded bg-neutral-200" />
      <div className="h-72 rounded-lg bg-white shadow-sm" />
    </div>
  );
}

function Panel(props: { id: string; title: string; level?: 1 | 2; children: ReactNode }) {
  const Heading = props.level === 2 ? 'h2' : 'h1';
  return (
    <section
      aria-labelledby={props.id}
      className="flex flex-col gap-4 rounded-lg bg-white p-4 shadow-sm phablet:p-6"
    >
      <Heading
        id={props.id}
        className={props.level === 2 ? 'font-bold text-xl' : 'font-bold text-2xl'}
      >
        {props.title}
      </Heading>
      {props.children}
    </section>
  );
}

const passwordField = (name: string, label: string, hint?: string) => ({
  name,
  label,
  type: 'password' as const,
  autoComplete: name === 'currentPassword' ? 'current-password' : 'new-password',
  ...(hint ? { hint } : {}),
});

export async function ProfileRoute({ tenant }: { tenant: Tenant }) {
  const t = accountTranslator(tenant);
  const profile = await accountProfile(tenant);
  if (!profile) return null;
  const label = DOCUMENT_LABELS[personDocumentKind(tenant)];
  return (
    <div className="flex flex-col gap-6">
      <AccountIntl locale={tenant.locale}>
        <Panel id="profile-title" title={t('profile.title')}>
          <AccountForm
            kind="profile"
            facts={factsOf(tenant)}
            action={updateProfile}
            submit={t('profile.save')}
            success={t('profile.saved')}
            defaults={{
              firstName: profile.firstName,
              lastName: profile.lastName,
              phone: profile.phone,
              document: profile.document,
            }}
            fields={[
              {
                name: 'firstName',
                label: t('profile.firstName'),
                type: 'text',
                autoComplete: 'given-name',
              },
              {
                name: 'lastName',
                label: t('profile.lastName'),
                type: 'text',
                autoComplete: 'family-name',
              },
              {
                name: 'document',
                label: t('profile.document', { label }),
                type: 'text',
                autoComplete: 'off',
              },
              { name: 'phone', label: t('profile.phone'), type: 'tel', autoComplete: 'tel' },
            ]}
          />
        </Panel>
        <Panel id="email-title" title={t('profile.emailTitle')} level={2}>
          <p>{t('profile.emailCurrent', { email: profile.email })}</p>
          <AccountForm
            kind="email"
            facts={factsOf(tenant)}
            action={requestEmailChange}
            submit={t('profile.emailSubmit')}
            success={t('profile.emailSent', { email: '{email}' })}
            defaults={{ newEmail: '', currentPassword: '' }}
            fields={[
              {
                name: 'newEmail',
                label: t('profile.newEmail'),
                type: 'email',
                autoComplete: 'email',
              },
              passwordField('currentPassword', t('profile.currentPassword')),
            ]}
          />
        </Panel>
      </AccountIntl>
    </div>
  );
}

/** `/{site}/myaccount/addresses/`: the shopper's address book, used by checkout's delivery step. */
export async function AddressesRoute({ tenant }: { tenant: Tenant }) {
  const t = accountTranslator(tenant);
  const [addresses, rootLevels] = await Promise.all([
    accountAddresses(tenant),
    placeLevels(tenant, null),
  ]);
  if (!addresses) return null;
  return (
    <AccountIntl locale={tenant.locale}>
      <Panel id="addresses-title" title={t('addresses.title')}>
        <AddressBook
          facts={{
            site: tenant.pathPrefix,
            lang: tenant.lang,
            isZipCodeCountry: tenant.isZipCodeCountry,
          }}
          addresses={addresses}
          rootLevels={rootLevels}
          max={MAX_SAVED_ADDRESSES}
        />
      </Panel>
    </AccountIntl>
  );
}

/** `/{site}/myaccount/password/`: only where the registry shows the link (not Chile, spec §6). */
export function PasswordRoute({ tenant }: { tenant: Tenant }) {
  if (!signInOf(tenant).changePasswordLinkEnabled) notFound();
  const t = accountTranslator(tenant);
  return (
    <AccountIntl locale={tenant.locale}>
      <Panel id="password-title" title={t('password.title')}>
        <AccountForm
          kind="password"
          facts={factsOf(tenant)}
          action={changePassword}
          submit={t('password.submit')}
          success={t('password.done')}
          defaults={{ currentPassword: '', newPassword: '' }}
          fields={[
            passwordField('currentPassword', t('password.currentPassword')),
            passwordField('newPassword', t('password.newPassword'), t('password.hint')),
          ]}
        />
      </Panel>
    </AccountIntl>
  );
}

/** The frame of the pages outside the account (forgotten password, new password, e-mail). */
function StandalonePage(props: { id: string; title: string; children: ReactNode }) {
  return (
    <main id="main" className="py-4">
      <section
        aria-labelledby={props.id}
        className="mx-auto my-4 flex w-full max-w-md flex-col gap-4 rounded-lg bg-white p-6 shadow-sm"
      >
        <h1 id={props.id} className="font-bold text-2xl">
          {props.title}
        </h1>
        {props.children}
      </section>
    </main>
  );
}

/** `/{site}/forgot-password/`: on every site; the answer never says if the e-mail has an account. */
export function ForgotPasswordRoute({ tenant }: { tenant: Tenant }) {
  const t = accountTranslator(tenant);
  return (
    <StandalonePage id="forgot-title" title={t('forgot.title')}>
      <p>{t('forgot.intro')}</p>
      <AccountIntl locale={tenant.locale}>
        <AccountForm
          kind="forgot"
          facts={factsOf(tenant)}
          action={requestPasswordReset}
          submit={t('forgot.submit')}
          success={t('forgot.sent', { email: '{email}' })}
          replace
          defaults={{ email: '' }}
          fields={[
            { name: 'email', label: t('forgot.email'), type: 'email', autoComplete: 'email' },
          ]}
        />
      </AccountIntl>
      <a href={loginUrl(tenant)} className="text-sm underline">
        {t('forgot.back')}
      </a>
    </StandalonePage>
  );
}

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** `/{site}/reset-password/?token=`: a new password through the e-mailed link. */
export function ResetPasswordRoute({ tenant, token }: { tenant: Tenant; token: string | null }) {
  const t = accountTranslator(tenant);
  const valid = token !== null && TOKEN.test(token);
  return (
    <StandalonePage id="reset-title" title={t('reset.title')}>
      {valid ? (
        <AccountIntl locale={tenant.locale}>
          <AccountForm
            kind="reset"
            facts={factsOf(tenant)}
            action={resetPassword}
            submit={t('reset.submit')}
            success={t('reset.done')}
            replace
            successLink={{ href: loginUrl(tenant), label: t('reset.login') }}
            defaults={{ token, newPassword: '' }}
            fields={[
              { name: 'token', label: '', type: 'hidden', autoComplete: 'off' },
              passwordField('newPassword', t('reset.newPassword'), t('reset.hint')),
            ]}
          />
        </AccountIntl>
      ) : (
        <p role="alert">{t('reset.missing')}</p>
      )}
      <a href={forgotPasswordUrl(tenant)} className="text-sm underline">
        {t('reset.again')}
      </a>
    </StandalonePage>
  );
}

/** `/{site}/confirm-email/?token=`: the link sent to the new address, used with a button. */
export function ConfirmEmailRoute({ tenant, token }: { tenant: Tenant; token: string | null }) {
  const t = accountTranslator(tenant);
  const valid = token !== null && TOKEN.test(token);
  return (
    <StandalonePage id="confirm-title" title={t('confirmEmail.title')}>
      {valid ? (
        <AccountIntl locale={tenant.locale}>
          <p>{t('confirmEmail.intro')}</p>
          <AccountForm
            kind="confirm"
            facts={factsOf(tenant)}
            action={confirmEmail}
            submit={t('confirmEmail.submit')}
            success={t('confirmEmail.done', { email: '{email}' })}
            replace
            successLink={{ href: loginUrl(tenant), label: t('confirmEmail.login') }}
            defaults={{ token }}
            fields={[{ name: 'token', label: '', type: 'hidden', autoComplete: 'off' }]}
          />
        </AccountIntl>
      ) : (
        <p role="alert">{t('confirmEmail.missing')}</p>
      )}
    </StandalonePage>
  );
}
