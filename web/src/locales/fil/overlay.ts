import type { Catalogue } from '../types';

export const overlay: Catalogue['overlay'] = {
  alerts: {
    documentTitle: 'Live alerts',
    sent: 'nagpadala ng {{amount}}',
    spoken: 'Ang mensahe ni {{name}}, binabasa nang malakas',
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
  kit: {
    title: 'Mga gamit sa stream',
    intro:
      'Mga widget para sa live stream mo, bawat isa ay sariling browser source: idagdag ang mga gusto mo sa OBS o Streamlabs Desktop. Nagbabago sila habang binabayaran ang mga regalo, sa bawat computer na nagpapakita sa kanila.',
    guideTitle: 'Magdagdag ng widget sa stream mo',
    obs: 'Sa OBS Studio',
    obs1: 'Sa ilalim ng Sources, i-click ang + at piliin ang Browser.',
    obs2: 'I-paste ang address ng widget sa URL, at gawing 1920 ang Width at 1080 ang Height.',
    obs3: 'Para sa mga alert na may tunog, i-tsek ang "Control audio via OBS". I-click ang OK.',
    obs4: 'I-drag ang widget sa puwestong gusto mo sa scene mo.',
    streamlabs: 'Sa Streamlabs Desktop',
    streamlabs1: 'I-click ang + sa tabi ng Sources, piliin ang Browser Source, at bigyan ito ng pangalan.',
    streamlabs2: 'I-paste ang address sa URL, gawing 1920 ang Width at 1080 ang Height, at i-click ang Done.',
    streamlabs3: 'I-drag ang widget sa puwestong gusto mo sa scene mo.',
    address: 'Address ng browser source',
    showAddresses: 'Ipakita ang mga address',
    hideAddresses: 'Itago ang mga address',
    preview: 'I-preview',
    hidePreview: 'Itago ang preview',
    previewFrame: 'Preview ng {{widget}} sa 1920 × 1080',
    reset: 'I-reset ang mga address',
    resetTitle: 'I-reset ang address ng bawat widget?',
    resetMessage:
      'Iisang lihim ang gamit ng mga widget mo. Titigil agad ang bawat kasalukuyang address, at mawawalan ng laman ang mga widget na bukas dito. Kailangan mong i-paste ang mga bagong address sa streaming software mo.',
    resetDone: 'May mga bagong address na ang mga widget mo.',
    alertSettings: 'Tunog at message filter',
    period: 'Panahon',
    periods: {
      today: 'Ngayong araw',
      week: 'Ngayong linggo',
      month: 'Ngayong buwan',
      all: 'Sa lahat ng panahon',
    },
    amount: 'Halaga ng regalo (₱)',
    timer: {
      rules: 'Mga patakaran ng timer',
      secondsPerPeso: 'Segundong idinadagdag bawat ₱1',
      secondsPerMember: 'Segundong idinadagdag bawat bagong miyembro',
      cap: 'Pinakamaraming maidadagdag (minuto)',
      capHint: 'Iwanang blangko kung walang limitasyon.',
      saveRules: 'I-save ang mga patakaran',
      minutes: 'Minuto',
      start: 'Simulan',
      restart: 'Simulan ulit',
      pause: 'I-pause',
      resume: 'Ituloy',
      stop: 'Ihinto',
      state: {
        stopped: 'Hindi tumatakbo ang timer.',
        running: 'Tumatakbo: {{left}} pa.',
        paused: 'Naka-pause, {{left}} pa.',
      },
    },
    poll: {
      new: 'Bagong botohan',
      question: 'Tanong',
      choice: 'Pagpipilian {{number}}',
      removeChoice: 'Alisin ang pagpipilian {{number}}',
      addChoice: 'Magdagdag ng pagpipilian',
      open: 'Buksan ang botohan',
      openedDone: 'Bukas na ang botohan mo. Bumoboto ang mga manonood sa pagpapadala ng regalo.',
      close: 'Isara ang botohan',
      closedDone: 'Sarado na ang botohan mo.',
      choiceTotalOne: '{{total}} · {{count}} boto',
      choiceTotalMany: '{{total}} · {{count}} na boto',
    },
    speech: {
      title: 'Binibigkas na alert',
      enabled: 'Basahin nang malakas ang mensahe ng bawat regalo pagkatapos ng tunog ng alert',
      minAmount: 'Mula sa halagang ito (₱)',
      voice: 'Boses',
      voices: { fil: 'Filipino', en: 'Ingles' },
      maxLength: 'Pinakamaraming karakter na babasahin',
      rate: 'Bilis: {{value}} salita bawat minuto',
      volume: 'Lakas: {{value}}%',
      note: 'Hindi kailanman binabasa nang malakas ang mga mensaheng hinawakan ng message filter mo.',
      save: 'I-save ang binibigkas na alert',
    },
    widgets: {
      alerts: {
        title: 'Mga alert',
        text: 'Bawat regalo at bagong miyembro sa oras na bayaran: ang pangalan ng supporter, ang halaga at ang mensahe nila.',
      },
      timer: {
        title: 'Timer ng subathon',
        text: 'Isang countdown na pinahahaba ng mga regalo at bagong miyembro, ayon sa mga patakarang itatakda mo. Patuloy itong nagbibilang kahit i-reload ito ng streaming software mo.',
      },
      poll: {
        title: 'Botohan',
        text: 'Magtanong sa mga manonood mo: bumoboto sila sa pagpapadala ng regalo kasama ang pinili nila, at ipinapakita ng widget ang bawat pagpipilian sa piso.',
      },
      leaderboard: {
        title: 'Mga nangungunang supporter',
        text: 'Ang mga nangungunang supporter mo sa panahong iyon. Nananatiling anonymous ang mga anonymous na regalo.',
      },
      scan: {
        title: 'I-scan para magregalo',
        text: 'Isang code na ini-scan ng mga manonood gamit ang GCash o anumang QR Ph app: binubuksan nito ang gift form mo na may nakalagay nang halaga, at lalabas ang alert nila sa stream mo ilang segundo matapos silang magbayad.',
      },
    },
  },
  widgets: {
    unavailable:
      'Hindi na gumagana ang address ng widget na ito. Kopyahin ang bago mula sa Mga gamit sa stream mo.',
  },
  leaderboard: {
    documentTitle: 'Mga nangungunang supporter',
    title: {
      today: 'Mga nangungunang supporter ngayong araw',
      week: 'Mga nangungunang supporter ngayong linggo',
      month: 'Mga nangungunang supporter ngayong buwan',
      all: 'Mga nangungunang supporter sa lahat ng panahon',
    },
    empty: 'Wala pang regalo. Ikaw na ang mauna!',
  },
  scan: {
    documentTitle: 'I-scan para magregalo',
    title: 'I-scan para magpadala ng regalo',
    amount: 'Regalong {{amount}}',
    codeLabel: 'QR code na nagbubukas ng gift form ni {{name}}',
    methods: 'GCash · Maya · QR Ph · mga card',
  },
  timer: {
    documentTitle: 'Timer ng subathon',
    title: 'Subathon',
    paused: 'Naka-pause',
    over: 'Tapos na ang oras!',
    added: '+{{time}}',
  },
  poll: {
    documentTitle: 'Botohan',
    label: 'Botohan',
    howToVote: 'Bumoto sa pagregalo sa {{address}}',
    closed: 'Sarado na ang botohan · {{total}} lahat',
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
