/** Deleting an account, and cancelling it within 30 days. */
export const accountDeletion = {
  title: 'Delete my account',
  eyebrow: 'Settings',
  intro: 'Withdraw what is in your wallet first: an account with money in it cannot be deleted.',
  whatHappens: 'What happens',
  happens: {
    closes: 'Your page closes at once: everyone gets Page Not Found, and you leave search and lists.',
    gifts: "Your gifts on other creators' pages show as from a Former member.",
    signedOut: 'You are signed out everywhere.',
    erased:
      'After {{days}} days your profile, photos, posts, messages and payout accounts are erased. Sign in before then to cancel.',
    buyers: 'Buyers of your photos keep them for 15 days.',
    records: 'Records of payments and payouts are kept without your name, as the law requires.',
  },
  confirmItIsYou: 'Confirm it is you',
  cannotYet: 'Your account cannot be deleted yet',
  password: 'Password',
  passwordRequired: 'The password is required.',
  codeDigits: 'The two factor code must be 6 digits.',
  codeRequired: 'The code from your authenticator app is required.',
  confirmTitle: 'Delete your account?',
  confirmMessage:
    'Your page closes at once, for everyone. It is erased in {{days}} days unless you sign in and cancel before then.',
  deleted: 'Your account is closed and will be erased on {{date}}. Sign in before then to cancel.',
  pending: {
    documentTitle: 'Your account will be erased',
    title: 'Your account will be erased on {{date}}',
    text: 'You asked to delete your account. Your page is closed and nobody can see it. On {{date}} your profile, photos, posts, messages and payout accounts will be erased for good.',
    cancelText: 'Cancel the deletion to get your account back as it was.',
    cancel: 'Cancel deletion',
    cancelled: 'The deletion of your account is cancelled. Your page is back.',
  },
} as const;
