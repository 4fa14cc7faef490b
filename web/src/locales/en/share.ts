/** The share feature's texts (features/share). */
export const share = {
  panel: {
    message: 'Support {{name}} on PIXEL',
    shareOn: 'Share on',
    pageLink: 'Page link',
    copyLink: 'Copy link',
    shareQrCode: 'Share QR Code',
    linkCopied: 'Link copied',
    copyFailed: 'The link could not be copied',
    copyFailedHint: 'Select the link and copy it instead.',
  },
  share: {
    title: 'Share',
    intro: "Share {{name}}'s page with your friends.",
  },
  shareProfile: {
    title: 'Share Profile',
    intro: 'Share your page so your supporters can find you and send you gifts.',
  },
  qrCode: {
    label: 'QR code of {{value}}',
  },
  qrModal: {
    title: 'Share QR Code',
    intro: "Print it or post it: scanning it opens {{name}}'s page.",
    amountLabel: 'Preset gift amount',
    amountDescription: 'Optional. Support Me opens with this amount filled in.',
    amountZero: 'The amount must be greater than 0.',
    downloadCode: 'Download QR code',
    codeCaption: 'PNG, {{width}} × {{height}}, transparent',
    downloadCard: 'Download card',
    cardCaption: 'PNG, {{width}} × {{height}}, with the page name',
    imageFailed: 'The image could not be made',
    imageFailedHint: 'Please try again, or try another browser.',
  },
  // drawn on the downloaded QR card
  card: {
    tagline: 'Scan to support me on PIXEL',
    taglineAmount: 'Scan to send a {{amount}} gift',
  },
  // the creator's printable standee, in their own Share QR Code (decision 0156)
  standee: {
    title: 'Print a standee',
    text: 'Your name, avatar and this code on a card to stand on a table at a con or a gig. Gifts from it are marked “From your standee”.',
    size: 'Size',
    a6: 'A6 (105 × 148 mm)',
    a5: 'A5 (148 × 210 mm)',
    download: 'Download PDF',
    caption: 'PDF for a print shop, with 3 mm bleed',
  },
} as const;
