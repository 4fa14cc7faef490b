import { describe, expect, it } from 'vitest';
import { photoSaid } from '../features/verification/verification.photos.ts';
import { en } from '../locales/en.ts';
import { fil } from '../locales/fil.ts';
import { say } from './errors.ts';
import { languageFromHeader, localiseTransaction, writeSaid } from './i18n.ts';

/** Every key of a catalogue, as `a.b.c`, with its text. */
function entries(catalogue: object, prefix = ''): [string, string][] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : entries(value as object, `${prefix}${key}.`),
  );
}

describe('the server catalogues', () => {
  it('have the same keys in English and Filipino, each with a text and the same {{parts}}', () => {
    const english = new Map(entries(en));
    const filipino = new Map(entries(fil));
    expect([...filipino.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of filipino) {
      expect(text.trim(), key).not.toBe('');
      const parts = (value: string) => [...value.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      expect(parts(text), key).toEqual(parts(english.get(key)!));
    }
  });

  it('leaves no message in English by omission (field labels and names excepted)', () => {
    const same = entries(en.errors).filter(
      ([key, text]) => fil.errors[key as keyof typeof fil.errors] === text,
    );
    expect(same).toEqual([]);
  });

  it('leaves no transaction description in English by omission (product words excepted)', () => {
    const productWords = ['snap', 'snapSlide'];
    const same = entries(en.transactions).filter(
      ([key, text]) =>
        !productWords.includes(key) && fil.transactions[key as keyof typeof fil.transactions] === text,
    );
    expect(same).toEqual([]);
  });
});

describe('languageFromHeader', () => {
  it('guesses Filipino from fil or tl, by preference, and English otherwise', () => {
    expect(languageFromHeader('fil-PH')).toBe('fil');
    expect(languageFromHeader('tl-PH,en;q=0.5')).toBe('fil');
    expect(languageFromHeader('en-PH,fil;q=0.9')).toBe('en');
    expect(languageFromHeader('ja,fil;q=0.3')).toBe('fil');
    expect(languageFromHeader('es')).toBe('en');
    expect(languageFromHeader(undefined)).toBe('en');
  });
});

describe('writeSaid', () => {
  it('writes a text with its parts in the language, a field label in it too', () => {
    expect(writeSaid(say('tooManyRequests', { seconds: 42 }), 'fil')).toBe(
      'Masyadong madalas ang subok. Pakisubukan ulit pagkalipas ng 42 segundo.',
    );
    expect(writeSaid(say('fieldRequired', { field: 'account name' }), 'fil')).toBe(
      'Kailangan ang pangalan sa account.',
    );
    expect(writeSaid(say('fieldRequired', { field: 'account name' }), 'en')).toBe(
      'The account name field is required.',
    );
    // a label the catalogue does not name goes in as it is
    expect(writeSaid(say('fieldSelectedInvalid', { field: 'webhook endpoint' }), 'fil')).toBe(
      'Hindi valid ang napiling webhook endpoint.',
    );
    expect(writeSaid(say('insufficientBalance'), 'en')).toBe('Insufficient balance');
  });

  it('writes in English a key only English has, and the key itself when no catalogue has it', () => {
    const filipino = fil.errors as Record<string, string>;
    const written = filipino.giftNotFound!;
    delete filipino.giftNotFound;
    try {
      expect(writeSaid(say('giftNotFound'), 'fil')).toBe('Gift not found.');
    } finally {
      filipino.giftNotFound = written;
    }
    expect(writeSaid({ key: 'noSuchKey' }, 'fil')).toBe('noSuchKey');
  });

  it('says a wrong second-step code and what is wrong with an identity check in Filipino', () => {
    const inFilipino = [
      say('twoFactorWrongCode'),
      say('codeSixDigits'),
      say('twoFactorWrongRecoveryCode'),
      say('passkeyNotVerified'),
      say('identityPending'),
      say('identityApproved'),
      say('identityRenewed'),
      say('identityUnderAge', { age: 18 }),
      ...Object.values(photoSaid).flatMap((sides) => Object.values(sides)),
      say('fieldRequired', { field: 'legal name' }),
      say('fieldRequired', { field: 'ID type' }),
    ].map((said) => writeSaid(said, 'fil'));
    expect(inFilipino.slice(0, 2)).toEqual(['Mali o expired na ang code.', 'Dapat 6 na digit ang code.']);
    expect(inFilipino).toContain('Dapat JPG, PNG o WebP ang litrato ng harap ng iyong ID.');
    // none left in English: each is a Filipino text of the catalogue
    const filipino = new Set(
      entries(fil.errors)
        .map(([, text]) => text.split('{{')[0] ?? text)
        .filter((start) => start.length > 3),
    );
    for (const message of inFilipino) {
      expect(
        [...filipino].some((start) => message.startsWith(start)),
        message,
      ).toBe(true);
    }
  });
});

describe('localiseTransaction', () => {
  it('finds a posted English description, with its parts, in the Filipino catalogue', () => {
    expect(localiseTransaction('Gift from Ben', 'fil')).toBe('Gift mula kay Ben');
    expect(localiseTransaction('Gift from Ben for "New tablet"', 'fil')).toBe(
      'Gift mula kay Ben para sa "New tablet"',
    );
    expect(localiseTransaction('Payout to BDO Unibank ••••7890', 'fil')).toBe(
      'Payout sa BDO Unibank ••••7890',
    );
    expect(localiseTransaction('Payout to your e-payment account 0917•••4567', 'fil')).toBe(
      'Payout sa iyong e-payment account 0917•••4567',
    );
    // the names the server gives a supporter who shows none are read in Filipino too; a person's own stays
    expect(localiseTransaction('Purchase of Snap Slide by Anonymous', 'fil')).toBe(
      'Pagbili ng Snap Slide ni Hindi nagpakilala',
    );
    expect(localiseTransaction('Gift from A supporter', 'fil')).toBe('Gift mula kay Isang supporter');
    expect(localiseTransaction('Gift from Anonymous', 'en')).toBe('Gift from Anonymous');
    expect(localiseTransaction('Repeat purchase of Snap by Ben', 'fil')).toBe(
      'Muling pagbili ng Snap ni Ben',
    );
    expect(localiseTransaction('Refund of G-123', 'fil')).toBe('Refund ng G-123');
    expect(localiseTransaction('Earnings that covered a refund', 'fil')).toBe(
      'Kita na ipinambayad sa refund',
    );
    expect(localiseTransaction('Mobile app earnings released for 2026-10', 'fil')).toBe(
      'Kita sa mobile app na na-release para sa 2026-10',
    );
    expect(localiseTransaction('Referral reward: a sale by Ana', 'fil')).toBe(
      'Referral reward: benta ni Ana',
    );
    expect(localiseTransaction('PIXEL payout W-ABC123', 'fil')).toBe('Payout ng PIXEL W-ABC123');
  });

  it('puts a period inside a description, and a refunded description, in Filipino too', () => {
    expect(localiseTransaction('Sketch Club membership of Maria on PIXEL, 1 month', 'fil')).toBe(
      'Sketch Club membership kay Maria sa PIXEL, 1 buwan',
    );
    expect(localiseTransaction('Membership from Ben: Sketch Club, 6 months', 'fil')).toBe(
      'Membership mula kay Ben: Sketch Club, 6 buwan',
    );
    expect(localiseTransaction('Sketch Club membership of Maria on PIXEL, renewed', 'fil')).toBe(
      'Sketch Club membership kay Maria sa PIXEL, ni-renew',
    );
    expect(localiseTransaction('Gift to Maria on PIXEL (refunded)', 'fil')).toBe(
      'Gift para kay Maria sa PIXEL (na-refund)',
    );
  });

  it('leaves a description no template holds, and any English, as it was posted', () => {
    expect(localiseTransaction('Salamat, José Niño! 🎉', 'fil')).toBe('Salamat, José Niño! 🎉');
    expect(localiseTransaction('3 months', 'fil')).toBe('3 months');
    expect(localiseTransaction('Gift from Ben', 'en')).toBe('Gift from Ben');
  });
});
