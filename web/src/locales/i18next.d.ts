import 'i18next';
import type { en } from './en';

// `t('gifts.supportMe.title')` is checked against the English catalogue
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof en };
    returnNull: false;
  }
}
