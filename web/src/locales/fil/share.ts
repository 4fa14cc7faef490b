import type { Catalogue } from '../types';

export const share: Catalogue['share'] = {
  panel: {
    message: 'I-support si {{name}} sa PIXEL',
    shareOn: 'I-share sa',
    pageLink: 'Link ng page',
    copyLink: 'Kopyahin ang link',
    shareQrCode: 'I-share ang QR Code',
    linkCopied: 'Nakopya na ang link',
    copyFailed: 'Hindi makopya ang link',
    copyFailedHint: 'Piliin na lang ang link at kopyahin ito.',
  },
  share: {
    title: 'I-share',
    intro: 'I-share ang page ni {{name}} sa mga kaibigan mo.',
  },
  shareProfile: {
    title: 'I-share ang Profile',
    intro: 'I-share ang page mo para mahanap ka ng mga supporter mo at mapadalhan ka nila ng gift.',
  },
  qrCode: {
    label: 'QR code ng {{value}}',
  },
  qrModal: {
    title: 'I-share ang QR Code',
    intro: 'I-print o i-post ito: kapag na-scan, bubukas ang page ni {{name}}.',
    amountLabel: 'Nakatakdang halaga ng gift',
    amountDescription: 'Opsyonal. Bubukas ang Support Me na may ganitong halaga na.',
    amountZero: 'Dapat mas malaki sa 0 ang halaga.',
    downloadCode: 'I-download ang QR code',
    codeCaption: 'PNG, {{width}} × {{height}}, walang background',
    downloadCard: 'I-download ang card',
    cardCaption: 'PNG, {{width}} × {{height}}, kasama ang pangalan ng page',
    imageFailed: 'Hindi magawa ang larawan',
    imageFailedHint: 'Pakisubukan ulit, o gumamit ng ibang browser.',
  },
  card: {
    tagline: 'I-scan para i-support ako sa PIXEL',
    taglineAmount: 'I-scan para magpadala ng {{amount}} na gift',
  },
  standee: {
    title: 'Mag-print ng standee',
    text: 'Ang pangalan mo, avatar at ang code na ito sa isang card na itatayo sa mesa sa con o gig. Ang mga gift mula rito ay may markang “Mula sa standee mo”.',
    size: 'Laki',
    a6: 'A6 (105 × 148 mm)',
    a5: 'A5 (148 × 210 mm)',
    download: 'I-download ang PDF',
    caption: 'PDF para sa printing shop, may 3 mm na bleed',
  },
};

/** Keys of this file whose Filipino is the English (names, words used as they are). */
export const sameInBoth: string[] = ['share.standee.a6', 'share.standee.a5'];
