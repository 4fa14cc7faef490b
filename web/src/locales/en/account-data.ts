/** Download my data (decision on data exports): a ZIP of everything the account holds. */
export const accountData = {
  title: 'Download my data',
  eyebrow: 'Settings',
  intro:
    'Get a copy of your PIXEL data as a ZIP file, with each part as a spreadsheet (CSV) and as JSON. We prepare it in the background and mail you a link that works for 24 hours, for you only.',
  contentsTitle: 'What the ZIP holds',
  contents: {
    profile: 'Your profile: page name and address, email, bio, mobile number, referral code',
    posts:
      'Your Snaps, Slides and Bloc posts with their captions, your goals, and your questions and answers',
    photos: 'The photos you uploaded, as you uploaded them',
    gifts: 'Gifts you sent and received, your purchases and sales',
    memberships: 'Your memberships, and your tiers and members',
    money: 'Your transactions and payouts',
    accounts: 'Your bank and e-wallet accounts (account numbers masked to their last 4 digits)',
    security: 'Your sessions and browsers, your referrals, and whether two-factor sign-in is on',
  },
  yourCopy: 'Your copy',
  loadError: 'We could not load your data download.',
  nextRequest: 'You can ask for a new copy once a day: again after <time></time>.',
  download: 'Download my data',
  preparingTitle: 'Your data is being prepared',
  preparingText:
    'This can take a few minutes. We will mail you a link when it is ready, and you can download it from this page too.',
  readyTitle: 'Your data is ready',
  readyText: 'We mailed you a link too. The download works until <time></time>; then the file is deleted.',
  downloadZip: 'Download ZIP',
  downloadZipSized: 'Download ZIP ({{size}})',
  expired: 'Your last copy expired <time></time> and was deleted.',
} as const;
