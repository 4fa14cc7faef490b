/** The reactions feature's texts (features/reactions). */
export const reactions = {} as const;
