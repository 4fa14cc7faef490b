import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageUrlField } from './auth.ts';
import { pageUrlOf, reservedPageUrls } from './constants.ts';

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
