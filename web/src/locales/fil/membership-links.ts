import type { Catalogue } from '../types';

export const membershipLinks: Catalogue['membershipLinks'] = {
  page: {
    title: {
      renew: 'I-renew ang membership mo',
      auto_renew_off: 'Patayin ang auto-renew',
      cancel: 'I-cancel ang membership mo',
      pause: 'I-pause ang membership mo',
    },
    loading: 'Nilo-load ang membership mo',
    loadError: 'Hindi namin ma-load ang link na ito.',
    invalidTitle: 'Hindi valid ang link na ito',
    invalidText: 'Buksan ulit ito mula sa mail mo, o mag-sign in para pamahalaan ang mga membership mo.',
    membershipOf: '{{tier}} membership kay {{name}}',
    paidUntil: 'Bayad hanggang {{date}}',
    pausedUntil: 'Naka-pause hanggang {{until}} · matatapos sa {{date}}',
    endedOn: 'Natapos noong {{date}}',
    renewWhat: 'Magbabayad ka ng {{price}} para sa {{period}} pa sa susunod na page.',
    autoRenewOffWhat: 'Hindi na ito kusang magre-renew. Sa iyo pa rin ang membership mo hanggang {{date}}.',
    autoRenewAlreadyOff: 'Nakapatay na ang auto-renew. Sa iyo pa rin ang membership mo hanggang {{date}}.',
    cancelWhat: 'Hindi na ito magre-renew. Sa iyo pa rin ang membership mo hanggang {{date}}.',
    alreadyCancelled: 'Naka-cancel na ang membership na ito. Sa iyo pa rin ito hanggang {{date}}.',
    cannotPause:
      'Hindi mapa-pause ang membership na ito ngayon: ang membership lang na nasa bayad na period at hindi pa naka-pause ang puwede.',
    renewConfirm: 'Magpatuloy sa pagbabayad',
    autoRenewOffConfirm: 'Patayin ang auto-renew',
    usedTitle: 'Nagamit na ang link na ito',
    expiredTitle: 'Expired na ang link na ito',
    endedTitle: 'Natapos na ang membership na ito',
    signInText:
      'Isang beses lang at may takdang panahon gumagana ang bawat link. Mag-sign in para pamahalaan ang membership mo sa My memberships.',
    endedText: 'Sumali ulit mula sa Membership tab ng page niya.',
    myMemberships: 'Pumunta sa My memberships',
    creatorPage: 'Pumunta sa page ni {{name}}',
    doneTitle: 'Tapos na',
    done: {
      cancel: 'Na-cancel na. Sa iyo pa rin ang membership mo hanggang {{date}}.',
      auto_renew_off: 'Nakapatay na ang auto-renew. Sa iyo pa rin ang membership mo hanggang {{date}}.',
      pause: 'Naka-pause hanggang {{until}}. Matatapos na ang membership mo sa {{date}}.',
      retention_offer:
        'Tinanggap mo ang alok: {{price}} na lang ang susunod mong renewal. Tuloy ang membership mo.',
      renew: 'Dinadala ka na sa pagbabayad…',
    },
  },
  choices: {
    title: 'Bago ka umalis',
    offerTitleOne: '{{percent}}% off sa susunod mong buwan',
    offerTitle: '{{percent}}% off sa susunod mong {{period}}',
    offerText:
      'Manatili, at {{offer}} na lang ang susunod mong renewal sa halip na {{price}}: alok ni {{name}}, isang beses lang.',
    offerTake: 'Tanggapin ang alok',
    pauseTitle: 'I-pause na lang',
    pauseText:
      'Walang access sa mga post para sa members at walang singil habang naka-pause. Kusa itong babalik, at hindi mawawala ang bayad mong panahon.',
    pauseEndsAutoRenew:
      'Mapapatay ang auto-renew kapag nag-pause: hindi mapa-pause ang card o Maya mo, kaya magre-renew ka mula sa mail mo pagkatapos.',
    pauseFor: 'I-pause nang',
    pauseConfirm: 'I-pause ang membership',
    cancelTitle: 'I-cancel',
    cancelAnyway: 'I-cancel pa rin',
    cancelMembership: 'I-cancel ang membership',
    loading: 'Nilo-load ang mga pagpipilian mo',
    loadError: 'Hindi namin ma-load ang mga pagpipilian mo.',
    keep: 'Ituloy ang membership',
  },
  card: {
    paused: 'Naka-pause',
    pause: 'I-pause',
    pauseLabel: 'I-pause ang membership mo kay {{name}}',
    resume: 'Ituloy na ngayon',
    resumeLabel: 'Ituloy na ngayon ang membership mo kay {{name}}',
    pausedTitle: 'Naka-pause ang membership',
    resumedTitle: 'Tuloy na ulit ang membership',
    resumedMessage: 'Bukas na ulit sa iyo ang mga post para sa members. Matatapos ito sa {{date}}.',
    offerTakenTitle: 'Tinanggap ang alok',
    offerTakenMessage: 'Mas mura ang susunod mong renewal. Tuloy ang membership mo.',
  },
};
