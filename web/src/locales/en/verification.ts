/** The verification feature's texts (features/verification). */
export const verification = {
  page: {
    title: 'Identity verification',
    settings: 'Settings',
    intro:
      "Before your first payout, PIXEL checks who you are: the Philippines' anti-money laundering rules ask us to know who we send money to. You give your legal name, birth date and address, photos of a government ID and a selfie. The photos are kept encrypted, and only PIXEL support can open them.",
    region: 'Your verification',
    loadError: 'We could not load your verification.',
    yourDetails: 'Your details',
    sendAgain: 'Send your details again',
  },
  state: {
    pendingTitle: 'We are checking your details',
    sentOn: 'You sent them on <date></date>.',
    pendingEmail: 'PIXEL support will tell you by email when it is done.',
    renewalTitle: 'Your yearly check is due',
    renewalWhy:
      'With your balance, your payouts this year could pass {{threshold}}. Before the payout that takes them past it, PIXEL verifies your identity again: once a year.',
    renewalWhat:
      "Check your details below and send them with new photos of your ID and a selfie. Until then, you can still withdraw while this year's payouts stay under {{threshold}}.",
    verifyAgain: 'Verify your identity again',
    approvedTitle: 'Your identity is verified',
    verifiedOn: 'PIXEL support verified it on <date></date>. ',
    nothingMore: 'Nothing more is needed from you.',
    rejectedTitle: 'We could not verify your identity',
    supportSays: 'PIXEL support says:',
    fixAndResend: 'Fix what they ask below and send your details again.',
  },
  required: {
    none: 'One step before your first payout',
    pending: 'We are checking your identity',
    rejected: 'We could not verify your identity',
    renewal: 'Verify your identity again',
    see: 'See your verification',
    verify: 'Verify your identity',
    renewalText:
      'With your balance, your payouts this year could pass {{threshold}}. Before the payout that takes them past it, we need to verify your identity again. <link>Verify now</link>',
  },
  photo: {
    choose: 'Choose a photo',
    types: 'JPG, PNG or WebP, up to {{megabytes}} MB.',
    remove: 'Remove the {{label}}',
    preview: 'Preview: {{label}}',
  },
  form: {
    label: 'Identity verification',
    chooseId: 'Choose your ID',
    front: 'Photo of the front of your ID',
    back: 'Photo of the back of your ID',
    selfie: 'Selfie',
    selfieHint: 'Your face, clear and in good light.',
    legalName: 'Legal name',
    legalNameHint: 'As it is written on your ID.',
    birthDate: 'Birth date',
    birthDateHint: 'You must be {{age}} or older.',
    address: 'Address',
    idType: 'ID type',
    send: 'Send for checking',
  },
  /** What the form says once its details are sent. */
  formMessages: {
    submitted: 'Thank you. PIXEL support is checking your details and will tell you by email.',
  },
} as const;
