import type { Catalogue } from '../types';

export const leaks: Catalogue['leaks'] = {
  page: {
    title: 'Hanapin ang na-leak na litrato',
    intro:
      'Bawat kopya ng mga bayad mong litrato na binubuksan ng buyer o member ay may nakatagong marka na nagsasabi kung sino sila. May nakita ka bang litrato mo kung saan hindi dapat? I-upload ang kopyang nakita mo para malaman kung kanino ito.',
    dragHere: 'I-drag dito ang kopyang nakita mo',
    choose: 'Pumili ng litrato',
    rules: 'JPEG, PNG o WebP, hanggang {{megabytes}} MB.',
    wrongType: 'Pumili ng litratong JPEG, PNG o WebP.',
    tooLarge: 'Dapat {{megabytes}} MB o mas maliit ang litrato.',
    reading: 'Binabasa ang marka sa {{name}}',
  },
  visible: {
    title: 'Markang nakikita nila',
    label: 'Ipakita ang page address ng bawat bumili sa kopya nila',
    hint: 'Ilalagay ang PIXEL page address nila sa kanang ibabang sulok ng mga kopyang mabubuksan mula ngayon, bukod sa di-nakikitang marka. Hindi magbabago ang mga kopyang nabuksan na.',
    saved: 'Na-save.',
    loading: 'Nilo-load ang pinili mo',
    loadError: 'Hindi ma-load ang pinili mo. I-reload ang page para subukan ulit.',
  },
  answer: {
    namedTitle: 'Kopya ito ni {{name}}',
    photo: 'Litrato',
    photoOf: 'Litrato {{position}} ng Snap Slide mo',
    snap: 'Ang Snap mo',
    viewPost: 'Buksan ang post',
    viewer: 'Kaninong kopya',
    firstOpened: 'Unang binuksan',
    access: 'Paano nakuha',
    buyer: 'Binili ang post',
    member: 'Member',
    confidence: 'Katiyakan',
    certain: 'Tiyak',
    likely: 'Malamang',
    figures: 'Lakas ng marka {{sigma}}; kasunod {{runnerUp}}',
    noMarkTitle: 'Walang nakitang marka sa kopyang ito',
    noMarkBody:
      'Isa ito sa mga litrato mo, pero walang mabasang marka ng buyer dito. Baka kopya ito ng preview, ng sarili mong post, o masyadong binago para mabasa.',
    notYoursTitle: 'Hindi ito kopya ng alinman sa mga litrato mo',
    pendingOne:
      'Inihahanda pa ang isa sa mga litrato mo para maikumpara, kaya hindi ito nasama. Subukan ulit makalipas ang ilang minuto.',
    pending:
      'Inihahanda pa ang {{count}} sa mga litrato mo para maikumpara, kaya hindi sila nasama. Subukan ulit makalipas ang ilang minuto.',
    notYoursBody: 'Ikinumpara namin ito sa bawat litratong ibinebenta mo at wala itong katugma.',
    report: 'I-report sa PIXEL',
    reported: 'Nai-report na: titingnan ito ng staff ng PIXEL',
  },
  report: {
    title: 'I-report ang leak na ito sa PIXEL',
    body: 'Titingnan ng staff ng PIXEL ang kopya ni {{name}} at puwede nilang isara ang post mo sa kanya o i-suspend ang account niya. Sasabihan ka kapag sumagot sila.',
    bodyMember:
      'Titingnan ng staff ng PIXEL ang kopya ni {{name}} at puwede nilang isara ang post na ito sa kanya (mananatili ang membership niya, nang wala ang post na ito) o i-suspend ang account niya. Sasabihan ka kapag sumagot sila.',
    note: 'Tala (opsyonal)',
    noteHint: 'Kung saan mo ito nakita, halimbawa. Hanggang {{max}} na character.',
    cancel: 'Kanselahin',
    send: 'Ipadala ang report',
    sent: 'Naipadala na ang report mo.',
  },
};

/** The same word in Filipino: a member is a "member" (decision 0110's Taglish). */
export const sameInBoth: string[] = ['leaks.answer.member'];
