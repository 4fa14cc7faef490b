import type { Catalogue } from '../types';

export const community: Catalogue['community'] = {
  page: {
    eyebrow: 'Creator hub',
    title: 'Discord at Telegram para sa mga member',
    discord: 'Discord',

    intro:
      'Ikonekta ang iyong Discord server at pumili ng role para sa bawat tier, o ikonekta ang iyong Telegram group. Ang mga member na nag-link ng kanilang Discord account ay bibigyan ng role habang aktibo ang kanilang membership, at aalisin ito kapag natapos; makakatanggap ang mga member ng imbitasyon sa Telegram, at aalisin sila kapag natapos ito.',
    off: 'Hindi pa naka-set up ang Discord sa PIXEL na ito.',
    loading: 'Nilo-load ang iyong mga setting sa Discord',
  },
  server: {
    heading: 'Ang iyong server',
    none: 'Wala pang nakakonektang server. Pipili ka ng server sa Discord at idaragdag doon ang PIXEL bot.',
    connect: 'Ikonekta ang isang Discord server',
    connected: 'Nakakonekta sa {{name}} mula {{date}}.',
    botRole:
      'Sa Discord, panatilihing mas mataas ang PIXEL role kaysa sa mga role na ibinibigay nito, o hindi ito papayagan ng Discord.',
    disconnect: 'Idiskonekta',
    disconnectTitle: 'Idiskonekta ang {{name}}?',
    disconnectMessage:
      'Babawiin ng PIXEL ang mga role na ibinigay nito sa iyong mga member, saka hihinto. Alisin pagkatapos ang PIXEL bot sa iyong server sa Discord.',
    disconnected: 'Nadiskonekta na ang iyong Discord server.',
  },
  roles: {
    heading: 'Mga role para sa mga tier',
    noTiers: 'Wala ka pang tier. Gumawa ng isa sa My Tiers, saka pumili ng role nito rito.',
    unavailable:
      'Hindi sumagot ang Discord, kaya hindi maipakita ang mga role ng iyong server. Pakisubukang muli mamaya.',
    label: 'Role para sa {{tier}}',
    none: 'Walang role',
    save: 'I-save ang mga role',
    saved: 'Na-save ang mga role. Makukuha ng mga member ang bago nilang role sa loob ng isang minuto.',
  },
  members: {
    heading: 'Mga role ng mga member',
    none: 'Wala pang member na nag-link ng kanilang Discord account.',
    discord: 'Discord: @{{username}}',
    notLinked: 'Na-unlink ang Discord account',
    tier: 'Tier: {{tier}}',
    retry: 'Subukang muli ngayon',
    retried: 'Sinubukang muli.',
    state: {
      pending: 'Naghihintay',
      synced: 'Napapanahon',
      waiting: 'Hinihintay ang Discord',
      failed: 'Hindi nagawa',
    },
    retryAt: 'Susubukang muli {{date}}',
    error: 'Sabi ng Discord: {{error}}',
    loading: 'Nilo-load ang mga member',
  },
  outcome: {
    connected: 'Nakakonekta na ang iyong Discord server. Pumili ngayon ng role para sa bawat tier.',
    linked:
      'Naka-link na ang iyong Discord account. Makukuha mo ang mga role ng iyong mga membership sa loob ng isang minuto.',
    cancelled: 'Walang binago sa Discord.',
    failed: 'Hindi maikonekta ang Discord. Pakisubukang muli.',
    taken: 'Naka-link ang Discord account na ito sa ibang PIXEL account.',
  },
  telegram: {
    heading: 'Telegram group',
    off: 'Hindi pa naka-set up ang Telegram sa PIXEL na ito.',
    steps:
      'Idagdag si @{{bot}} sa iyong Telegram group at gawin itong admin na puwedeng mag-imbita at mag-ban ng mga user. Saka ilagay ang chat id ng group. Makakatanggap ang mga member ng link na iisang tao lang ang makakapasok, at aalisin sila kapag natapos ang kanilang membership.',
    chatId: 'Chat id ng group',
    chatIdHint: 'Gaya ng -1001234567890, o @yourgroup para sa pampublikong group.',
    connect: 'Ikonekta ang group',
    connected: 'Nakakonekta sa {{title}} mula {{date}}.',
    saved:
      'Nakakonekta na ang iyong Telegram group. Makukuha ng mga member ang kanilang imbitasyon sa loob ng isang minuto.',
    disconnect: 'Idiskonekta',
    disconnectTitle: 'Idiskonekta ang {{title}}?',
    disconnectMessage:
      'Hihinto ang PIXEL sa pag-imbita at pag-alis ng mga member. Mananatili sa group ang mga member na naroon na.',
    disconnected: 'Nadiskonekta na ang iyong Telegram group.',
  },
  invites: {
    heading: 'Mga Telegram group',
    invited:
      'Ang imbitasyon mo sa {{group}} ni {{creator}}: makakapasok ka rito nang isang beses, hanggang {{date}}.',
    join: 'Sumali sa group',
    joined: 'Nasa {{group}} ka ni {{creator}}.',
    failed: 'Papunta na ang imbitasyon mo sa {{group}} ni {{creator}}.',
  },
  link: {
    heading: 'Discord',
    text: 'I-link nang isang beses ang iyong Discord account: ibibigay sa iyo ng mga creator na member ka at gumagamit ng Discord ang role ng iyong tier sa kanilang server.',
    link: 'I-link ang Discord',
    linked: 'Naka-link bilang @{{username}}.',
    unlink: 'I-unlink',
    unlinked: 'Na-unlink na ang iyong Discord account. Binabawi na ang mga role na ibinigay dito.',
  },
};

/** Read the same in Filipino: the product's name, and the words creators use as they are. */
export const sameInBoth = [
  'community.page.eyebrow',
  'community.members.discord',
  'community.members.tier',
  'community.link.heading',
  'community.page.discord',
  'community.telegram.heading',
  'layout.nav.community',
];
