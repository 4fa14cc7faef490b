// The content feature's public surface (Snaps and Snap Slides): other features and the app import from
// here only.
export { SnapTab } from './components/snap-tab';
export { PhotoPostPage } from './components/photo-post-page';
export { SnapDashboardPage } from './components/snap-dashboard-page';
export { EditPhotoModal } from './components/edit-photo-modal';
export { ImageUploadErrorModal } from './components/image-upload-error-modal';
export { SetContentPriceModal } from './components/set-content-price-modal';
export { EditPostModal } from './components/edit-post-modal';
export { DeletePhotoModal } from './components/delete-photo-modal';
export { ContentSupportersModal } from './components/content-supporters-modal';
export { ConfirmPurchaseModal } from './components/confirm-purchase-modal';
export { HiddenByStaffBadge, HiddenByStaffNotice } from './components/hidden-by-staff';
export { ManilaDateTimeInput, PublicFromField, PublishTimeField } from './components/schedule-fields';
export { photoPostPath } from './lib/post-paths';
export { getPhotoPost } from './api/get-photo-post';
