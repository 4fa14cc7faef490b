/** The help articles (spec §2: Why can't I withdraw all my PIXEL earnings?). */
export const help = {
  payoutLimits: {
    title: "Why can't I withdraw all my PIXEL earnings?",
    eyebrow: 'Help · Payouts and fees',
    intro:
      'There are two reasons why the amount you can withdraw may be lower than your total earnings: the monthly limit on standard bank payouts, and earnings that are still pending.',
    capTitle: 'Standard bank payouts are capped at {{cap}} per month',
    capText:
      'A standard payout sends money to your bank account. Each one costs {{fee}}, and together they can add up to at most <strong>{{cap}} per calendar month</strong> (Philippine time). The limit resets on the 1st of every month.',
    capExample:
      'For example, if you have already withdrawn {{withdrawn}} to your bank this month, you can withdraw up to {{left}} more by standard payout until the month ends. The Withdraw screen shows the amount allowed for withdrawal.',
    directTitle: 'Direct e-payment payouts are free',
    directText:
      "A direct e-payment payout sends money to your linked e-payment account, with <strong>no fee</strong>. It is the option we recommend, and the standard payout's monthly limit does not apply to it.",
    option: 'Payout option',
    fee: 'Fee',
    limit: 'Monthly limit',
    direct: 'Direct e-payment (recommended)',
    free: 'FREE',
    none: 'None',
    standard: 'Standard (bank)',
    pendingTitle: 'Some earnings may still be pending',
    pendingText:
      'Gifts and purchases made on the PIXEL website are added to your available balance at once. Those made in the PIXEL mobile app are held as pending balance and become available on the 15th of each month. Only the available balance can be withdrawn.',
    stillTitle: 'Still need help?',
    stillText: 'Write to us at <link>{{email}}</link> and we will be glad to help.',
  },
} as const;
