import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';

// Every override below repeats these: a later `no-restricted-imports` replaces an earlier one for the same files.
// the web app and the server meet only in contract/
const webApartFromServer = { group: ['**/server/**', '@pixel/server'] };
// the web app's package (server/src/web/ is the server's own serving of it)
const serverApartFromWeb = { group: ['**/web/src/**', '**/web/dist/**', '@pixel/web'] };

/**
 * Features meet through services and modules (docs/ARCHITECTURE.md). Patterns see only the import's text,
 * so each depth of folder inside a feature gets its own: from `depth` folders down, `../` that many times
 * is the features folder. Feature names start with a letter, which keeps `[a-z]*` from matching `..`.
 */
const serverFeatureBoundaries = [0, 1, 2, 3].map((depth) => {
  const features = depth ? '../'.repeat(depth) : './';
  return {
    files: [`server/src/features/${'*/'.repeat(depth)}*.ts`],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            serverApartFromWeb,
            {
              group: [
                `${features}[a-z]*/**`,
                `!${features}*/*.service.ts`,
                `!${features}*/*.module.ts`,
                // types several features share: the metrics, a gift's question
                `!${features}ops/metrics.ts`,
                `!${features}gifts/gifts.settlement.ts`,
              ],
              message:
                "Feature boundaries: a feature imports another feature's service or module (or a shared type file allowed here), never its repository or routes.",
            },
          ],
        },
      ],
    },
  };
});

const webFeatureBoundaries = [1, 2, 3].map((depth) => ({
  files: [`web/src/features/${'*/'.repeat(depth)}*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          webApartFromServer,
          {
            group: ['@/features/*/*', `${'../'.repeat(depth)}[a-z]*`],
            message:
              'Feature boundaries: a feature imports another feature only through its public surface, @/features/<x> (its index.ts); its own files by relative path.',
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      'server/drizzle/**',
      'e2e/artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [webApartFromServer] }],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [serverApartFromWeb] }],
    },
  },
  ...serverFeatureBoundaries,
  {
    files: ['server/src/jobs/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            serverApartFromWeb,
            {
              group: ['**/features/**/*.repository*'],
              message: "Jobs run a feature's work through its module or service, never its repository.",
            },
          ],
        },
      ],
    },
  },
  ...webFeatureBoundaries,
  {
    // every call of the API is declared once, in the contract's route table (decision 0141): a route file
    // and a web `api/` file name calls from it, never a path
    files: ['server/src/features/*/*.routes.ts', 'web/src/features/*/api/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\/v1\\//], TemplateElement[value.raw=/^\\/v1\\//]',
          message: "An API path is declared once, in contract/src/calls/: use the call's entry.",
        },
      ],
    },
  },
  {
    // screens moved to the message catalogues (decision 0110): a text written into their JSX is an error.
    // Add a folder here once its feature is converted.
    files: [
      'web/src/app/layouts/*.tsx',
      'web/src/components/**/*.tsx',
      'web/src/features/creator-page/components/*.tsx',
      'web/src/features/dashboard/components/*.tsx',
      'web/src/features/payouts/components/{withdraw-*,money-row,otp-step,payout-over-limit-modal,account-details}.tsx',
      'web/src/features/payouts/components/{select-payout-option-modal,payout-accounts-card,add-bank-modal}.tsx',
      'web/src/features/payouts/components/{bank-select,mobile-number-input,bank-account-modal}.tsx',
      'web/src/features/payouts/components/{linked-account-modal,update-mobile-number-modal,link-e-payment-modal}.tsx',
      'web/src/features/payouts/components/{support-payout-change-notices,confirm-support-change-step}.tsx',
      'web/src/features/languages/**/*.tsx',
      'web/src/features/{auth,home,gifts,follows,share,bloc,bloc-editor}/**/*.tsx',
      'web/src/features/{memberships,memberships-supporter,wallet,statements,supported,referrals}/**/*.tsx',
      'web/src/features/{install-app,explore,hashtags,profile-settings,sessions,account-data}/**/*.tsx',
      'web/src/features/{account-deletion,overlay,help,refund-requests,notifications}/**/*.tsx',
      'web/src/features/{two-factor,verification,reactions,goals,questions,creator-webhooks}/**/*.tsx',
      'web/src/features/tax/**/*.tsx',
      'web/src/features/content/**/*.tsx',
    ],
    ignores: ['**/*.test.tsx'],
    plugins: { i18next },
    rules: { 'i18next/no-literal-string': ['error', { mode: 'jsx-text-only' }] },
  },
);
