import type { Catalogue } from '../types';

export const help: Catalogue['help'] = {
  payoutLimits: {
    title: 'Bakit hindi ko ma-withdraw ang lahat ng kinita ko sa PIXEL?',
    eyebrow: 'Tulong · Payout at mga bayad',
    intro:
      'May dalawang dahilan kung bakit puwedeng mas mababa ang kaya mong i-withdraw kaysa sa kabuuang kita mo: ang buwanang limit ng standard na bank payout, at ang kitang pending pa.',
    capTitle: 'Hanggang {{cap}} lang kada buwan ang standard na bank payout',
    capText:
      'Ipinapadala ng standard payout ang pera sa bank account mo. {{fee}} ang bayad sa bawat isa, at hanggang <strong>{{cap}} lang kada buwan</strong> (oras sa Pilipinas) ang kabuuan nila. Bumabalik sa simula ang limit tuwing ika-1 ng buwan.',
    capExample:
      'Halimbawa, kung nakapag-withdraw ka na ng {{withdrawn}} sa bank mo ngayong buwan, puwede ka pang mag-withdraw nang hanggang {{left}} sa standard payout hanggang matapos ang buwan. Makikita sa Withdraw screen ang halagang puwedeng i-withdraw.',
    directTitle: 'Libre ang direct e-payment payout',
    directText:
      'Ipinapadala ng direct e-payment payout ang pera sa naka-link mong e-payment account, nang <strong>walang bayad</strong>. Ito ang inirerekomenda namin, at hindi ito sakop ng buwanang limit ng standard payout.',
    option: 'Paraan ng payout',
    fee: 'Bayad',
    limit: 'Buwanang limit',
    direct: 'Direct e-payment (inirerekomenda)',
    free: 'LIBRE',
    none: 'Wala',
    standard: 'Standard (bank)',
    pendingTitle: 'Baka pending pa ang ilang kita',
    pendingText:
      'Agad na nadadagdag sa available na balance mo ang mga gift at bili sa PIXEL website. Ang mga galing sa PIXEL mobile app ay naka-pending muna at nagiging available tuwing ika-15 ng buwan. Ang available na balance lang ang puwedeng i-withdraw.',
    stillTitle: 'Kailangan pa ng tulong?',
    stillText: 'Mag-email sa amin sa <link>{{email}}</link> at masaya kaming tutulong.',
  },
};

/** Keys of this file whose Filipino is the English (names, words used as they are). */
export const sameInBoth: string[] = ['help.payoutLimits.standard'];
