// The creator's side of memberships: other features and the app import from here only.
export { MembersCard } from './components/members-card';
export { MembersTierSelect, useMembersTierOptions } from './components/members-tier-select';
