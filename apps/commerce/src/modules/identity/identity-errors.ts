import type { Tenant } from '@fierro/tenants';

/** Errors of the identity services, mapped to `{ errors: [{ code, message, field? }] }`. */
export type IdentityErrorCode =
  | 'INVALID_CREDENTIALS'
  | 'TOO_MANY_ATTEMPTS'
  | 'COMPANY_LOGIN_DISABLED'
  | 'FACEBOOK_LOGIN_DISABLED'
  | 'INVALID_PROVIDER_TOKEN'
  | 'EMAIL_TAKEN'
  | 'COMPANY_TAKEN'
  | 'TERMS_NOT_ACCEPTED'
  | 'UNAUTHENTICATED'
  | 'NOT_FOUND'
  | 'INVALID_TOKEN'
  | 'SAME_EMAIL'
  | 'INVALID_PLACE'
  | 'ADDRESS_LIMIT';

const STATUS: Record<IdentityErrorCode, 400 | 401 | 403 | 404 | 409 | 429> = {
  INVALID_CREDENTIALS: 401,
  TOO_MANY_ATTEMPTS: 429,
  COMPANY_LOGIN_DISABLED: 403,
  FACEBOOK_LOGIN_DISABLED: 403,
  INVALID_PROVIDER_TOKEN: 401,
  EMAIL_TAKEN: 409,
  COMPANY_TAKEN: 409,
  TERMS_NOT_ACCEPTED: 400,
  UNAUTHENTICATED: 401,
  NOT_FOUND: 404,
  INVALID_TOKEN: 400,
  SAME_EMAIL: 400,
  INVALID_PLACE: 400,
  ADDRESS_LIMIT: 400,
};

const MESSAGES: Record<IdentityErrorCode, [es: string, pt: string]> = {
  INVALID_CREDENTIALS: ['Correo o contraseña incorrectos', 'E-mail ou senha incorretos'],
  TOO_MANY_ATTEMPTS: [
    'Demasiados intentos. Espera un momento e inténtalo de nuevo',
    'Muitas tentativas. Aguarde um momento e tente novamente',
  ],
  COMPANY_LOGIN_DISABLED: [
    'El ingreso de empresas no está disponible en este sitio',
    'O acesso de empresas não está disponível neste site',
  ],
  FACEBOOK_LOGIN_DISABLED: [
    'El ingreso con Facebook no está disponible en este sitio',
    'O acesso com Facebook não está disponível neste site',
  ],
  INVALID_PROVIDER_TOKEN: [
    'No pudimos validar tu cuenta externa',
    'Não foi possível validar sua conta externa',
  ],
  EMAIL_TAKEN: [
    'No pudimos crear la cuenta con este correo',
    'Não foi possível criar a conta com este e-mail',
  ],
  COMPANY_TAKEN: [
    'Esta empresa ya tiene una cuenta: pide a su administrador que te invite',
    'Esta empresa já tem uma conta: peça ao administrador que convide você',
  ],
  // The words of registration's schema (acceptanceSchema): one refusal, wherever the account opens.
  TERMS_NOT_ACCEPTED: [
    'Debes aceptar los términos y la política de privacidad',
    'Você deve aceitar os termos e a política de privacidade',
  ],
  UNAUTHENTICATED: ['Inicia sesión para continuar', 'Entre na sua conta para continuar'],
  NOT_FOUND: ['No encontrado', 'Não encontrado'],
  INVALID_TOKEN: [
    'El enlace no es válido o ya venció: pide uno nuevo',
    'O link não é válido ou já expirou: peça um novo',
  ],
  SAME_EMAIL: ['Ese ya es tu correo', 'Esse já é o seu e-mail'],
  INVALID_PLACE: [
    'Elige una ubicación válida de la lista',
    'Escolha uma localização válida da lista',
  ],
  ADDRESS_LIMIT: [
    'Tienes el máximo de direcciones: borra una para agregar otra',
    'Você tem o máximo de endereços: apague um para adicionar outro',
  ],
};

/**
 * Codes answered as a field's validation error (INVALID_PARAMETER), as registration's schema
 * answers the same field: a client handles the refusal once, whichever route gave it.
 */
const AS_FIELD_ERROR: ReadonlySet<IdentityErrorCode> = new Set(['TERMS_NOT_ACCEPTED']);

export class IdentityError extends Error {
  readonly status: 400 | 401 | 403 | 404 | 409 | 429;
  constructor(
    readonly code: IdentityErrorCode,
    readonly field?: string,
    /** TOO_MANY_ATTEMPTS: seconds before the next attempt may be tried (Retry-After). */
    readonly retryAfterSeconds?: number,
  ) {
    super(code);
    this.status = STATUS[code];
  }

  body(tenant: Pick<Tenant, 'lang'>) {
    const [es, pt] = MESSAGES[this.code];
    const message = tenant.lang === 'pr' ? pt : es;
    const code = AS_FIELD_ERROR.has(this.code) ? 'INVALID_PARAMETER' : this.code;
    return { errors: [{ code, message, ...(this.field ? { field: this.field } : {}) }] };
  }
}
