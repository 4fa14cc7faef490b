// A supporter's side: their own record of gifts and purchases, and the home their dashboard opens on while
// their own page is empty.
export { SupportedPage } from './components/supported-page';
export { SupporterHome } from './components/supporter-home';
export { useHome, homeQueryOptions } from './api/get-home';
