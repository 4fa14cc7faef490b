// The languages feature's public surface (decision 0110): the switch of the header and the settings.
export { LanguageSwitch } from './components/language-switch';
export { LanguageSync } from './components/language-sync';
export { useLanguage } from './components/use-language';
