import type { ButtonProps } from '@mantine/core';

/**
 * A button whose label wraps onto a second line rather than being cut where it does not fit on one (a
 * 320 px phone): Mantine's label is one line, clipped, by default.
 */
export const wrappingLabel = {
  h: 'auto',
  mih: 36,
  py: 6,
  styles: { label: { whiteSpace: 'normal', overflow: 'visible', lineHeight: 1.3, textAlign: 'center' } },
} satisfies Partial<ButtonProps>;
