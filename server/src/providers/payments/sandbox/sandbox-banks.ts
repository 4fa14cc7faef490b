import type { PayoutChannel } from '../payment-provider.ts';

/**
 * The sandbox's payout channels: real Philippine banks and e-wallets, with the channel codes Xendit uses,
 * so a slug means the same bank whichever provider runs.
 */
const banks: [string, string][] = [
  ['PH_ABP', 'AllBank'],
  ['PH_AUB', 'Asia United Bank'],
  ['PH_BDO', 'BDO Unibank'],
  ['PH_ONB', 'BDO Network Bank'],
  ['PH_BOC', 'Bank of Commerce'],
  ['PH_BPI', 'Bank of the Philippine Islands'],
  ['PH_BPIDB', 'BPI Direct BanKO'],
  ['PH_CRD', 'CARD Bank'],
  ['PH_CEBRUR', 'Cebuana Lhuillier Rural Bank'],
  ['PH_CBC', 'China Banking Corporation'],
  ['PH_CBS', 'China Bank Savings'],
  ['PH_CIMB', 'CIMB Bank Philippines'],
  ['PH_CTBC', 'CTBC Bank (Philippines)'],
  ['PH_DBP', 'Development Bank of the Philippines'],
  ['PH_EWB', 'East West Banking Corporation'],
  ['PH_EWR', 'EastWest Rural Bank (Komo)'],
  ['PH_GOTYME', 'GoTyme Bank'],
  ['PH_LBP', 'Land Bank of the Philippines'],
  ['PH_MAYA', 'Maya Bank, Inc.'],
  ['PH_MPI', 'Maybank Philippines'],
  ['PH_MET', 'Metropolitan Bank & Trust (Metrobank)'],
  ['PH_PBC', 'Philippine Bank of Communications'],
  ['PH_PBB', 'Philippine Business Bank'],
  ['PH_PNB', 'Philippine National Bank'],
  ['PH_PSB', 'Philippine Savings Bank (PSBank)'],
  ['PH_PTC', 'Philippine Trust Company'],
  ['PH_PVB', 'Philippine Veterans Bank'],
  ['PH_RCBC', 'Rizal Commercial Banking Corporation (RCBC)'],
  ['PH_ROB', 'Robinsons Bank'],
  ['PH_SEA', 'SeaBank Philippines'],
  ['PH_SEC', 'Security Bank Corporation'],
  ['PH_UBP', 'Union Bank of the Philippines (UnionBank)'],
  ['PH_UDP', 'Union Digital Bank'],
  ['PH_UCPB', 'United Coconut Planters Bank'],
];

const ewallets: [string, string][] = [
  ['PH_COINS', 'Coins.ph'],
  ['PH_GCASH', 'GCash'],
  ['PH_GRABPAY', 'GrabPay'],
  ['PH_PAYMAYA', 'Maya'],
  ['PH_SHOPEEPAY', 'ShopeePay'],
];

// whole pesos only, as Xendit documents for this channel (amount_limits.minimum_increment: 1)
const wholePesos = new Set(['PH_AUB']);

export const sandboxPayoutChannels: PayoutChannel[] = [
  ...banks.map(([slug, name]): PayoutChannel => ({
    slug,
    name,
    type: 'bank',
    ...(wholePesos.has(slug) && { amountIncrement: 100 }),
  })),
  ...ewallets.map(([slug, name]): PayoutChannel => ({ slug, name, type: 'ewallet' })),
];

/**
 * Account numbers (or, for direct e-payment, mobile numbers) that make sandbox payouts behave
 * differently; every other number succeeds at once.
 */
export const sandboxTestAccounts = {
  /** The payout fails at once (INVALID_DESTINATION); the money goes back to the creator. */
  fails: ['4000000001', '9000000001'],
  /** The payout stays pending until it is completed, failed or reversed on /sandbox/payouts/{id}. */
  stays_pending: ['4000000002', '9000000002'],
  /** The provider does not answer when the payout is sent: it waits unsent, asked again by the poller. */
  unreachable: ['4000000003', '9000000003'],
} as const;
