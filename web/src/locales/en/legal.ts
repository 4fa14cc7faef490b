/** The legal pages' frame: their text is English, the version that governs (decision 0110). */
export const legal = {
  eyebrow: 'Legal',
  terms: 'Terms and Conditions',
  privacy: 'Privacy Notice',
  inEnglish:
    'This text is in English, the version that governs. Questions about it? Write to <link>{{email}}</link>.',
} as const;
