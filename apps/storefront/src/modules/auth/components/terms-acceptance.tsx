import { useTranslations } from 'next-intl';
import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * The acceptance of the terms and the privacy policy (issue 23), where an account is made: the
 * registration and a provider's first sign-in. Their pages open in a new tab, so the form stays.
 */
export function TermsAcceptance({
  id,
  field,
  error,
  links,
  className = '',
}: {
  id: string;
  field: UseFormRegisterReturn<'acceptTerms'>;
  error: string | undefined;
  links: { terms: string; privacy: string };
  className?: string;
}) {
  const t = useTranslations('auth');
  const errorId = `${id}-acceptTerms-error`;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          {...field}
          aria-invalid={Boolean(error)}
          {...(error ? { 'aria-describedby': errorId } : {})}
          className="mt-0.5 size-5 shrink-0"
        />
        <span>{t('acceptTerms')}</span>
      </label>
      <p className="flex flex-wrap gap-x-4 pl-7 text-sm">
        <a href={links.terms} target="_blank" rel="noopener" className="underline">
          {t('termsLink')}
        </a>
        <a href={links.privacy} target="_blank" rel="noopener" className="underline">
          {t('privacyLink')}
        </a>
      </p>
      {error ? (
        <p id={errorId} className="text-red-700 text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}
