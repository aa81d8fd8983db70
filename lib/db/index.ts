export * from './schema';
export * from './db';
