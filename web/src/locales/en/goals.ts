/** The goals feature's texts (features/goals). */
export const goals = {} as const;
