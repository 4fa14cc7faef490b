/** The wallet feature's texts (features/wallet). */
export const wallet = {} as const;
