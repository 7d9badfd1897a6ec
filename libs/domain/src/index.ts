/** @halimbawa/domain: pure TypeScript shared by the API and the web (no I/O). */
export * from './money';
export * from './loan';
export * from './repayment';
export * from './due-dates';
export * from './payment-reference';
export * from './loan-application';
export * from './phone';
export * from './enums';
export * from './statuses';
export * from './rules';
export * from './withdrawal';
export * from './credit-score';
export * from './credit-limit';
export * from './hardship';
export * from './i18n';
export * from './paging';
export * from './sms';
