// Payout accounts, one-time codes and payouts.
export {};
