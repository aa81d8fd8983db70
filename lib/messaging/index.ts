export * from './protocol';
export * from './tab-protocol';
export * from './router';
export * from './senders';
