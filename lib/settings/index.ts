export * from './settings';
export * from './origins';
export * from './prices';
