// The shop feature's public surface (issue #67, decision 0159): its pages load with their routes, so other
// features need only a product's address.
export { productPath } from './components/product-card';
// a file's size as the library says it, for the other features that deliver files
export { formatSize } from './components/file-size';
