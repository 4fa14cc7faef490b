/** The content feature's texts (features/content). */
export const content = {} as const;
