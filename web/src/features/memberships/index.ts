// The creator's side of memberships: other features and the app import from here only.
export { MembersCard } from './components/members-card';
export { useOwnTiers } from './api/get-tiers';
