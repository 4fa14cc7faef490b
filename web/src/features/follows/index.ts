// The follows feature's public surface: other features and the app import from here only.
export { FollowButton } from './components/follow-button';
export { FollowersCard } from './components/followers-card';
export {
  ManageFollowingModal,
  type ManageFollowingModalProps,
  type ManageFollowingTab,
} from './components/manage-following-modal';
