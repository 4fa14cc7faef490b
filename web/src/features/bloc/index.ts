// The Bloc feature's public surface (the public Bloc tab): other features and the app import from here only.
export { BlocTab } from './components/bloc-tab';
