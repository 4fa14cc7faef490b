/** The referrals feature's texts (features/referrals). */
export const referrals = {
  title: 'Referrals',
  intro:
    "Invite creators to PIXEL. When someone signs up with your code, you earn {{percent}} of PIXEL's fee on every gift and sale they receive for {{months}} months. It comes out of our fee, so they keep exactly what they would without you. Rewards reach your wallet with each payment and show in your <link>transactions</link> as Referral reward.",
  copied: 'Copied',
  yourCode: 'Your referral code',
  code: 'Referral code',
  copyCode: 'Copy code',
  link: 'Sign-up link',
  copyLink: 'Copy link',
  linkHint: 'The link opens the sign-up page with your code already filled in.',
  signedUp: 'Signed up with your code',
  earnedSoFar: 'Earned so far',
  joined: 'Joined {{date}}',
  earnsUntil: 'earns you rewards until {{date}}',
  ended: 'rewards ended {{date}}',
  earned: 'earned',
  people: 'People who signed up with your code',
  nobody: 'Nobody has signed up with your code yet. Share your link to invite creators.',
  pages: 'Pages of people who signed up with your code',
} as const;
