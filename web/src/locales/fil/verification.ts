import type { Catalogue } from '../types';

export const verification: Catalogue['verification'] = {
  page: {
    title: 'Pag-verify ng pagkakakilanlan',
    settings: 'Mga Setting',
    intro:
      'Bago ang iyong unang payout, tinitiyak ng PIXEL kung sino ka: ayon sa mga patakaran ng Pilipinas laban sa money laundering, kailangan naming makilala ang mga pinapadalhan namin ng pera. Ibibigay mo ang iyong legal na pangalan, petsa ng kapanganakan at address, mga litrato ng government ID at isang selfie. Naka-encrypt ang mga litrato, at PIXEL support lang ang makakabukas nito.',
    region: 'Ang iyong verification',
    loadError: 'Hindi namin ma-load ang iyong verification.',
    yourDetails: 'Ang iyong mga detalye',
    sendAgain: 'Ipadala ulit ang iyong mga detalye',
  },
  state: {
    pendingTitle: 'Sinusuri namin ang iyong mga detalye',
    sentOn: 'Ipinadala mo ang mga ito noong <date></date>.',
    pendingEmail: 'Sasabihan ka ng PIXEL support sa email kapag tapos na.',
    renewalTitle: 'Oras na ng iyong taunang pagsusuri',
    renewalWhy:
      'Sa iyong balance, puwedeng lumampas sa {{threshold}} ang mga payout mo ngayong taon. Bago ang payout na magpapalampas dito, muling iva-verify ng PIXEL ang iyong pagkakakilanlan: isang beses kada taon.',
    renewalWhat:
      'Suriin ang iyong mga detalye sa ibaba at ipadala ang mga ito kasama ang bagong litrato ng iyong ID at isang selfie. Hanggang doon, makakapag-withdraw ka pa rin habang nasa ilalim ng {{threshold}} ang mga payout ngayong taon.',
    verifyAgain: 'I-verify ulit ang iyong pagkakakilanlan',
    approvedTitle: 'Verified na ang iyong pagkakakilanlan',
    verifiedOn: 'Na-verify ito ng PIXEL support noong <date></date>. ',
    nothingMore: 'Wala ka nang kailangang gawin.',
    rejectedTitle: 'Hindi namin ma-verify ang iyong pagkakakilanlan',
    supportSays: 'Sabi ng PIXEL support:',
    fixAndResend: 'Ayusin ang hinihingi nila sa ibaba at ipadala ulit ang iyong mga detalye.',
  },
  required: {
    none: 'Isang hakbang bago ang iyong unang payout',
    pending: 'Sinusuri namin ang iyong pagkakakilanlan',
    rejected: 'Hindi namin ma-verify ang iyong pagkakakilanlan',
    renewal: 'I-verify ulit ang iyong pagkakakilanlan',
    see: 'Tingnan ang iyong verification',
    verify: 'I-verify ang iyong pagkakakilanlan',
    renewalText:
      'Sa iyong balance, puwedeng lumampas sa {{threshold}} ang mga payout mo ngayong taon. Bago ang payout na magpapalampas dito, kailangan naming i-verify ulit ang iyong pagkakakilanlan. <link>I-verify ngayon</link>',
  },
  photo: {
    choose: 'Pumili ng litrato',
    types: 'JPG, PNG o WebP, hanggang {{megabytes}} MB.',
    remove: 'Alisin ang {{label}}',
    preview: 'Preview: {{label}}',
  },
  form: {
    label: 'Pag-verify ng pagkakakilanlan',
    chooseId: 'Piliin ang iyong ID',
    front: 'Litrato ng harap ng iyong ID',
    back: 'Litrato ng likod ng iyong ID',
    selfie: 'Selfie',
    selfieHint: 'Ang iyong mukha, malinaw at maliwanag.',
    legalName: 'Legal na pangalan',
    legalNameHint: 'Gaya ng nakasulat sa iyong ID.',
    birthDate: 'Petsa ng kapanganakan',
    birthDateHint: 'Dapat {{age}} taong gulang ka o higit pa.',
    address: 'Address',
    idType: 'Uri ng ID',
    send: 'Ipadala para masuri',
  },
  formMessages: {
    submitted: 'Salamat. Sinusuri na ng PIXEL support ang iyong mga detalye at sasabihan ka namin sa email.',
  },
};

/** Keys of this file whose Filipino is the English (names, words used as they are). */
export const sameInBoth: string[] = [
  'verification.form.selfie',
  'verification.form.address',
  'verification.photo.preview',
];
