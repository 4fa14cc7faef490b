/** The tax feature's texts (features/tax). */
export const tax = {} as const;
