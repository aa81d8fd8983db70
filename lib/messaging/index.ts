export * from './protocol';
export * from './router';
export * from './senders';
