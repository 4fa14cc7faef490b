export { AddGoalPage } from './components/add-goal-page';
