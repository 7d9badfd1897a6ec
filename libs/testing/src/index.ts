export * from './activation';
export * from './api-client';
export * from './hostile';
export * from './loans';
export * from './members';
export * from './outbox';
