export * from './accounts.ts';
export * from './outbox.ts';
export * from './sandbox.ts';
export * from './ledger.ts';
export * from './payments.ts';
