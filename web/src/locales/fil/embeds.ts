import type { Catalogue } from '../types';

export const embeds: Catalogue['embeds'] = {
  widget: {
    unavailable: 'Hindi available ang gift page na ito.',
    confirmTitle: 'Kumpirmahin ang bayad',
    sending: 'Magpapadala ka ng gift na {{amount}} kay {{name}}.',
    pay: 'Magpatuloy sa pagbabayad',
    payHint: 'Magbubukas ang payment page sa bagong tab.',
    change: 'Baguhin ang gift',
    payingTitle: 'Tapusin ang pagbabayad sa bagong tab',
    paying: 'Lalabas ang gift mo sa page ni {{name}} kapag bayad na ito.',
    another: 'Magpadala ng isa pang gift',
    viewPage: 'Buksan ang page ni {{name}}',
    by: 'Mga gift sa PIXEL',
  },
  card: {
    sendGift: 'Magpadala ng gift',
    visitPage: 'Bisitahin ang PIXEL page ko',
    unavailable: 'Hindi available ang page na ito.',
  },
  settings: {
    title: 'Button sa website',
    intro:
      'Maglagay ng gift button sa sarili mong website o blog, o i-link ang card mo mula sa mga social profile mo. Ang mga gift na dumaan dito ay lalabas sa history mo bilang “Mula sa website mo”.',
    look: 'Itsura',
    color: 'Kulay',
    colorHint: 'Pumili ng isa rito o i-type ang sarili mo, gaya ng #6a2ed1.',
    colorInvalid: 'Mag-type ng kulay gaya ng #6a2ed1.',
    pickColor: 'Pumili ng kulay mula sa screen',
    imageLanguage: 'Wika ng larawan ng button',
    english: 'English',
    filipino: 'Filipino',
    widgetTitle: 'Lumulutang na widget',
    widgetHint:
      'I-paste ang linyang ito sa mga page ng site mo, bago mismo ang </body>. May button na lulutang sa sulok at magbubukas ng gift form mo sa ibabaw ng page, sa wika ng bawat bisita, English o Filipino.',
    widgetCode: 'Code ng lumulutang na widget',
    buttonTitle: 'Button',
    buttonHint: 'Isang larawang naka-link sa gift page mo. I-paste ito kung saan dapat ang button.',
    buttonCode: 'Code ng button',
    buttonWords: 'Suportahan ako sa PIXEL',
    cardTitle: 'Card para sa link-in-bio',
    cardHint:
      'Maliit na page na may litrato, pangalan, bio at gift button mo, para sa mga social profile mo.',
    cardAddress: 'Address ng card mo',
    openCard: 'Buksan ang card mo',
    preview: 'Preview',
    previewPage: 'Ang website mo',
    previewWidget: 'Preview ng gift widget mo',
    closePreview: 'Isara ang preview',
    copy: 'Kopyahin',
    copied: 'Nakopya na',
  },
};

/** Words Filipino speakers use as they are: the languages' names, "Button" and "Preview" on a settings page. */
export const sameInBoth: string[] = [
  'embeds.settings.english',
  'embeds.settings.filipino',
  'embeds.settings.buttonTitle',
  'embeds.settings.preview',
];
