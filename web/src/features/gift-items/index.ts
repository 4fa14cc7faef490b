// Gifts of a membership or a post (issue #66, decision 0153): what other features show is the buttons that
// open the gift modal; the modal, the claim page and the Gifts page load with their routes.
export { GiftPostButton, GiftTierButton } from './components/gift-buttons';
