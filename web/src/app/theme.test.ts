import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';

/** WCAG's contrast of two #rrggbb colours. */
function contrast(a: string, b: string) {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** A colour the resolver gives: a literal, or one of the theme's shades by its variable. */
function resolved(value: string) {
  const shade = /^var\(--mantine-color-(\w+)-(\d)\)$/.exec(value);
  if (!shade) return value;
  const colors = { ...DEFAULT_THEME.colors, ...theme.colors } as Record<string, readonly string[]>;
  return colors[shade[1]!]![Number(shade[2])]!;
}

describe('the theme’s text colours', () => {
  const light = cssVariablesResolver({ ...DEFAULT_THEME, ...theme } as never).light as Record<string, string>;

  it.each(['--mantine-color-dimmed', '--mantine-color-error'])(
    '%s reads at 4.5:1 or more on white and on the dashboard’s grey',
    (variable) => {
      const colour = resolved(light[variable]!);
      expect(contrast(colour, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(contrast(colour, DEFAULT_THEME.colors.gray[1])).toBeGreaterThanOrEqual(4.5);
    },
  );
});

describe('the light variant (badges, alerts)', () => {
  const merged = { ...DEFAULT_THEME, ...theme, colors: { ...DEFAULT_THEME.colors, ...theme.colors } };
  /** Mantine's light tint: the colour's shade 1. */
  const tint = (color: string) => merged.colors[color]![1]!;

  it.each(['pixel', 'red', 'blue', 'gray', 'teal', 'orange'])(
    'writes %s text at 4.5:1 or more on its tint (the security page’s On badge is teal)',
    (color) => {
      const { color: text } = theme.variantColorResolver!({
        color,
        theme: merged as never,
        variant: 'light',
      });
      expect(contrast(resolved(text), tint(color))).toBeGreaterThanOrEqual(4.5);
    },
  );
});
