/** The tax feature's texts (features/tax). */
export const tax = {
  year: {
    title: 'Your payouts in {{year}}',
    paidOut: 'Paid out to you this year',
    progress: 'Paid out this year, of the {{threshold}} threshold',
    startsWhen: 'Withholding starts when your payouts in a year pass {{threshold}}.',
    withheldTitle: 'Tax is withheld from your payouts',
    withheldText:
      'Your payouts this year have passed {{threshold}}. By BIR rules (RR 16-2023), PIXEL withholds 1% of half of each payout (0.5% of it) and pays it to the BIR for you. It counts toward your income tax.',
    noneWithheld: 'No tax is withheld from your payouts this year.',
    withheld: 'Tax withheld this year',
    toWithhold: 'To be withheld',
  },
  form: {
    label: 'Tax details',
    tinHint: 'Your Taxpayer Identification Number: 9 digits, or 12 with the branch code. Dashes are fine.',
    certificate: 'Certificate of registration (BIR Form 2303)',
    chooseFile: 'Choose a file',
    types: 'PDF, JPG or PNG, up to {{megabytes}} MB.',
    keepOnFile: 'Leave it empty to keep the one on file.',
    remove: 'Remove the certificate',
    save: 'Save tax details',
  },
  page: {
    title: 'Tax details',
    eyebrow: 'Settings',
    intro:
      "The BIR asks payment platforms like PIXEL to keep each creator's TIN and certificate of registration (BIR Form 2303) on file. The certificate is kept encrypted, and only PIXEL support can open it. Your yearly earnings certificate is on the <link>Transactions</link> page.",
    loadError: 'We could not load your tax details.',
    onFile: 'On file',
    certificate: 'Certificate of registration ({{type}}), sent on <time></time>.',
    nothingYet: 'Nothing yet. Add your TIN and your certificate of registration below.',
    change: 'Change your tax details',
    yours: 'Your tax details',
  },
} as const;
