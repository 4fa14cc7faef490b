// The shop feature's public surface (issue #67, decision 0159): its pages load with their routes, so other
// features need only a product's address.
export { productPath } from './components/product-card';
