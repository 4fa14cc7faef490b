/** The share feature's texts (features/share). */
export const share = {} as const;
