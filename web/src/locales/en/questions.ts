/** The questions feature's texts (features/questions). */
export const questions = {} as const;
