import {
  createTheme,
  defaultVariantColorsResolver,
  parseThemeColor,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type VariantColorsResolver,
} from '@mantine/core';
import { fontStack } from './fonts';

// violet to pink, the PIXEL brand
const pixel: MantineColorsTuple = [
  '#f6f0ff',
  '#e9ddfd',
  '#d0b8f7',
  '#b690f2',
  '#9f6ded',
  '#9157eb',
  '#7c3aed',
  '#6a2ed1',
  '#5e27bb',
  '#501ea5',
];

const pink: MantineColorsTuple = [
  '#fff0f7',
  '#ffdbeb',
  '#fbb4d4',
  '#f78abc',
  '#f366a7',
  '#f1519a',
  '#ec4899',
  '#d6337f',
  '#bf2a71',
  '#a81d62',
];

/**
 * On their light tint, teal's and orange's shade 9 read below 4.5:1 (a teal badge 4.3:1); these read 5.3:1 and
 * 5.7:1. Also for text of those colours on the tint outside a variant (an alert's title).
 */
export const darkerText: Partial<Record<string, string>> = { teal: '#08704f', orange: '#8a4b00' };

/**
 * Colours of the component variants, chosen for contrast: the "gradient" variant (the brand's primary buttons)
 * is painted a solid violet, because text over a gradient has no contrast ratio a reader can rely on or a
 * checker can measure; "light" variants (badges, alerts, initials avatars) write their text in the colour's
 * shade 9, not 6, which reads at 4.5:1 or more on the tint of the colours used here (pixel, red, blue, gray),
 * and teal's and orange's in their `darkerText`.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const resolved = defaultVariantColorsResolver(input);
  if (input.variant === 'gradient') {
    return {
      background: 'var(--mantine-color-pixel-7)',
      hover: 'var(--mantine-color-pixel-8)',
      color: 'var(--mantine-color-white)',
      border: 'none',
    };
  }
  // a filled red button (Delete) at shade 6 gives white text 3.3:1; shade 8 gives 4.5:1
  if (input.variant === 'filled' && input.color === 'red') {
    return { ...resolved, background: 'var(--mantine-color-red-8)', hover: 'var(--mantine-color-red-9)' };
  }
  if (input.variant === 'light') {
    const parsed = parseThemeColor({ color: input.color || input.theme.primaryColor, theme: input.theme });
    if (parsed.isThemeColor && parsed.shade === undefined) {
      return { ...resolved, color: darkerText[parsed.color] ?? `var(--mantine-color-${parsed.color}-9)` };
    }
  }
  return resolved;
};

export const theme = createTheme({
  variantColorResolver,
  primaryColor: 'pixel',
  primaryShade: { light: 6, dark: 4 },
  colors: { pixel, pink },
  fontFamily: fontStack,
  headings: {
    fontFamily: fontStack,
    fontWeight: '800',
  },
  defaultRadius: 'md',
  defaultGradient: { from: 'pixel.6', to: 'pink.6', deg: 135 },
  // a reader whose system asks for less motion gets modals and menus that appear in place, without sliding
  respectReducedMotion: true,
  components: {
    // Mantine draws a modal's header as <header>, which is a second banner landmark beside the page's own
    ModalHeader: { defaultProps: { component: 'div' } },
    Button: { defaultProps: { radius: 'xl' } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    Modal: {
      defaultProps: {
        radius: 'lg',
        centered: true,
        // the corner × has no text of its own; 'Close dialog' keeps it apart from a modal's own Close button
        closeButtonProps: { 'aria-label': 'Close dialog' },
      },
    },
  },
});

/**
 * Mantine's dimmed text (gray 6, 3.3:1 on white) fails the WCAG AA contrast of 4.5:1 for body text; this grey
 * still reads as secondary and passes on white and on the light grey of the dashboard (5.2:1 and 5.0:1).
 * Its error colour (red 6, the fields' messages and borders) is 3.3:1 on white; red 9 is 5.5:1, and still
 * above 4.5:1 on the dashboard's grey.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#666d75', '--mantine-color-error': 'var(--mantine-color-red-9)' },
  dark: {},
});
