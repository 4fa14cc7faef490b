/** The two-factor feature's texts (features/two-factor). */
export const twoFactor = {} as const;
