export * from './settings';
export * from './effective';
export * from './policy';
export * from './origins';
export * from './prices';
export * from './personal';
export * from './budget';
export * from './org-limits';
