// The Insights feature's public surface: the app imports from here only.
export { InsightsPage } from './components/insights-page';
