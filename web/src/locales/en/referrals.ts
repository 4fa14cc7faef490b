/** The referrals feature's texts (features/referrals). */
export const referrals = {} as const;
