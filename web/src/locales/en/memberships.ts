/** The memberships feature's texts (features/memberships). */
export const memberships = {} as const;
