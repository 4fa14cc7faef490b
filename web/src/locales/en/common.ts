import { en as contract } from '@pixel/contract/locales/en';
import { firstLoadSaid, pick } from '../pick';
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
  // one key per form, chosen in code: plurals would start Intl on the creator page's first paint
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
  /** A wait before a code or a mail may be sent again, in words (hooks/use-countdown `waitWords`). */
  waitMinutes: '{{minutes}} min',
  waitMinutesSeconds: '{{minutes}} min {{seconds}} s',
  waitSeconds: '{{seconds}} s',
  /** The names the server gives a supporter who shows none (the contract's `standInNames`). */
  anonymousName: 'Anonymous',
  visitorName: 'A supporter',
  formerMemberName: 'Former member',
} as const;

/** The shared screens, modals and fields of components/ (a page not found, the crop modal, an image field). */
export const shared = {
  offline: 'You are offline. PIXEL will carry on when your connection is back.',
  loadingEllipsis: 'Loading…',
  backToHome: 'BACK TO HOME',
  notAccessibleTitle: 'Content not accessible',
  notAccessibleText: 'This content is no longer available. Its owner may have hidden or deleted it.',
  notFoundTitle: 'Page Not Found',
  notFoundText: 'The page you are looking for does not exist, or it has moved.',
  oops: 'Oops!',
  couldNotLoadPage: 'We could not load this page. Please try again in a moment.',
  somethingWentWrong: 'Something went wrong.',
  comingSoon: 'Coming soon',
  comingSoonText: 'We are still building this part of PIXEL. Check back soon!',
  payOnPartnerPage: 'You will pay on the secure page of our payment partner, then come back here.',
  confirmPayment: 'Confirm payment',
  lastUpdated: 'Last updated: {{date}}',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  pageNumber: 'Page {{page}}',
  hideCharacters: 'Hide characters',
  showCharacters: 'Show characters',
  loadingPost: 'Loading post',
  mascotWaving: 'Pix, the PIXEL mascot, waving hello',
  confirm: 'Confirm',
  cropImage: 'Crop Image',
  zoom: 'Zoom',
  notAnImage: 'The file provided is not an image.1',
  chooseImage: 'Choose image',
  changeImage: 'Change image',
  imagePreview: '{{label}} preview',
  removeImage: 'Remove {{label}}',
  uploadingImage: 'Uploading {{label}}',
  uploadProgress: 'Uploading… {{progress}}%',
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
  insufficientBalance: 'Insufficient balance',
  payoutMinimum: 'The amount must be at least 100.00.',
  otpInvalid: 'The OTP code is invalid.',
  giftMinimum: 'The amount must be at least {{amount}}.',
  giftMaximum: 'The amount must not be greater than {{amount}}.',
} as const;

/**
 * What Support Me's and a gift reply's schemas can say (the contract's catalogue, decision 0142), here for
 * the creator page's first load; the rest of the contract's messages come with the first other form.
 */
export const schema = {
  messages: pick(contract.messages, firstLoadSaid.messages),
  fields: pick(contract.fields, firstLoadSaid.fields),
};

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
  /** The first stop of Tab on a signed-in page (components/ui/skip-link). */
  skipToMain: 'Skip to main content',
  nav: {
    dashboard: 'Dashboard',
    transactions: 'Transactions',
    refundRequests: 'Refund requests',
    mySupport: 'My support',
    myMemberships: 'My memberships',
    gifts: 'Gifts',
    referrals: 'Referrals',
    explore: 'Explore',
    myGoals: 'My Goals',
    myBloc: 'My Bloc',
    mySnaps: 'My Snaps',
    myTiers: 'My Tiers',
    members: 'Members',
    insights: 'Insights',
    promoCodes: 'Promo codes',
    myShop: 'My Shop',
    commissions: 'Commissions',
    myDownloads: 'My downloads',
    myCommissions: 'My commissions',
    leaks: 'Find a leaked photo',
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
    streamKit: 'Stream kit',
    messageFilter: 'Message filter',
    embeds: 'Website button',
    community: 'Discord & Telegram',
    notifications: 'Notifications',
  },
} as const;
