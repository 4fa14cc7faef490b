import type { Catalogue } from '../types';

export const refundRequests: Catalogue['refundRequests'] = {
  states: {
    askedAwaiting: 'Humiling ng refund: hinihintay ang creator',
    receivedAwaiting: 'Hinihintay ang sagot mo',
    askedSupport: 'Humiling ng refund: nasa PIXEL support',
    receivedSupport: 'Nasa PIXEL support',
    askedRefunded: 'Inaprubahan ang refund',
    receivedRefunded: 'Na-refund',
    askedDeclined: 'Tinanggihan ang refund',
    receivedDeclined: 'Tinanggihan',
  },
  page: {
    title: 'Mga hiling na refund',
    intro:
      'Puwedeng humiling ang isang supporter na maibalik ang pera niya sa loob ng {{askDays}} araw mula nang magbayad siya para sa isang post o membership. Sumagot sa loob ng {{creatorDays}} araw; pagkatapos noon, ang PIXEL support na ang magpapasya.',
    loading: 'Nilo-load ang mga hiling na refund',
    loadError: 'Hindi namin ma-load ang mga hiling na refund mo.',
    empty: 'Walang hiling na refund.',
    pages: 'Mga pahina ng mga hiling na refund',
    post: 'Post',
    membership: 'Membership',
    asked: 'Hiniling noong',
    answerBy: 'Sumagot bago ang',
    answered: 'Sinagot noong',
    reply: 'Sagot: {{reply}}',
    approve: 'Aprubahan ang refund',
    decline: 'Tanggihan',
  },
  card: {
    titleOne: '{{count}} hiling na refund ang naghihintay ng sagot mo',
    titleMany: '{{count}} na hiling na refund ang naghihintay ng sagot mo',
    text: 'Sumagot sa loob ng {{days}} araw mula sa bawat hiling; pagkatapos noon, ang PIXEL support na ang magpapasya.',
    link: 'Tingnan ang mga hiling na refund',
  },
  answer: {
    approve: 'Aprubahan ang refund',
    decline: 'Tanggihan ang refund',
    approvePurchase:
      'Agad na maibabalik ang {{amount}} kay {{name}}, at hindi na niya mabubuksan ang post. Kukunin sa balance mo ang parte mo rito.',
    approveMembership:
      'Agad na maibabalik ang {{amount}} kay {{name}}. Kukunin sa balance mo ang parte mo rito.',
    declineText:
      'Sabihin kay {{name}} kung bakit mo tinatanggihan. Ie-email namin sa kanya ang sagot mo; pinal na ang tinanggihang hiling.',
    replyOptional: 'Sagot (opsyonal)',
    reply: 'Sagot',
  },
  ask: {
    title: 'Humiling ng refund',
    membership:
      'Hinihiling mo kay {{name}} na ibalik ang {{amount}} na ibinayad mo para sa membership na ito.',
    post: 'Hinihiling mo kay {{name}} na ibalik ang {{amount}} na ibinayad mo para sa post na ito.',
    deadline:
      'May {{days}} araw si {{name}} para sumagot; kung hindi siya sumagot, ang PIXEL support na ang magpapasya. Ie-email namin sa iyo ang sagot.',
    reason: 'Dahilan',
    send: 'Ipadala ang hiling',
  },
};

/** Keys of this file whose Filipino is the English (names, words used as they are). */
export const sameInBoth: string[] = ['refundRequests.page.post', 'refundRequests.page.membership'];
