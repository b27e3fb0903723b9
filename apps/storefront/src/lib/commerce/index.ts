export type { CommerceError, Result } from './gateway';
export { errorStatus } from './gateway';
export * from './personal';
export * from './public';
