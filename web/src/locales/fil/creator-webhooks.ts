import type { Catalogue } from '../types';

export const creatorWebhooks: Catalogue['creatorWebhooks'] = {
  title: 'Webhooks',
  intro:
    'Ipaalam ng PIXEL sa sarili mong server kapag nakatanggap ka ng gift, nakabenta ng photo post, o may galaw ang isang payout. Naka-sign ang bawat delivery gamit ang secret ng endpoint sa Pixel-Signature header.',
  add: 'Magdagdag ng endpoint',
  yours: 'Ang mga endpoint mo',
  noEndpoints: 'Wala pang endpoint.',
  events: {
    'gift.received': 'May natanggap na gift',
    'purchase.completed': 'May bumili ng photo post',
    'payout.updated': 'May payout na nagawa o nagbago ng status',
  },
  secret: {
    title: 'Kopyahin na ang signing secret mo',
    text: 'Pinipirmahan nito ang bawat delivery sa {{url}}. Hindi na ito ipapakita ulit; i-roll ito para makakuha ng bago.',
    copy: 'Kopyahin ang secret',
    copied: 'Nakopya na',
    done: 'Tapos na',
  },
  form: {
    url: 'URL ng endpoint',
    events: 'Mga event',
    submit: 'Idagdag ang endpoint',
  },
  endpoint: {
    secretHint: 'Secret na nagtatapos sa {{hint}} · idinagdag noong <time></time>',
    confirmDelete: 'I-delete ang endpoint na ito at ang delivery log nito?',
    confirmRoll: 'Gumawa ng bagong secret? Titigil agad ang luma.',
    delete: 'I-delete',
    roll: 'I-roll ang secret',
    deleted: 'Na-delete ang webhook endpoint.',
    deliveries: 'Mga delivery',
    hideDeliveries: 'Itago ang mga delivery',
  },
  log: {
    none: 'Wala pang delivery.',
    status: { succeeded: 'pumasok', pending: 'naghihintay', failed: 'pumalya' },
    resent: ' · ipinadala ulit',
    resend: 'Ipadala ulit',
    queued: 'Nakapila ulit ang delivery.',
    event: 'Event {{id}}',
    attempt: 'Subok {{n}}: {{status}} · {{ms}} ms',
    noAnswer: 'walang sagot',
  },
};

/** Keys of this file whose Filipino is the English (names, words used as they are). */
export const sameInBoth: string[] = ['creatorWebhooks.title', 'creatorWebhooks.log.event'];
