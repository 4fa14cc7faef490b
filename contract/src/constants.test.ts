import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loginWithRequest, pageUrlField } from './auth.ts';
import { campaignParamMax, campaignParams, pageUrlOf, reservedPageUrls } from './constants.ts';
import { snapPurchaseRequest } from './content.ts';
import { giftRequest } from './gifts.ts';

const fieldReading = (segment: string) => {
  const parsed = pageUrlField.safeParse(segment);
  return parsed.success ? parsed.data : null;
};

describe('pageUrlOf', () => {
  it.each([
    ['MariaSketches', 'mariasketches'],
    [' juan.dela_cruz ', 'juan.dela_cruz'],
    ['dashboard', null],
    ['ab', null],
    ['a'.repeat(31), null],
    ['maria-sketches', null],
    ['maría', null],
  ])('reads the segment %j as %j', (segment, expected) => {
    expect(pageUrlOf(segment)).toBe(expected);
  });

  it('names the same page as the page url field for any text', () => {
    const segment = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.stringMatching(/^[ A-Za-z0-9_.-]{0,34}$/),
      fc.constantFrom(...reservedPageUrls, 'DashBoard', ' help '),
    );
    fc.assert(fc.property(segment, (value) => pageUrlOf(value) === fieldReading(value)));
  });
});

describe('campaignParams', () => {
  it('are the campaign fields of provider sign-in, gifts and purchases', () => {
    for (const schema of [loginWithRequest, giftRequest, snapPurchaseRequest]) {
      const fields = Object.keys(schema.shape).filter((name) => name.startsWith('utm_'));
      expect(fields).toEqual([...campaignParams]);
      const long = schema.safeParse({ utm_source: 'x'.repeat(campaignParamMax + 1) });
      expect(long.error?.issues.some((issue) => issue.path[0] === 'utm_source')).toBe(true);
    }
  });
});
