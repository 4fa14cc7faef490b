/** The wallet feature's texts (features/wallet). */
export const wallet = {
  balance: {
    title: 'Available balance',
    information: 'Balance Information',
    loading: 'Loading balance',
    unableToLoad: 'Unable to load balance',
    pending: 'Pending: <strong>{{amount}}</strong>',
    withdraw: 'Withdraw',
  },
  information: {
    title: 'Balance Information',
    available:
      '<strong>Available balance:</strong> gifts and purchases paid on the web are added to your available balance instantly. You can withdraw it any time.',
    pending:
      '<strong>Pending balance:</strong> payments made in the PIXEL mobile app are added to your available balance on the 15th of each month.',
    gotIt: 'GOT IT',
  },
} as const;
