import type { Catalogue } from '../types';

export const overlay: Catalogue['overlay'] = {
  alerts: {
    documentTitle: 'Live alerts',
    sent: 'nagpadala ng {{amount}}',
    becameMember: 'naging member ng {{tier}}',
    invalid: 'Hindi na valid ang overlay address na ito. Kopyahin ang bago sa Live alerts settings mo.',
  },
  goal: {
    documentTitle: 'Progress ng goal',
    unavailable:
      'Hindi available ang goal overlay na ito. Kopyahin ulit ang address nito sa Live alerts settings mo.',
    progress: '{{raised}} sa {{target}}',
  },
  settings: {
    eyebrow: 'Mga Setting',
    title: 'Live alerts',
    intro:
      'Ipakita ang bawat gift sa live stream mo pagkabayad nito: ang pangalan ng supporter, ang halaga at ang mensahe niya; at bawat bagong member kasama ang tier niya. Sa OBS o sa streaming software mo, magdagdag ng Browser source gamit ang address sa ibaba.',
    address: 'Overlay address',
    copy: 'Kopyahin',
    copied: 'Nakopya na',
    keepSecret:
      'Sa iyo lang ang address na ito: makikita ng sinumang may hawak nito ang mga alert mo. Mungkahing laki: 800 × 300.',
    sound: 'Magpatunog sa bawat alert',
    sendTest: 'Magpadala ng test alert',
    testSent: 'Naipadala ang test alert.',
    showAddress: 'Ipakita ang address',
    hideAddress: 'Itago ang address',
    reset: 'I-reset ang address',
    resetTitle: 'I-reset ang overlay address?',
    resetMessage:
      'Titigil agad ang kasalukuyang address, at mawawalan ng laman ang mga overlay na nakabukas dito. Kailangan mong i-paste ang bagong address sa streaming software mo.',
    resetDone: 'May bagong address na ang overlay mo.',
    preview: 'Preview',
    previewText: 'Ang nakikita ng mga manonood mo. Magpadala ng test alert para subukan.',
    previewFrame: 'Preview ng overlay',
    goalOverlays: 'Mga goal overlay',
    goalOverlaysText:
      'Progress bar para sa isang goal na gumagalaw habang dumarating ang mga gift para dito. Idagdag ito bilang sariling browser source.',
    noGoals: 'Wala kang aktibong goal.',
    addGoal: 'Magdagdag ng goal',
    filterNote:
      'Ang mga mensaheng may salitang bina-block mo ay hinihintay ang pagsusuri mo at hindi kailanman aabot sa overlay.',
    filterLink: 'Message filter',
  },
  filter: {
    eyebrow: 'Mga Setting',
    title: 'Message filter',
    intro:
      'Bayad pa rin ang gift na may isa sa mga salitang ito sa pangalan o mensahe, pero hihintayin muna ng mga salita nito ang pagsusuri mo bago lumabas sa page o live alerts mo.',
    phrases: 'Mga naka-block na salita at parirala',
    phrasesHint:
      'Pindutin ang Enter pagkatapos ng bawat isa. Hindi pinapansin ang malaki o maliit na titik at ang mga accent, at binabasa ang 0 bilang o, 1 bilang i, 3 bilang e.',
    phrasesPlaceholder: 'Magdagdag ng salita o parirala',
    builtIn: 'Laging naka-on ang kasamang listahan ng {{count}} na mura at insulto sa English at Filipino.',
    held: 'Hinihintay ang pagsusuri',
    heldText:
      'Bayad na ang mga gift na ito at nasa balance mo na. Hindi lalabas kahit saan ang pangalan at mensahe nila hangga’t hindi mo inaaprubahan; kapag inaprubahan, lalabas din ang alert sa overlay mo.',
    noneHeld: 'Walang mensaheng naghihintay ng pagsusuri.',
    approve: 'Aprubahan',
    approved: 'Naaprubahan ang mensahe.',
    remove: 'Alisin',
    removed: 'Naalis ang mensahe.',
  },
};

/** Keys of this file whose Filipino is the English (names, words used as they are). */
export const sameInBoth: string[] = [
  'overlay.alerts.documentTitle',
  'overlay.settings.title',
  'overlay.settings.address',
  'overlay.settings.preview',
  'overlay.settings.filterLink',
  'overlay.filter.title',
];
