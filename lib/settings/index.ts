export * from './settings';
export * from './origins';
