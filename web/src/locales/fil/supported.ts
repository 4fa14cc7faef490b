import type { Catalogue } from '../types';

export const supported: Catalogue['supported'] = {
  page: {
    title: 'Mga sinuportahan ko',
    memberships: 'Mga membership ko',
    loading: 'Nilo-load ang mga sinuportahan mo',
    couldNotLoad: 'Hindi namin ma-load ang mga sinuportahan mo.',
    pages: 'Mga page ng mga sinuportahan mo',
  },
  nothingYet: {
    title: 'Dito lalabas ang mga gift na ipinadala mo at ang mga photo na binili mo.',
    text: 'Maghanap ng creator na gusto mo sa Explore: padalhan sila ng gift, tumulong sa isa sa mga goal nila, o i-unlock ang mga photo nila.',
    explore: 'Mag-explore ng mga creator',
  },
  item: {
    bought: 'Bumili ng Snap',
    boughtSlide: 'Bumili ng Snap Slide',
    paidAgain: 'Nagbayad ulit para sa Snap',
    paidAgainSlide: 'Nagbayad ulit para sa Snap Slide',
    goalGiftTo: 'Gift para sa goal na “{{title}}”',
    goalGift: 'Gift para sa isang goal',
    membership: 'Membership',
    gift: 'Gift',
    // a product of a creator's shop (decision 0159)
    product: 'Binili sa shop',
    // a commission's down payment or balance (decision 0165)
    commission: 'Bayad sa commission',
    otherAmount: 'Hindi ito ang halagang pinili mo, kaya ibinalik sa iyo ang bayad na ito.',
    givenBack: 'Na-refund na sa iyo ang bayad na ito.',
    refundingBadge: 'Papunta na ang refund',
    refundingNote: 'Nabili mo na ito dati, kaya ibinabalik sa iyo ang bayad na ito.',
    refundedBadge: 'Na-refund na',
    refundedNote: 'Nabili mo na ito dati, kaya ibinalik na sa iyo ang bayad na ito.',
    askRefund: 'Humingi ng refund',
    until: 'hanggang',
    anonymous: '· ipinadala nang anonymous',
    replied: 'Sumagot si {{name}}: {{reply}}',
    theirAnswer: 'Sagot nila: {{reply}}',
    openPhoto: 'Buksan ang photo',
    openPhotos: 'Buksan ang mga photo',
    seeGoal: 'Tingnan ang goal',
  },
  home: {
    dashboard: 'Dashboard',
    yourSupport: 'Ang suporta mo',
    noSupport:
      'Hindi ka pa nagpapadala ng gift o bumibili ng photo. Dito lalabas ang mga creator na sinusuportahan mo, kasama ang mga post nila.',
    givenOneOne: 'naibigay sa {{payments}} bayad sa {{creators}} creator',
    givenOneMany: 'naibigay sa {{payments}} bayad sa {{creators}} na creator',
    givenManyOne: 'naibigay sa {{payments}} na bayad sa {{creators}} creator',
    givenManyMany: 'naibigay sa {{payments}} na bayad sa {{creators}} na creator',
    seeAllGifts: 'Tingnan lahat ng gift at binili mo',
    postPhoto: 'Mag-post ng photo',
    writeBloc: 'Sumulat ng Bloc post',
    setGoal: 'Gumawa ng goal',
    editProfile: 'I-edit ang profile mo',
    startPage: 'Simulan ang sarili mong page',
    pageReady:
      'Handa na ang page mo sa <link>{{url}}</link>. Mag-post o gumawa ng goal, at magiging creator dashboard mo na ang dashboard na ito, kasama ang kita at mga payout mo.',
    followNobody:
      'Wala ka pang fina-follow o sinusuportahan. Mag-follow ng mga creator para makita rito ang mga pinakabagong post nila.',
    creatorsToExplore: 'Mga creator na puwedeng tingnan',
    creatorsYouFollow: 'Mga creator na fina-follow at sinusuportahan mo',
    exploreMore: 'Mag-explore pa',
    latestGifts: 'Ang mga pinakabagong gift at binili mo',
    seeAll: 'Tingnan lahat',
  },
  creatorCard: {
    snap: 'Snap',
    snapSlide: 'Snap Slide',
    bloc: 'Bloc post',
    locked: 'Naka-lock',
    noCaption: 'Walang caption',
    youGave: 'Nagbigay ka ng {{amount}}',
    nothingPosted: 'Wala pang post.',
  },
};

/** Keys of this file whose Filipino is the English (names, words used as they are). */
export const sameInBoth: string[] = [
  'supported.item.membership',
  'supported.item.gift',
  'supported.home.dashboard',
  'supported.creatorCard.snap',
  'supported.creatorCard.snapSlide',
  'supported.creatorCard.bloc',
];
