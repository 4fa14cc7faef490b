/** The bloc-editor feature's texts (features/bloc-editor). */
export const blocEditor = {} as const;
