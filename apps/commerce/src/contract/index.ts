export * from './catalog';
export * from './common';
export * from './content';
export * from './geo';
export * from './identity';
export * from './pricing';
export * from './product';
export * from './search';
