import type { Language } from '@pixel/contract';

/** What a creator pastes into their own website, written out from this site's address (decision 0158). */
export interface EmbedLook {
  /** The site the snippets load from, e.g. `https://pixel.ph`. */
  origin: string;
  pageUrl: string;
  /** `#rrggbb`, lowercase. */
  color: string;
}

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The widget's one line: the visitor's browser chooses the language, so none is written. */
export const widgetSnippet = ({ origin, pageUrl, color }: EmbedLook) =>
  `<script src="${attribute(`${origin}/embed.js`)}" data-page="${attribute(pageUrl)}" data-color="${attribute(color)}" async></script>`;

/** The button image's address: a PNG at twice its size, drawn from the app's typeface by the server. */
export const buttonImage = ({ origin, color }: Omit<EmbedLook, 'pageUrl'>, language: Language) =>
  `${origin}/embed-button.png?${new URLSearchParams({ color, lang: language }).toString()}`;

/** The creator's gift page with the source that marks its gifts as from their website. */
export const giftPageLink = ({ origin, pageUrl }: Omit<EmbedLook, 'color'>) =>
  `${origin}/${encodeURIComponent(pageUrl)}?source=embed`;

/** The button's HTML: the image, 44 px high, linking to the gift page. */
export const buttonSnippet = (look: EmbedLook, language: Language, alt: string) =>
  `<a href="${attribute(giftPageLink(look))}" target="_blank" rel="noopener"><img src="${attribute(buttonImage(look, language))}" alt="${attribute(alt)}" height="44" style="height:44px;width:auto;border:0"></a>`;

/** The link-in-bio card's address. */
export const cardLink = ({ origin, pageUrl }: Omit<EmbedLook, 'color'>) =>
  `${origin}/${encodeURIComponent(pageUrl)}/card`;

/** The widget's page, as the widget's script frames it. */
export const widgetPage = ({ origin, pageUrl, color }: EmbedLook, language: Language) =>
  `${origin}/embed/${encodeURIComponent(pageUrl)}?${new URLSearchParams({ lang: language, color }).toString()}`;
