/** The supported feature's texts (features/supported). */
export const supported = {} as const;
