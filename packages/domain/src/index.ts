export * from './identity-documents';
export * from './identity-schemas';
export * from './price';
export * from './price-group';
export * from './slug';
