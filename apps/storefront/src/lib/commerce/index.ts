export type { CommerceError, Result } from './http';
export { errorStatus } from './http';
export * from './personal';
export * from './public';
