// The commissions feature's public surface (issue #67, decision 0165): the Shop tab lists a creator's types
// with it; its pages load with their routes.
export { CommissionsSection } from './components/commissions-section';
export { useCreatorCommissions } from './api/get-commissions';
