// Shared by the typed business skills (skills/sales-*, invoices-*, ...): periods, buckets, refs.
export * from './buckets';
export * from './dates';
export * from './refs';
export * from './terms';
export * from './compare';
export * from './filters';
export * from './top';
