/**
 * The texts of a creator's gift button and widget for any website, their link-in-bio card and the
 * Embeds settings (features/embeds, decision 0158).
 */
export const embeds = {
  widget: {
    unavailable: 'This gift page is not available.',
    confirmTitle: 'Confirm payment',
    sending: 'You are sending a gift of {{amount}} to {{name}}.',
    pay: 'Continue to payment',
    payHint: 'The payment page opens in a new tab.',
    change: 'Change the gift',
    payingTitle: 'Finish paying in the new tab',
    paying: 'Your gift shows on {{name}}’s page once it is paid.',
    another: 'Send another gift',
    viewPage: 'Open {{name}}’s page',
    by: 'Gifts by PIXEL',
  },
  card: {
    sendGift: 'Send a gift',
    visitPage: 'Visit my PIXEL page',
    unavailable: 'This page is not available.',
  },
  settings: {
    title: 'Website button',
    intro:
      'Add a gift button to your own website or blog, or link to your card from your social profiles. Gifts that come through them show in your history as “From your website”.',
    look: 'Look',
    color: 'Colour',
    colorHint: 'Choose one of these or type your own, like #6a2ed1.',
    colorInvalid: 'Type a colour like #6a2ed1.',
    pickColor: 'Pick a colour from the screen',
    imageLanguage: 'Language of the button image',
    english: 'English',
    filipino: 'Filipino',
    widgetTitle: 'Floating widget',
    widgetHint:
      'Paste this line into your site’s pages, just before </body>. A button floats in the corner and opens your gift form over the page, in each visitor’s language, English or Filipino.',
    widgetCode: 'Code for the floating widget',
    buttonTitle: 'Button',
    buttonHint: 'An image that links to your gift page. Paste it where the button should be.',
    buttonCode: 'Code for the button',
    buttonWords: 'Support me on PIXEL',
    cardTitle: 'Link-in-bio card',
    cardHint: 'A small page with your photo, name, bio and a gift button, for your social profiles.',
    cardAddress: 'Address of your card',
    openCard: 'Open your card',
    preview: 'Preview',
    previewPage: 'Your website',
    previewWidget: 'Preview of your gift widget',
    closePreview: 'Close the preview',
    copy: 'Copy',
    copied: 'Copied',
  },
} as const;
