// The Bloc feature's public surface (the public Bloc tab and a post's own page): other features and the app
// import from here only.
export { BlocTab } from './components/bloc-tab';
export { blocPostPath } from './lib/bloc-paths';
