/** The refund-requests feature's texts (features/refund-requests). */
export const refundRequests = {} as const;
