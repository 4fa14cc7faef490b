/**
 * The bot the Telegram stand-in plays (decision 0160): what development and tests use when no real one is
 * configured. The stand-in refuses any other token.
 */
export const telegramStandInCredentials = {
  botToken: '1000000001:stand-in-token-for-development-only',
  webhookSecret: 'stand-in-webhook-secret',
} as const;
