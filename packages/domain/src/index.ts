export * from './identity-documents';
export * from './identity-schemas';
