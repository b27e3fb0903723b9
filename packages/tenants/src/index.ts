export * from './registry';
export * from './sign-in';
export {
  ARS,
  BRL,
  CLP,
  COP,
  DEFAULT_SEPARATORS,
  FEATURE_FLAG_DEFAULTS,
  MXN,
  PEN,
  USD,
  UYU,
} from './sites/shared';
export * from './types';
