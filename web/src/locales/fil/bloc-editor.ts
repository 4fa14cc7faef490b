import type { Catalogue } from '../types';

export const blocEditor: Catalogue['blocEditor'] = {
  page: {
    title: 'Bloc',
    creatorHub: 'Creator hub',
    heading: 'Bloc Ko',
    intro: 'Mga post para sa lahat, o para sa mga supporter mo lang.',
    loading: 'Nilo-load ang mga post',
    empty: 'Wala ka pang post sa Bloc mo.',
  },
  card: {
    label: 'Post sa Bloc',
    untitled: 'Walang pamagat',
    everyone: 'Lahat',
    membersOnly: 'Para sa mga member lang',
    supportersOnly: 'Para sa mga supporter lang',
    edit: 'I-edit',
    delete: 'I-delete',
    deleteTitle: 'I-delete ang post na ito?',
    deleteMessage: 'Tuluyang matatanggal ang post sa Bloc mo.',
    deleted: 'Matagumpay na na-delete.',
  },
  form: {
    editPost: 'I-edit ang post',
    newPost: 'Bagong post',
    title: 'Pamagat',
    optional: 'Opsyonal',
    post: 'Post',
    image: 'Larawan',
    whoCanRead: 'Sino ang puwedeng magbasa',
    everyone: 'Lahat',
    supportersOnly: 'Para sa mga supporter lang',
    membersOnly: 'Para sa mga member lang',
    membersOf: 'Mga member ng',
    membersOfHint: 'Ang tier na ito at bawat tier na mas mahal kada buwan',
    chooseTier: 'Pumili ng tier',
    saveChanges: 'I-save ang mga pagbabago',
    submit: 'I-post',
    posted: 'Nai-post sa Bloc mo.',
  },
};

/** Keys of this file whose Filipino is the English (names, words used as they are). */
export const sameInBoth: string[] = [
  'blocEditor.page.title',
  'blocEditor.page.creatorHub',
  'blocEditor.form.post',
];
