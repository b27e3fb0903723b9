/** Tenant codes of spec §1. */
export const TENANT_CODES = ['cl', 'homy', 'co', 'ar', 'uy', 'br', 'pe', 'mx', 'dicico'] as const;
export type TenantCode = (typeof TENANT_CODES)[number];

/** Spec §3 separator object. */
export interface Separators {
  decimal: ',' | '.';
  thousand: '.' | ',';
  /** Decimal places shown in prices (Peru: 2). */
  precision: number;
}

export type CurrencyCode = 'CLP' | 'COP' | 'ARS' | 'USD' | 'UYU' | 'BRL' | 'PEN' | 'MXN';

export interface Currency {
  code: CurrencyCode;
  symbol: '$' | 'R$' | 'S/' | 'US$';
  /** Minor units per major unit in storage (DESIGN §5): 100 where the currency has cents. */
  minorUnits: 1 | 100;
}

export interface Tenant {
  /** Tenant code (spec §1). */
  code: TenantCode;
  /** Site id (socl, hocl, ...). */
  siteId: string;
  /** First URL segment of every route of the site (fierro-cl, homecenter-co, dicico, ...). */
  pathPrefix: string;
  siteName: string;
  /** ISO country of the site. */
  country: 'CL' | 'CO' | 'AR' | 'UY' | 'BR' | 'PE' | 'MX';
  /** Spec §3 lang: es, or pr for Brazil's sites. */
  lang: 'es' | 'pr';
  /** Spec §9 locale code (es_CL, pt_BR, ...). */
  localeCode: 'es_CL' | 'es_PE' | 'es_CO' | 'es_AR' | 'pt_BR' | 'es_MX' | 'es_UY';
  /** BCP 47 locale for Intl and next-intl (es-CL, pt-BR, ...). */
  locale: 'es-CL' | 'es-PE' | 'es-CO' | 'es-AR' | 'pt-BR' | 'es-MX' | 'es-UY';
  /** Currencies the site sells in; the first is the default (Uruguay has USD and UYU). */
  currencies: readonly Currency[];
  separators: Separators;
  /** Spec §6: company (B2B) login; every tenant except Uruguay and Brazil. */
  companyLoginEnabled: boolean;
  /** Spec §6: Facebook login; every tenant except Colombia. */
  facebookLoginEnabled: boolean;
}
