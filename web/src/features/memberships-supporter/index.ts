// The supporter's side of memberships: a creator page's Membership tab, joining, and My memberships.
// The creator page asks whether a page has tiers; the tab, the page and the modals load with their routes.
export { useHasMembershipTiers, usePublicTiers } from './api/get-public-tiers';
