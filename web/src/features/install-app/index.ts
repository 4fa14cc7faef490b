// The install-app feature's public surface: other features and the app import from here only. The entry
// (main.tsx) imports lib/install-event.ts by its path, to keep this feature's React and Mantine out of it.
export { offerInstall } from './components/install-offer';
export type { InstallReason } from './lib/install-prompt';
