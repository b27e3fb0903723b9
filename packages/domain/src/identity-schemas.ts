import type { Tenant } from '@fierro/tenants';
import { z } from 'zod';
import { perLang, perTenant } from './built-once';
import {
  companyDocumentKind,
  documentNameInText,
  invalidDocumentMessage,
  isValidDocument,
  normalizeDocument,
  personDocumentKind,
} from './identity-documents';
import { plainText } from './text';
import {
  EMAIL_PATTERN,
  isValidPhone,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './validators';

/**
 * Shared zod schemas for sign-in, registration and the profile (issue 8): the commerce API
 * validates with them and the storefront forms use the same ones. Messages are Spanish, or
 * Portuguese on Portuguese-language tenants. Every text field refuses control characters first
 * (`plainText`: a NUL byte in an e-mail, a name or a password is a 400 naming the field).
 */

// The §5 limits live with the plain validators so that browser code using them never pulls zod.
export { EMAIL_PATTERN, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './validators';

type Lang = Tenant['lang'];
const msg = (lang: Lang, es: string, pt: string) => (lang === 'pr' ? pt : es);

export const emailSchema = perLang((lang: Lang) => {
  return plainText({
    lang,
    required: msg(lang, 'Ingresa tu correo electrónico', 'Informe seu e-mail'),
  })
    .trim()
    .toLowerCase()
    .max(254, msg(lang, 'El correo es demasiado largo', 'O e-mail é longo demais'))
    .regex(EMAIL_PATTERN, msg(lang, 'Ingresa un correo válido', 'Informe um e-mail válido'));
});

export const passwordSchema = perLang((lang: Lang) => {
  return plainText({ lang, required: msg(lang, 'Ingresa tu contraseña', 'Informe sua senha') })
    .min(
      PASSWORD_MIN_LENGTH,
      msg(
        lang,
        'La contraseña debe tener al menos 6 caracteres',
        'A senha deve ter pelo menos 6 caracteres',
      ),
    )
    .max(
      PASSWORD_MAX_LENGTH,
      msg(
        lang,
        'La contraseña debe tener como máximo 32 caracteres',
        'A senha deve ter no máximo 32 caracteres',
      ),
    );
});

function documentSchema(tenant: Pick<Tenant, 'country' | 'lang'>, who: 'person' | 'company') {
  const kind = who === 'person' ? personDocumentKind(tenant) : companyDocumentKind(tenant);
  const name = documentNameInText(kind);
  return plainText({
    lang: tenant.lang,
    required: msg(tenant.lang, `Ingresa tu ${name}`, `Informe seu ${name}`),
  })
    .trim()
    .refine((v) => isValidDocument(kind, v), {
      message: invalidDocumentMessage([kind], tenant.lang),
    })
    .transform((v) => normalizeDocument(kind, v));
}

export const personDocumentSchema = perTenant(
  ['country', 'lang'],
  (tenant: Pick<Tenant, 'country' | 'lang'>) => {
    return documentSchema(tenant, 'person');
  },
);

export const companyDocumentSchema = perTenant(
  ['country', 'lang'],
  (tenant: Pick<Tenant, 'country' | 'lang'>) => {
    return documentSchema(tenant, 'company');
  },
);

function nameSchema(lang: Lang) {
  return plainText({ lang, required: msg(lang, 'Ingresa este dato', 'Informe este dado') })
    .trim()
    .min(1, msg(lang, 'Ingresa este dato', 'Informe este dado'))
    .max(80, msg(lang, 'Máximo 80 caracteres', 'Máximo 80 caracteres'));
}

/** A phone as people write it (`isValidPhone`), in the shopper's language. */
export function phoneSchema(lang: Lang) {
  return plainText({ lang, required: msg(lang, 'Ingresa tu teléfono', 'Informe seu telefone') })
    .trim()
    .refine(isValidPhone, msg(lang, 'Ingresa un teléfono válido', 'Informe um telefone válido'));
}

export const LOGIN_TYPES = ['DEFAULT', 'LIVELO'] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];
export const ACCOUNT_KINDS = ['person', 'company'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

/** Login with e-mail and password; `accountKind` company signs in as a company user. */
export const loginSchema = perTenant(['lang'], (tenant: Pick<Tenant, 'lang'>) => {
  return z.object({
    email: emailSchema(tenant.lang),
    password: plainText({
      lang: tenant.lang,
      required: msg(tenant.lang, 'Ingresa tu contraseña', 'Informe sua senha'),
    })
      .min(1, msg(tenant.lang, 'Ingresa tu contraseña', 'Informe sua senha'))
      .max(PASSWORD_MAX_LENGTH, msg(tenant.lang, 'Contraseña incorrecta', 'Senha incorreta')),
    accountKind: z.enum(ACCOUNT_KINDS).default('person'),
  });
});

/**
 * Acceptance of the terms and the privacy policy (issue 23): a ticked box, recorded with its time.
 */
export const acceptanceSchema = perLang((lang: Lang) => {
  return z.literal(true, {
    error: msg(
      lang,
      'Debes aceptar los términos y la política de privacidad',
      'Você deve aceitar os termos e a política de privacidade',
    ),
  });
});

/** Person registration (the fields of issue 8, and the acceptance of issue 23). */
export const registerPersonSchema = perTenant(
  ['country', 'lang'],
  (tenant: Pick<Tenant, 'country' | 'lang'>) => {
    return z.object({
      firstName: nameSchema(tenant.lang),
      lastName: nameSchema(tenant.lang),
      email: emailSchema(tenant.lang),
      document: personDocumentSchema(tenant),
      phone: phoneSchema(tenant.lang),
      password: passwordSchema(tenant.lang),
      acceptTerms: acceptanceSchema(tenant.lang),
    });
  },
);

/** Company registration: the company and its first user (role admin). */
export const registerCompanySchema = perTenant(
  ['country', 'lang'],
  (tenant: Pick<Tenant, 'country' | 'lang'>) => {
    return registerPersonSchema(tenant).extend({
      companyDocument: companyDocumentSchema(tenant),
      legalName: plainText({
        lang: tenant.lang,
        required: msg(tenant.lang, 'Ingresa la razón social', 'Informe a razão social'),
      })
        .trim()
        .min(2, msg(tenant.lang, 'Ingresa la razón social', 'Informe a razão social'))
        .max(120, msg(tenant.lang, 'Máximo 120 caracteres', 'Máximo 120 caracteres')),
    });
  },
);

/**
 * Profile update: names, phone and the identity document (validated per country, issue 23).
 * The e-mail changes only through a link sent to the new address (emailChangeSchema).
 */
export const profileUpdateSchema = perTenant(
  ['country', 'lang'],
  (tenant: Pick<Tenant, 'country' | 'lang'>) => {
    return z
      .object({
        firstName: nameSchema(tenant.lang),
        lastName: nameSchema(tenant.lang),
        phone: phoneSchema(tenant.lang),
        document: personDocumentSchema(tenant),
      })
      .partial();
  },
);

/** The profile page's form: every field of the update, each required. */
export const profileFormSchema = perTenant(
  ['country', 'lang'],
  (tenant: Pick<Tenant, 'country' | 'lang'>) => {
    return profileUpdateSchema(tenant).required();
  },
);

/** An e-mail change: the new address and the current password (the link goes to the new one). */
export const emailChangeSchema = perTenant(['lang'], (tenant: Pick<Tenant, 'lang'>) => {
  return z.object({
    newEmail: emailSchema(tenant.lang),
    currentPassword: plainText({ lang: tenant.lang })
      .min(1, msg(tenant.lang, 'Ingresa tu contraseña', 'Informe sua senha'))
      .max(PASSWORD_MAX_LENGTH, msg(tenant.lang, 'Contraseña incorrecta', 'Senha incorreta')),
  });
});

/**
 * A single-use link's token (a password reset, an e-mail change): 32 random bytes in base64url.
 * Only its SHA-256 is stored.
 */
export const ACCOUNT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const accountTokenSchema = perLang((lang: Lang) => {
  return z
    .string(msg(lang, 'El enlace no es válido', 'O link não é válido'))
    .regex(ACCOUNT_TOKEN_PATTERN, msg(lang, 'El enlace no es válido', 'O link não é válido'));
});

/** Forgotten password: the address to send the link to (the answer never says if it exists). */
export const forgotPasswordSchema = perTenant(['lang'], (tenant: Pick<Tenant, 'lang'>) => {
  return z.object({ email: emailSchema(tenant.lang) });
});

/** A new password chosen through the link of a forgotten-password e-mail. */
export const resetPasswordSchema = perTenant(['lang'], (tenant: Pick<Tenant, 'lang'>) => {
  return z.object({
    token: accountTokenSchema(tenant.lang),
    newPassword: passwordSchema(tenant.lang),
  });
});

/** The confirmation of an e-mail change (the link sent to the new address). */
export const confirmEmailSchema = perTenant(['lang'], (tenant: Pick<Tenant, 'lang'>) => {
  return z.object({ token: accountTokenSchema(tenant.lang) });
});

/** How long a password-reset link works (issue 23), and an e-mail change's. */
export const PASSWORD_RESET_MINUTES = 30;
export const EMAIL_CHANGE_MINUTES = 24 * 60;

export const changePasswordSchema = perTenant(['lang'], (tenant: Pick<Tenant, 'lang'>) => {
  return z.object({
    currentPassword: plainText({ lang: tenant.lang }).min(
      1,
      msg(tenant.lang, 'Ingresa tu contraseña', 'Informe sua senha'),
    ),
    newPassword: passwordSchema(tenant.lang),
  });
});

export type LoginInput = z.infer<ReturnType<typeof loginSchema>>;
export type RegisterPersonInput = z.infer<ReturnType<typeof registerPersonSchema>>;
export type RegisterCompanyInput = z.infer<ReturnType<typeof registerCompanySchema>>;
export type ProfileUpdateInput = z.infer<ReturnType<typeof profileUpdateSchema>>;
export type ChangePasswordInput = z.infer<ReturnType<typeof changePasswordSchema>>;
export type EmailChangeInput = z.infer<ReturnType<typeof emailChangeSchema>>;
export type ResetPasswordInput = z.infer<ReturnType<typeof resetPasswordSchema>>;

/** The identity providers a shopper may sign in with (issue 23): Facebook and LIVELO. */
export const SOCIAL_PROVIDERS = ['FACEBOOK', 'LIVELO'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/**
 * Who signs in at the test identity provider's page (our stand-in for the provider's own login
 * page, named as a test provider): the e-mail and names the provider would answer with.
 */
export const testProviderLoginSchema = perTenant(['lang'], (tenant: Pick<Tenant, 'lang'>) => {
  const { lang } = tenant;
  const name = (es: string, pt: string) =>
    plainText({ lang, required: msg(lang, es, pt) })
      .trim()
      .min(1, msg(lang, es, pt))
      .max(60, msg(lang, 'Máximo 60 caracteres', 'Máximo 60 caracteres'));
  return z.object({
    provider: z.enum(SOCIAL_PROVIDERS, msg(lang, 'Proveedor desconocido', 'Provedor desconhecido')),
    email: emailSchema(lang),
    firstName: name('Ingresa tu nombre', 'Informe seu nome'),
    lastName: name('Ingresa tu apellido', 'Informe seu sobrenome'),
  });
});

/**
 * A sign-in through an identity provider from our page: the provider's identity and, as at
 * registration, the acceptance of the terms and the privacy policy (an account it creates records
 * it; commerce refuses a new account without it).
 */
export const socialSignInSchema = perTenant(['lang'], (tenant: Pick<Tenant, 'lang'>) =>
  testProviderLoginSchema(tenant).extend({ acceptTerms: acceptanceSchema(tenant.lang) }),
);
