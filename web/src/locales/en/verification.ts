/** The verification feature's texts (features/verification). */
export const verification = {} as const;
