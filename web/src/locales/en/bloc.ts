/** The bloc feature's texts (features/bloc). */
export const bloc = {} as const;
