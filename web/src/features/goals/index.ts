// The goals feature's public surface: other features and the app import from here only.
export { AddGoalPage } from './components/add-goal-page';
export { MyGoalsPage } from './components/my-goals-page';
export { CreatorGoalsTab } from './components/creator-goals-tab';
export { EditGoalModal } from './components/edit-goal-modal';
export { useOwnGoals } from './api/get-goals';
