import type { Catalogue } from '../types';

export const questions: Catalogue['questions'] = {
  loading: 'Nilo-load ang mga tanong',
  editQa: 'I-edit ang Q&A',
  setUp: 'I-set up ang Q&A mo para alam ng mga supporter mo kung ano ang puwede nilang itanong.',
  questions: 'Mga tanong',
  answered: 'Mga nasagot na tanong',
  none: 'Wala pang tanong.',
  noneAnswered: 'Wala pang nasasagot na tanong. Ikaw na ang maunang magtanong!',
  ask: {
    title: 'Magtanong kay {{name}} ng kahit ano',
    question: 'Ang tanong mo',
    name: 'Pangalan',
    submit: 'Magtanong',
    sent: 'Naipadala ang tanong mo. Makikita ito ni {{name}}.',
  },
  item: {
    from: 'Tanong mula kay {{name}}',
    hidden: 'Nakatago',
    unanswered: 'Hindi pa nasasagot',
    answerFrom: 'Sagot ni {{name}}',
    answer: 'Sagutin',
    editAnswer: 'I-edit ang sagot',
    hide: 'Itago',
    unhide: 'Ipakita',
    delete: 'I-delete',
    deleteTitle: 'I-delete ang tanong na ito?',
    deleteMessage: 'Tuluyang aalisin ang tanong at ang sagot nito.',
    sendAnswer: 'Ipadala ang sagot',
    answerRequired: 'Kailangan ang sagot.',
    answerTooLong: 'Hindi dapat lumampas sa {{max}} character ang sagot.',
  },
  topic: {
    title: 'Pamagat',
    description: 'Paglalarawan',
    banner: 'Banner na larawan',
    bannerPreview: 'Preview ng banner',
    chooseBanner: 'Pumili ng banner',
    changeBanner: 'Palitan ang banner',
    uploading: 'Ina-upload ang banner',
  },
};

/** Keys of this file whose Filipino is the English (names, words used as they are). */
export const sameInBoth: string[] = [];
