export * from './registry';
export * from './sign-in';
export * from './types';
