/**
 * The Discord application the stand-in plays (decision 0160): what development and tests use when no real
 * one is configured. The stand-in refuses any other.
 */
export const discordStandInCredentials = {
  clientId: '100000000000000001',
  clientSecret: 'stand-in-client-secret',
  botToken: 'stand-in-bot-token.for-development-only',
} as const;
