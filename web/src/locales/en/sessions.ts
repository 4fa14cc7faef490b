/** Sessions (decision 0094): where the account is signed in. */
export const sessions = {
  title: 'Sessions',
  eyebrow: 'Settings',
  intro:
    'The browsers signed in to your account. If you see one you do not recognise, end it and <link>change your password</link>.',
  loadError: 'We could not load your sessions.',
  list: 'Signed-in sessions',
  browserOn: '{{browser}} on {{system}}',
  aBrowserOn: 'A browser on {{system}}',
  unknownBrowser: 'An unknown browser',
  thisDevice: 'This device',
  activeNow: 'Active now',
  lastSeen: 'Last seen {{when}}',
  signedIn: 'Signed in <time></time>',
  end: 'End',
  endLabel: 'End the session of {{device}}',
  endTitle: 'End this session?',
  endMessage:
    '{{device}} will be signed out of your account at once. Whoever uses it would need your password to sign in again.',
  endConfirm: 'End session',
  ended: 'The session has ended.',
  endOthers: 'Sign out everywhere else',
  endOthersTitle: 'Sign out everywhere else?',
  endOthersMessage:
    'Every other browser signed in to your account ({{count}}) will be signed out at once. This one stays signed in.',
  endedOthersOne: 'Signed out of 1 other session.',
  endedOthersMany: 'Signed out of {{n}} other sessions.',
  onlyThisBrowser: 'Your account is signed in on this browser only.',
} as const;
