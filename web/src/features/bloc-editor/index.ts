// The Bloc editor feature's public surface: other features and the app import from here only.
export { BlocEditorPage } from './components/bloc-editor-page';
