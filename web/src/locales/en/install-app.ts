/** The offer to install PIXEL on the home screen (decision 0113). */
export const installApp = {
  title: 'Add PIXEL to your home screen',
  afterGift: 'Open PIXEL in one tap the next time you want to support a creator.',
  afterPost: 'Open your page and your dashboard in one tap, right from your phone.',
  notNow: 'Not now',
  install: 'Install',
} as const;
