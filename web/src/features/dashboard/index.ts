/**
 * The dashboard's home, loaded when first opened (a route's `lazy`): its code and the chart library stay out
 * of the bundle a visitor of a creator page downloads.
 */
export const loadDashboardPage = () =>
  import('./components/dashboard-page').then((module) => ({ Component: module.DashboardPage }));
