import type { Catalogue } from '../types';

export const gifts: Catalogue['gifts'] = {
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
