// The Drizzle client's whole schema, gathered from the capabilities' own schema files (issue 12 #6): one import
// point for drizzle() (server/db/client.ts), drizzle-kit (drizzle.config.ts) and the seed. Application code imports
// tables from their capability's schema.ts instead (server/catalog/schema.ts, …); eslint.config.js refuses this
// file to everything outside server/db/ and the tests. A new capability's schema file is added here.
export * from '../settings/schema.ts';
export * from '../content/schema.ts';
export * from '../catalog/schema.ts';
export * from '../search/schema.ts';
export * from '../accounts/schema.ts';
export * from '../outbox/schema.ts';
export * from '../cart/schema.ts';
export * from '../orders/schema.ts';
export * from '../invoices/schema.ts';
export * from '../payments/schema.ts';
export * from '../forms/schema.ts';
export * from '../events/schema.ts';
export * from '../reviews/schema.ts';
export * from '../partners/schema.ts';
export * from '../audit/schema.ts';
export * from '../monitoring/schema.ts';
export * from '../ebooks/schema.ts';
