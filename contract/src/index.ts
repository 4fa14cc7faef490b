export * from './envelope.ts';
export * from './constants.ts';
export * from './fields.ts';
export * from './auth.ts';
export * from './money.ts';
