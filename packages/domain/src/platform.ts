/** Spec §3 / §9: the channel of a request defaults to web; the platforms. */
export const DEFAULT_CHANNEL = 'web';
export const PLATFORMS = ['web', 'mobile', 'kiosk'] as const;

/** Spec §2: default redirect status. */
export const DEFAULT_REDIRECT_STATUS = 302;

/** Spec §9 locale codes. */
export const LOCALE_CODES = [
  'es_CL',
  'es_PE',
  'es_CO',
  'es_AR',
  'pt_BR',
  'es_MX',
  'es_UY',
] as const;

/**
 * Session statuses (spec §3/§4). Only Impersonated is named by the spec; Active and Inactive are
 * chosen for the other two states.
 */
export const SESSION_STATUSES = ['Active', 'Inactive', 'Impersonated'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];
/** Spec §3: isAgent is true when the status is Impersonated. */
export const isAgentStatus = (status: string | undefined | null): boolean =>
  status === 'Impersonated';

/** Spec §6 consumer values and login types. */
export const CONSUMERS = ['tenant', 'consumer'] as const;

/** Spec §3 client-stored keys (browser storage), one name each. */
export const CLIENT_STORAGE_KEYS = {
  userRole: 'userRole',
  cartId: 'cartId',
  customerData: 'customerData',
  userStore: 'usrStore',
  isBoomUser: 'isBoomUser',
  userLocation: 'usrLocation',
  history: 'history',
  compareItems: 'compareItems',
  zipCode: 'zip_code',
  searchTerm: 'searchTerm',
  userInfo: 'userInfo',
  email: 'email',
  companyDocument: 'companyDocument',
  itemAddedToList: 'itemAddedToList',
} as const;
