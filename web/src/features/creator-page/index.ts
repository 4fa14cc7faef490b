// The creator page feature's public surface: other features and the app import from here only.
export { CreatorPage } from './components/creator-page';
export { CreatorHomeTab } from './components/creator-home-tab';
export { CreatorEmptyTab } from './components/creator-empty-tab';
export { CreatorTabSection } from './components/creator-tab-section';
export { useCreatorPageContext, usePostPageUrl, type CreatorPageContext } from './components/creator-tabs';
export { useProfile, profileQueryOptions } from './api/get-profile';
