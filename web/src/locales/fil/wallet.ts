import type { Catalogue } from '../types';

export const wallet: Catalogue['wallet'] = {
  balance: {
    title: 'Available na balance',
    information: 'Tungkol sa Balance',
    loading: 'Nilo-load ang balance',
    unableToLoad: 'Hindi ma-load ang balance',
    pending: 'Pending: <strong>{{amount}}</strong>',
    withdraw: 'I-withdraw',
  },
  information: {
    title: 'Tungkol sa Balance',
    available:
      '<strong>Available na balance:</strong> agad na napupunta sa available na balance mo ang mga gift at bili na binayaran sa web. Puwede mo itong i-withdraw kahit kailan.',
    pending:
      '<strong>Pending na balance:</strong> ang mga bayad sa PIXEL mobile app ay napupunta sa available na balance mo tuwing ika-15 ng bawat buwan.',
    gotIt: 'SIGE',
  },
};

/** Keys of this file whose Filipino is the English (names, words used as they are). */
export const sameInBoth: string[] = ['wallet.balance.pending'];
