/** The connectors' shared kit: one contract per kind, and the HTTP client they all use. */
export * from './crm';
export * from './feed';
export * from './http';
export * from './payment';
export * from './token-bucket';
export * from './url';
export * from './webhooks-out';
