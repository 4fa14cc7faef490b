// Explore's public surface: the home pages show its creators; its own page is loaded by the router.
export { useExplore, exploreQueryOptions } from './api/get-explore';
export { CreatorCard, CreatorGrid } from './components/creator-card';
