import type { Currency, Separators, Tenant, TenantCode } from './types';

const dot: Separators = { decimal: ',', thousand: '.', precision: 0 };
const CLP: Currency = { code: 'CLP', symbol: '$', minorUnits: 1 };
const COP: Currency = { code: 'COP', symbol: '$', minorUnits: 1 };
const ARS: Currency = { code: 'ARS', symbol: '$', minorUnits: 100 };
const MXN: Currency = { code: 'MXN', symbol: '$', minorUnits: 100 };
const BRL: Currency = { code: 'BRL', symbol: 'R$', minorUnits: 100 };
const PEN: Currency = { code: 'PEN', symbol: 'S/', minorUnits: 100 };
const UYU: Currency = { code: 'UYU', symbol: '$', minorUnits: 100 };
const USD: Currency = { code: 'USD', symbol: 'US$', minorUnits: 100 };

export const TENANTS: readonly Tenant[] = [
  {
    code: 'cl',
    siteId: 'socl',
    pathPrefix: 'fierro-cl',
    siteName: 'Fierro Chile',
    country: 'CL',
    lang: 'es',
    localeCode: 'es_CL',
    locale: 'es-CL',
    currencies: [CLP],
    separators: dot,
    companyLoginEnabled: true,
    facebookLoginEnabled: true,
  },
  {
    code: 'homy',
    siteId: 'hocl',
    pathPrefix: 'fierro-homy',
    siteName: 'Fierro Homy',
    country: 'CL',
    lang: 'es',
    localeCode: 'es_CL',
    locale: 'es-CL',
    currencies: [CLP],
    separators: dot,
    companyLoginEnabled: true,
    facebookLoginEnabled: true,
  },
  {
    code: 'co',
    siteId: 'soco',
    pathPrefix: 'homecenter-co',
    siteName: 'Homecenter Colombia',
    country: 'CO',
    lang: 'es',
    localeCode: 'es_CO',
    locale: 'es-CO',
    currencies: [COP],
    separators: dot,
    companyLoginEnabled: true,
    facebookLoginEnabled: false,
  },
  {
    code: 'ar',
    siteId: 'soar',
    pathPrefix: 'fierro-ar',
    siteName: 'Fierro Argentina',
    country: 'AR',
    lang: 'es',
    localeCode: 'es_AR',
    locale: 'es-AR',
    currencies: [ARS],
    separators: dot,
    companyLoginEnabled: true,
    facebookLoginEnabled: true,
  },
  {
    code: 'uy',
    siteId: 'souy',
    pathPrefix: 'fierro-uy',
    siteName: 'Fierro Uruguay',
    country: 'UY',
    lang: 'es',
    localeCode: 'es_UY',
    locale: 'es-UY',
    currencies: [UYU, USD],
    separators: dot,
    companyLoginEnabled: false,
    facebookLoginEnabled: true,
  },
  {
    code: 'br',
    siteId: 'sobr',
    pathPrefix: 'fierro-br',
    siteName: 'Fierro Brasil',
    country: 'BR',
    lang: 'pr',
    localeCode: 'pt_BR',
    locale: 'pt-BR',
    currencies: [BRL],
    separators: { decimal: ',', thousand: '.', precision: 2 },
    companyLoginEnabled: false,
    facebookLoginEnabled: true,
  },
  {
    code: 'pe',
    siteId: 'sope',
    pathPrefix: 'fierro-pe',
    siteName: 'Fierro Perú',
    country: 'PE',
    lang: 'es',
    localeCode: 'es_PE',
    locale: 'es-PE',
    currencies: [PEN],
    separators: { decimal: '.', thousand: ',', precision: 2 },
    companyLoginEnabled: true,
    facebookLoginEnabled: true,
  },
  {
    code: 'mx',
    siteId: 'somx',
    pathPrefix: 'fierro-mx',
    siteName: 'Fierro México',
    country: 'MX',
    lang: 'es',
    localeCode: 'es_MX',
    locale: 'es-MX',
    currencies: [MXN],
    separators: dot,
    companyLoginEnabled: true,
    facebookLoginEnabled: true,
  },
  {
    code: 'dicico',
    siteId: 'dicico',
    pathPrefix: 'dicico',
    siteName: 'Dicico',
    country: 'BR',
    lang: 'pr',
    localeCode: 'pt_BR',
    locale: 'pt-BR',
    currencies: [BRL],
    separators: { decimal: ',', thousand: '.', precision: 2 },
    companyLoginEnabled: true,
    facebookLoginEnabled: true,
  },
];

const byCode = new Map(TENANTS.map((t) => [t.code, t]));
const byPrefix = new Map(TENANTS.map((t) => [t.pathPrefix, t]));
const bySiteId = new Map(TENANTS.map((t) => [t.siteId, t]));

export const getTenant = (code: string): Tenant | undefined => byCode.get(code as TenantCode);
export const getTenantByPathPrefix = (prefix: string): Tenant | undefined => byPrefix.get(prefix);
export const getTenantBySiteId = (siteId: string): Tenant | undefined => bySiteId.get(siteId);
