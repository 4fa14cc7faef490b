import { describe, expect, it } from 'vitest';
import { scanAmountOf, scanLink } from './scan-link';

describe('a scan-to-gift link', () => {
  it("opens the creator's page with Support Me at the amount, the gift marked as from the stream", () => {
    expect(scanLink('https://pixel.ph', 'lea', 15_000)).toBe('https://pixel.ph/lea?amount=150&source=stream');
    expect(scanLink('https://pixel.ph', 'lea', 15_050)).toBe(
      'https://pixel.ph/lea?amount=150.50&source=stream',
    );
  });

  it('presets ₱100 when the widget address names no amount it can use', () => {
    expect(scanAmountOf('250')).toBe(25_000);
    expect(scanAmountOf('99.5')).toBe(9_950);
    for (const value of [null, '', '0', '-5', 'abc', '1e3', '1234567']) {
      expect(scanAmountOf(value), String(value)).toBe(10_000);
    }
  });
});
