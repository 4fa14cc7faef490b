/** The home feature's texts (features/home). */
export const home = {} as const;
