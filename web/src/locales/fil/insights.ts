import type { Catalogue } from '../types';

export const insights: Catalogue['insights'] = {
  creatorHub: 'Creator hub',
  title: 'Insights',
  intro:
    'Kumusta ang page mo, buwan-buwan: para saan ka binabayaran ng mga supporter, sino ang sumasali sa mga membership mo, sino ang nananatili at paano sila nagbabayad.',
  range: 'Mga buwang ipinapakita',
  ranges: {
    '6': 'Nakaraang 6 na buwan',
    '12': 'Nakaraang 12 buwan',
    '24': 'Nakaraang 24 na buwan',
  },
  loading: 'Nilo-load ang insights mo',
  loadError: 'Hindi namin ma-load ang insights mo.',
  empty: {
    title: 'Wala pang member',
    text: 'Kapag may sumali na sa mga tier mo, makikita mo rito kung sino ang sumasali, sino ang nananatili at magkano ang ibinabayad nila bawat buwan.',
    action: 'I-set up ang mga tier mo',
  },
  cards: {
    mrr: 'Buwanang kita mula sa membership',
    mrrChange: '{{change}} mula noong nakaraang buwan',
    mrrHint: 'Bawat tumatakbong membership sa presyo nito, ang bahagi nito sa isang buwan.',
    members: 'Mga aktibong member',
    membersEverOne: '1 member mula noon',
    membersEver: '{{members}} member mula noon',
    lifetimeValue: 'Karaniwang halaga bawat member',
    lifetimeValueHint: 'Ang ibinayad ng mga member, bawas ang mga refund, hinati sa lahat ng naging member.',
    nextMonth: 'Inaasahan sa {{month}}',
    nextMonthHintOne:
      '1 membership ang kusang magre-renew sa buwang iyon, sa presyo ng tier nito, bago ang fees.',
    nextMonthHint:
      '{{renewals}} membership ang kusang magre-renew sa buwang iyon, sa presyo ng tier nila, bago ang fees.',
  },
  income: {
    title: 'Kita ayon sa uri',
    hint: 'Ang ibinayad sa iyo ng mga supporter sa buwan, bago ang fees at mga refund, ayon sa statement mo.',
    total: 'Kabuuan',
    paymentsOne: '1 bayad',
    payments: '{{count}} bayad',
    types: {
      membership: 'Mga membership',
      payment: 'Mga Snap at Slide',
      donation: 'Mga regalo',
      product_sale: 'Benta sa shop',
      commission: 'Mga commission',
    },
  },
  download: 'I-download ang CSV',
  downloadLabel: 'I-download ang CSV: {{table}}',
  months: {
    title: 'Mga member bawat buwan',
    month: 'Buwan',
    newMembers: 'Bago',
    renewals: 'Nag-renew',
    lapses: 'Natapos',
    cancellations: 'Nag-cancel',
    revenue: 'Kita',
    members: 'Mga member',
    mrr: 'MRR',
    mrrChange: 'Pagbabago ng MRR',
    hint: 'Ang kita ay ang ibinayad ng mga member sa buwan, bago ang fees at mga refund. Ang mga member at ang MRR ay sa katapusan ng buwan.',
  },
  tiers: {
    title: 'Bawat tier',
    tier: 'Tier',
    none: 'Walang nangyari sa mga tier mo sa mga buwang ito.',
  },
  cohorts: {
    title: 'Pananatili ayon sa buwan ng pagsali',
    joinedIn: 'Sumali noong',
    joined: 'Sumali',
    later: '+{{months}} buwan',
    laterLabel: 'Makalipas ang {{months}} buwan',
    hint: 'Ang bahagi ng mga sumali sa isang buwan na member pa rin makalipas ang 1, 2, 3… buwan. Lumalabas ang isang buwan kapag tapos na ito.',
    none: 'Walang sumali sa mga buwang ito.',
  },
  conversion: {
    title: 'Mga checkout ayon sa paraan ng pagbayad',
    started: 'Sinimulan',
    paid: 'Nabayaran',
    rate: 'Conversion',
    hint: 'Sa page ng PayMongo pumipili ang mga supporter kung paano magbabayad, kaya may paraan lang ang isang checkout kapag bayad na ito. Ang conversion ay ang mga checkout na nabayaran sa isang buwan kumpara sa mga sinimulan dito.',
  },
  methods: {
    gcash: 'GCash',
    maya: 'Maya',
    qrph: 'QR Ph',
    card: 'Card',
    other: 'Iba pa',
  },
};

/** The words Filipinos use as they are: product and method names, and the figures' usual short names. */
export const sameInBoth: string[] = [
  'layout.nav.insights',
  'insights.creatorHub',
  'insights.title',
  'insights.months.mrr',
  'insights.tiers.tier',
  'insights.conversion.rate',
  'insights.methods.gcash',
  'insights.methods.maya',
  'insights.methods.qrph',
  'insights.methods.card',
];
