import type { Catalogue } from '../types';

export const goals: Catalogue['goals'] = {
  loading: 'Nilo-load ang mga goal',
  manage: 'Ayusin ang mga goal',
  support: 'Suportahan ang goal na ito',
  card: {
    closed: 'Sarado',
    ended: 'Tapos na',
    active: 'Aktibo',
    endsOn: 'Matatapos sa {{date}}',
    endedOn: 'Natapos noong {{date}}',
    progress: 'Progress ng {{title}}',
    raisedOf: '{{raised}} na ang naipon sa {{target}}',
    raisedOfTarget: 'na ang naipon sa {{target}}',
  },
  form: {
    title: 'Pamagat',
    target: 'Target na halaga',
    description: 'Paglalarawan',
    endDate: 'Petsa ng pagtatapos',
    cover: 'Cover na larawan',
  },
  add: {
    documentTitle: 'Magdagdag ng Goal',
    back: '← Mga Goal Ko',
    title: 'Magdagdag ng goal',
    intro: 'Sabihin sa mga supporter mo kung para saan ka nag-iipon, at hayaan silang tumulong.',
    submit: 'Idagdag ang goal',
    added: 'Naidagdag ang goal.',
  },
  edit: {
    title: 'I-edit ang Goal',
    submit: 'I-save ang mga pagbabago',
  },
  mine: {
    eyebrow: 'Creator hub',
    add: 'Magdagdag ng goal',
    none: 'Wala ka pang goal. Magdagdag ng isa at i-share sa mga supporter mo.',
    edit: 'I-edit',
    close: 'Isara',
    closeTitle: 'Isara ang goal na ito?',
    closeMessage: 'Hindi na tatanggap ng gift ang "{{title}}". Mananatili ang mga gift na naibigay na.',
    closeConfirm: 'Isara ang goal',
    delete: 'I-delete',
    deleteTitle: 'I-delete ang goal na ito?',
    deleteMessage:
      'Aalisin sa page mo ang "{{title}}". Ang goal na may mga gift ay isasara na lang sa halip na i-delete.',
    deleted: 'Matagumpay na na-delete.',
    closedInstead: 'May natanggap nang gift ang goal na ito, kaya isinara ito sa halip na i-delete.',
  },
};

/** Keys of this file whose Filipino is the English (names, words used as they are). */
export const sameInBoth: string[] = ['goals.mine.eyebrow'];
