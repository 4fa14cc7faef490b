// The reactions feature's public surface: other features and the app import from here only.
export { Reactions, type ReactionsProps } from './components/reactions';
export { ReaxModal, type ReaxModalProps } from './components/reax-modal';
