export { DashboardPage } from './components/dashboard-page';
export { WelcomeModal } from './components/welcome-modal';
