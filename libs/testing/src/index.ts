export * from './activation';
export * from './api-client';
export * from './loans';
export * from './members';
export * from './outbox';
