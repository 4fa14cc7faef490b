import type { Catalogue } from '../types';

export const tax: Catalogue['tax'] = {
  year: {
    title: 'Ang iyong mga payout sa {{year}}',
    paidOut: 'Naibayad sa iyo ngayong taon',
    progress: 'Naibayad ngayong taon, sa {{threshold}} na threshold',
    startsWhen:
      'Magsisimula ang withholding kapag lumampas sa {{threshold}} ang mga payout mo sa isang taon.',
    withheldTitle: 'May buwis na kinakaltas sa iyong mga payout',
    withheldText:
      'Lumampas na sa {{threshold}} ang mga payout mo ngayong taon. Ayon sa patakaran ng BIR (RR 16-2023), kinakaltas ng PIXEL ang 1% ng kalahati ng bawat payout (0.5% nito) at ibinabayad ito sa BIR para sa iyo. Bahagi ito ng iyong income tax.',
    noneWithheld: 'Walang buwis na kinakaltas sa iyong mga payout ngayong taon.',
    withheld: 'Buwis na nakaltas ngayong taon',
    toWithhold: 'Kakaltasin pa',
  },
  form: {
    label: 'Mga detalye sa buwis',
    tinHint:
      'Ang iyong Taxpayer Identification Number: 9 na digit, o 12 kasama ang branch code. Puwede ang mga gitling.',
    certificate: 'Certificate of registration (BIR Form 2303)',
    chooseFile: 'Pumili ng file',
    types: 'PDF, JPG o PNG, hanggang {{megabytes}} MB.',
    keepOnFile: 'Iwan itong blangko para manatili ang nasa file.',
    remove: 'Alisin ang certificate',
    save: 'I-save ang mga detalye sa buwis',
  },
  page: {
    title: 'Mga detalye sa buwis',
    eyebrow: 'Mga Setting',
    intro:
      'Hinihingi ng BIR sa mga payment platform tulad ng PIXEL na itago ang TIN at certificate of registration (BIR Form 2303) ng bawat creator. Naka-encrypt ang certificate, at ang PIXEL support lang ang makakabukas nito. Nasa page ng <link>Mga Transaksyon</link> ang taunang certificate ng kita mo.',
    loadError: 'Hindi namin ma-load ang mga detalye mo sa buwis.',
    onFile: 'Nakatala',
    certificate: 'Certificate of registration ({{type}}), ipinadala noong <time></time>.',
    nothingYet: 'Wala pa. Idagdag ang TIN at certificate of registration mo sa ibaba.',
    change: 'Palitan ang mga detalye mo sa buwis',
    yours: 'Ang mga detalye mo sa buwis',
  },
};

/** Keys of this file whose Filipino is the English (names, words used as they are). */
export const sameInBoth: string[] = ['tax.form.certificate'];
