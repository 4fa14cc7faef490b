import { z } from 'zod';
import { languages } from './auth.ts';
import { says } from './said.ts';

/** The source the button and the widget on a creator's own website give the gifts they bring (`giftSources`). */
export const embedSource = 'embed' as const;

/**
 * The colours the Embeds settings offer for the button and the widget (decision 0158), each under white
 * words at WCAG's 4.5:1 or more; any other colour written as `#rrggbb` is taken too. The first, the brand's
 * violet, is the one used when none is given.
 */
export const embedColors = ['#6a2ed1', '#c2255c', '#c2410c', '#2f7d32', '#1971c2', '#212529'] as const;
export const defaultEmbedColor = embedColors[0];

const hexColor = /^#[0-9a-f]{6}$/i;
export const isEmbedColor = (value: string) => hexColor.test(value);

/**
 * The text colour the button and the widget draw on `background`: white, unless white is below the 4.5:1
 * contrast WCAG asks of text, then near-black.
 */
export function embedInk(background: string) {
  const channel = (offset: number) => {
    const value = parseInt(background.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return 1.05 / (luminance + 0.05) >= 4.5 ? '#ffffff' : '#1a1b1e';
}

/**
 * What the button image (`/embed-button.svg`, `/embed-button.png`) and the widget's page
 * (`/embed/{page_url}`) are drawn in: the creator's colour and the visitor's language.
 */
export const embedLook = z.strictObject({
  color: z
    .string({ error: says('fieldSelectedInvalid', { field: 'color' }) })
    .regex(hexColor, says('fieldSelectedInvalid', { field: 'color' }))
    .transform((value) => value.toLowerCase())
    .default(defaultEmbedColor),
  lang: z.enum(languages, { error: says('fieldSelectedInvalid', { field: 'lang' }) }).optional(),
});
export type EmbedLook = z.input<typeof embedLook>;
