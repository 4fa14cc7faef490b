import type { Catalogue } from '../types';

export const gifts: Catalogue['gifts'] = {
  // media requests (issue #65): a viewer pays to have a clip played on the creator's stream
  media: {
    button: 'Mag-request ng clip',
    title: 'Mag-request ng clip',
    intro: 'Ipapalabas ni {{name}} ang YouTube clip mo sa stream kapag inaprubahan niya ito.',
    terms: '{{price}} kada segundo, {{min}} hanggang {{max}} segundo',
    link: 'Link ng YouTube',
    linkHint:
      'Link ng youtube.com, youtu.be o YouTube Shorts. Idagdag ang ?t=90 para magsimula sa ika-90 segundo.',
    seconds: 'Ilang segundo ang ipapalabas',
    secondsRange: 'Pumili ng {{min}} hanggang {{max}} segundo.',
    price: 'Presyo: {{amount}}',
    refundNote: 'Kapag tinanggihan ni {{name}} ang clip mo, ire-refund ang gift mo.',
    send: 'Magbayad ng {{amount}}',
  },
  supportMe: {
    poll: 'Bumoto sa botohan: {{question}}',
    noVote: 'Walang boto',
    title: 'Mag-support',
    sendTo: 'Magpadala ng gift kay {{name}}',
    forGoal: 'Para sa goal: {{title}}',
    quickAmounts: 'Mabilisang halaga',
    amount: 'Halaga',
    name: 'Pangalan',
    message: 'Mensahe',
    anonymous: 'Ipadala nang anonymous',
    anonymousHint: 'Kung hindi, makikita sa gift mo ang pangalan ng page mo, {{name}}.',
    send: 'Ipadala ang gift',
  },
  list: {
    title: 'Mga bagong gift',
    loading: 'Nilo-load ang mga gift',
    loadError: 'Hindi ma-load ang mga gift.',
    emptyOwner: 'Dito lalabas ang mga gift mula sa mga supporter mo.',
    emptyVisitor: 'Wala pang gift. Ikaw na ang unang mag-support kay {{name}}!',
  },
  card: {
    memberOf: 'Member ng {{tier}}',
    member: 'Member: ',
    sentAGiftOf: 'ay nagpadala ng gift na',
    hidden: 'Nakatago',
    replyFrom: 'Sagot ni {{name}}',
    reply: 'Sumagot',
    editReply: 'I-edit ang sagot',
    hide: 'Itago',
    unhide: 'Ipakita',
    sendReply: 'Ipadala ang sagot',
  },
  confirm: {
    sending: 'Magpapadala ka ng gift na',
    to: 'kay <strong>{{name}}</strong>',
    forGoal: 'para sa goal na <strong>{{title}}</strong>',
  },
  sent: {
    title: 'Naipadala ang Gift',
    confirming: 'Kinukumpirma ang bayad mo…',
    confirmingText: 'Ilang segundo lang ito. Huwag munang isara ang page na ito.',
    unableTitle: 'Hindi makumpirma ang bayad',
    unableText:
      'Hindi namin ma-check ang bayad mo ngayon. Kung nagbayad ka, lalabas ang gift mo sa page kapag nakumpirma na ito.',
    stillTitle: 'Kinukumpirma pa ang bayad mo',
    stillText:
      'Mas matagal ito kaysa karaniwan. Lalabas sa page ang gift mo na {{amount}} kay {{name}} kapag nakumpirma na ang bayad.',
    expired: 'Nag-expire ang bayad',
    cancelled: 'Na-cancel ang bayad',
    notSent: 'Hindi naipadala ang gift mo kay {{name}}, at walang perang nakuha.',
    notSentNotice: 'Hindi naipadala ang gift mo, at walang perang nakuha.',
    done: 'Tapos na',
  },
};
