/** The follows feature's texts (features/follows). */
export const follows = {} as const;
