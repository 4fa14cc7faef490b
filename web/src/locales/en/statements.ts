/** The statements feature's texts (features/statements). */
export const statements = {} as const;
