/** The memberships-supporter feature's texts (features/memberships-supporter). */
export const membershipsSupporter = {} as const;
