import type { Catalogue } from '../types';

export const accountDeletion: Catalogue['accountDeletion'] = {
  title: 'I-delete ang account ko',
  eyebrow: 'Mga Setting',
  intro: 'I-withdraw muna ang laman ng wallet mo: hindi puwedeng i-delete ang account na may pera pa.',
  whatHappens: 'Ano ang mangyayari',
  happens: {
    closes:
      'Magsasara agad ang page mo: Page Not Found ang makikita ng lahat, at mawawala ka sa search at mga listahan.',
    gifts: 'Ang mga gift mo sa page ng ibang creator ay lalabas na galing sa isang Dating member.',
    signedOut: 'Masa-sign out ka sa lahat ng browser.',
    erased:
      'Pagkalipas ng {{days}} araw, buburahin ang profile, mga larawan, post, mensahe at payout account mo. Mag-sign in bago noon para i-cancel.',
    buyers: 'Mananatili sa mga bumili ng larawan mo ang mga ito nang 15 araw.',
    records: 'Itinatago ang mga record ng bayad at payout nang wala ang pangalan mo, ayon sa batas.',
  },
  confirmItIsYou: 'Patunayang ikaw ito',
  cannotYet: 'Hindi pa puwedeng i-delete ang account mo',
  password: 'Password',
  passwordRequired: 'Kailangan ang password.',
  codeDigits: 'Dapat 6 na digit ang two-factor code.',
  codeRequired: 'Kailangan ang code mula sa authenticator app mo.',
  confirmTitle: 'I-delete ang account mo?',
  confirmMessage:
    'Magsasara agad ang page mo, para sa lahat. Buburahin ito pagkalipas ng {{days}} araw maliban kung mag-sign in ka at i-cancel bago noon.',
  deleted: 'Sarado na ang account mo at buburahin ito sa {{date}}. Mag-sign in bago noon para i-cancel.',
  pending: {
    documentTitle: 'Buburahin ang account mo',
    title: 'Buburahin ang account mo sa {{date}}',
    text: 'Hiniling mong i-delete ang account mo. Sarado na ang page mo at walang makakakita nito. Sa {{date}}, tuluyang buburahin ang profile, mga larawan, post, mensahe at payout account mo.',
    cancelText: 'I-cancel ang pag-delete para maibalik ang account mo gaya ng dati.',
    cancel: 'I-cancel ang pag-delete',
    cancelled: 'Na-cancel na ang pag-delete ng account mo. Bumalik na ang page mo.',
  },
};

/** Keys of this file whose Filipino is the English (names, words used as they are). */
export const sameInBoth: string[] = ['accountDeletion.password'];
