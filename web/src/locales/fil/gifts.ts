import type { Catalogue } from '../types';

export const gifts: Catalogue['gifts'] = {
  supportMe: {
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
};
