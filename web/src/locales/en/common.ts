/** Texts shared by every screen: buttons, loading and error states, the generic error modal. */
export const common = {
  language: 'Language',
  languageHint: 'PIXEL, its mails and SMS speak to you in this language.',
  closeDialog: 'Close dialog',
  closeNotification: 'Close notification',
  loading: 'Loading',
  loadMore: 'Load more',
  loadMoreTitle: 'Load More',
  tryAgain: 'Try Again',
  somethingWentWrong: 'Something went wrong',
  couldNotLoad: 'We could not load this just now.',
  nothingHereYet: 'Nothing here yet',
  cancel: 'Cancel',
  save: 'Save',
  done: 'DONE',
  back: 'Back',
  free: 'FREE',
  optional: 'Optional',
  notAvailable: 'Not Available',
  successfullyUpdated: 'Successfully Updated.',
  // one key per form, chosen in code: i18next's plurals would start Intl on the creator page's first paint
  supporter: 'Supporter',
  supporters: 'Supporters',
  follower: 'Follower',
  followers: 'Followers',
  follow: 'Follow',
  following: 'Following',
  share: 'Share',
  avatarOf: "{{name}}'s avatar",
  /** Date formats (dayjs): the spec's 'MMM D, YYYY at h:mm a'. */
  dateFormat: 'MMM D, YYYY',
  dateTimeFormat: 'MMM D, YYYY [at] h:mm a',
  dayFormat: 'MMM D',
  monthFormat: 'MMM YYYY',
  manilaTime: '(Manila time)',
  /** A box of a code entry (components/ui/otp-code-input). */
  otpDigit: 'Digit {{index}} of {{length}}',
} as const;

/** The generic error modal and the messages of failed calls (spec §8). */
export const errors = {
  title: 'UNABLE TO PROCEED',
  unexpected: 'An unexpected error has occurred. Try again later.',
  gotIt: 'GOT IT',
  tryAgainIn: 'Please try again in {{seconds}} seconds.',
} as const;

/**
 * The contract's own messages as the forms of the converted screens show them before any call: found by
 * their English text (lib/i18n.ts `localMessage`), so the contract keeps one language.
 */
export const messages = {
  amountRequired: 'The amount field is required.',
  amountNumber: 'The amount must be a number.',
  amountNegative: 'The amount must not be negative.',
  amountLeadingZeros: 'The amount must not have leading zeros.',
  amountDecimals: 'The amount must be a number with at most 2 decimal places.',
  amountTooLong: 'The amount must not be greater than 11 characters.',
  nameTooLong: 'The supporter name must not be greater than 16 characters.',
  messageTooLong: 'The supporter message must not be greater than 120 characters.',
  replyRequired: 'The reply field is required.',
  replyTooLong: 'The reply must not be greater than 300 characters.',
  insufficientBalance: 'Insufficient balance',
  payoutMinimum: 'The amount must be at least 100.00.',
  otpInvalid: 'The OTP code is invalid.',
  giftMinimum: 'The amount must be at least {{amount}}.',
  giftMaximum: 'The amount must not be greater than {{amount}}.',
} as const;

/** The site's header, footer and layouts. */
export const layout = {
  home: 'PIXEL home',
  account: 'Account',
  dashboard: 'Dashboard',
  logIn: 'Log in',
  signUp: 'Sign up',
  loadingPage: 'Loading the page',
  footerMadeIn: '© {{year}} PIXEL. Made in the Philippines.',
  terms: 'Terms and Conditions',
  privacy: 'Privacy Notice',
  payoutsAndFees: 'Payouts and fees',
  legalAndHelp: 'Legal and help',
  elsewhere: 'PIXEL elsewhere',
  toggleNavigation: 'Toggle navigation',
  logOut: 'Log out',
  nav: {
    dashboard: 'Dashboard',
    transactions: 'Transactions',
    refundRequests: 'Refund requests',
    mySupport: 'My support',
    myMemberships: 'My memberships',
    referrals: 'Referrals',
    explore: 'Explore',
    myGoals: 'My Goals',
    myBloc: 'My Bloc',
    mySnaps: 'My Snaps',
    myTiers: 'My Tiers',
    members: 'Members',
    profileSettings: 'Profile settings',
    accountSecurity: 'Account & security',
    signinSecurity: 'Sign-in & security',
    password: 'Password',
    sessions: 'Sessions',
    identityVerification: 'Identity verification',
    taxDetails: 'Tax details',
    downloadMyData: 'Download my data',
    deleteMyAccount: 'Delete my account',
    webhooks: 'Webhooks',
    liveAlerts: 'Live alerts',
    messageFilter: 'Message filter',
    notifications: 'Notifications',
  },
} as const;
