export * from './activation';
export * from './api-client';
export * from './members';
export * from './outbox';
