export * from './envelope.ts';
export * from './constants.ts';
export * from './fields.ts';
export * from './auth.ts';
export * from './money.ts';
export * from './gifts.ts';
export * from './wallet.ts';
export * from './profiles.ts';
