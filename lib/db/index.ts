export * from './schema';
export * from './db';
export * from './identity';
export { adoptLegacy } from './migrate-identity';
export * from './erase';
export * from './spend';
