// The questions (Ask Me Anything) feature's public surface: other features and the app import from here only.
export { CreatorQuestionsTab } from './components/creator-questions-tab';
export { EditQaModal } from './components/edit-qa-modal';
