import { describe, expect, it } from 'vitest';
import { formatTin, maskTin, taxDetailsForm, tinDigits, withholdingOfYear, withholdingOn } from './tax.ts';
import { inEnglish } from './testing.ts';

const pesos = (amount: number) => Math.round(amount * 100);

describe('withholding on a remittance (RR 16-2023)', () => {
  it('takes nothing when the year reaches exactly ₱500,000', () => {
    expect(withholdingOn({ remittedBefore: 0, amount: pesos(500_000) })).toBe(0);
    expect(withholdingOn({ remittedBefore: pesos(499_999.99), amount: 1 })).toBe(0);
    expect(withholdingOn({ remittedBefore: pesos(400_000), amount: pesos(100_000) })).toBe(0);
  });

  it('takes 1 % of half of the whole remittance that passes it by one centavo', () => {
    // ₱500,000.01 / 200 = ₱2,500.00005: rounded to ₱2,500.00
    expect(withholdingOn({ remittedBefore: 0, amount: pesos(500_000.01) })).toBe(pesos(2_500));
    // ₱500,000 before, one centavo now: half a centavo's hundredth, rounded to nothing
    expect(withholdingOn({ remittedBefore: pesos(500_000), amount: 1 })).toBe(0);
    // ₱400,000 before, ₱100,000.01 now: the whole ₱100,000.01 is withheld on, not only the centavo past it
    expect(withholdingOn({ remittedBefore: pesos(400_000), amount: pesos(100_000.01) })).toBe(pesos(500));
  });

  it('takes it from every later remittance of the year, rounded half up to the centavo', () => {
    expect(withholdingOn({ remittedBefore: pesos(600_000), amount: pesos(10_000) })).toBe(pesos(50));
    // ₱1.00 / 200 = 0.5 centavo: rounded up
    expect(withholdingOn({ remittedBefore: pesos(600_000), amount: 100 })).toBe(1);
    // 0.495 centavo: rounded down
    expect(withholdingOn({ remittedBefore: pesos(600_000), amount: 99 })).toBe(0);
    expect(withholdingOn({ remittedBefore: pesos(600_000), amount: 0 })).toBe(0);
  });

  it('refuses amounts that are not whole centavos', () => {
    expect(() => withholdingOn({ remittedBefore: 0, amount: 1.5 })).toThrow(RangeError);
  });

  it('adds up a year in order: nothing before the remittance that passes the threshold', () => {
    expect(withholdingOfYear([pesos(300_000), pesos(200_000)])).toBe(0);
    expect(withholdingOfYear([pesos(300_000), pesos(200_000), pesos(20_000)])).toBe(pesos(100));
    expect(withholdingOfYear([pesos(300_000), pesos(300_000), pesos(20_000)])).toBe(
      pesos(1_500) + pesos(100),
    );
  });
});

describe('a TIN', () => {
  it('is taken with or without dashes or spaces, as 9 digits or 12 with the branch code', () => {
    expect(tinDigits('123-456-789')).toBe('123456789');
    expect(tinDigits(' 123 456 789 000 ')).toBe('123456789000');
    expect(tinDigits('123456789001')).toBe('123456789001');
    for (const wrong of [
      '12345678',
      '1234567890',
      '12345678901',
      '1234567890123',
      '123-456-78a',
      '000-000-000',
      '',
    ])
      expect(tinDigits(wrong), wrong).toBeNull();
  });

  it('is written and hidden the BIR way', () => {
    expect(formatTin('123456789')).toBe('123-456-789');
    expect(formatTin('123456789000')).toBe('123-456-789-000');
    expect(maskTin('123456789')).toBe('•••-•••-789');
    expect(maskTin('123456789000')).toBe('•••-•••-•••-000');
  });

  it('says what is wrong with it in the form', () => {
    expect(taxDetailsForm.safeParse({ tin: '123-456-789' }).data).toEqual({ tin: '123456789' });
    const message = (input: unknown) => inEnglish(taxDetailsForm.safeParse(input).error?.issues[0]?.message);
    expect(message({})).toBe('The TIN field is required.');
    expect(message({ tin: '  ' })).toBe('The TIN field is required.');
    expect(message({ tin: '12-34' })).toMatch(/9 digits/);
  });
});
