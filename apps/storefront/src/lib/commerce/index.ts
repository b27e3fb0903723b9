export type { CommerceError, Result } from './gateway';
export { errorStatus, pageFailure } from './gateway';
export * from './personal';
export * from './public';
export { isSpecialError, SPECIAL_ERROR_STATUS, SpecialCommerceError } from './special';
