// A supporter's side: their own record of gifts and purchases, and the home their dashboard opens on while
// their own page is empty.
// loaded when first shown, or while the dashboard asks whose it is: a dashboard that comes knowing it is a
// creator's (decision 0138) never downloads it
export const loadSupporterHome = () =>
  import('./components/supporter-home').then((module) => module.SupporterHome);
export { useHome, homeQueryOptions } from './api/get-home';
