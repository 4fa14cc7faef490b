import { ConfirmModal } from '@/components/modals/confirm-modal';
import { ErrorMessageModal } from '@/components/modals/error-message-modal';
import { lazyModal } from '@/lib/lazy-modal';
import type { ModalEntry } from '@/lib/modals';

// every modal but the two the whole app uses loads when it first opens, so none is in a visitor's first bundle
const LoginModal = lazyModal(() =>
  import('@/features/auth/components/login-modal').then((module) => module.LoginModal),
);
const ConfirmPaymentModal = lazyModal(() =>
  import('@/features/gifts/components/confirm-payment-modal').then((module) => module.ConfirmPaymentModal),
);
const GiftSentModal = lazyModal(() =>
  import('@/features/gifts/components/gift-sent-modal').then((module) => module.GiftSentModal),
);
const SupportMeModal = lazyModal(() =>
  import('@/features/gifts/components/support-me-modal').then((module) => module.SupportMeModal),
);
const MediaRequestModal = lazyModal(() =>
  import('@/features/gifts/components/media-request-modal').then((module) => module.MediaRequestModal),
);
const ConfirmPurchaseModal = lazyModal(() =>
  import('@/features/content/components/confirm-purchase-modal').then(
    (module) => module.ConfirmPurchaseModal,
  ),
);
const ReaxModal = lazyModal(() =>
  import('@/features/reactions/components/reax-modal').then((module) => module.ReaxModal),
);
const ShareModal = lazyModal(() =>
  import('@/features/share/components/share-modal').then((module) => module.ShareModal),
);
const ShareProfileModal = lazyModal(() =>
  import('@/features/share/components/share-modal').then((module) => module.ShareProfileModal),
);
const CropImageModal = lazyModal(() =>
  import('@/components/modals/crop-image-modal').then((module) => module.CropImageModal),
);
const AccountDeactivatedModal = lazyModal(() =>
  import('@/features/auth/components/account-deactivated-modal').then(
    (module) => module.AccountDeactivatedModal,
  ),
);
const CaptchaModal = lazyModal(() =>
  import('@/features/auth/components/captcha-modal').then((module) => module.CaptchaModal),
);
const ReferralCodeModal = lazyModal(() =>
  import('@/features/auth/components/referral-code-modal').then((module) => module.ReferralCodeModal),
);
const VerifyEmailModal = lazyModal(() =>
  import('@/features/auth/components/verify-email-modal').then((module) => module.VerifyEmailModal),
);
const WelcomeModal = lazyModal(() =>
  import('@/features/dashboard/components/welcome-modal').then((module) => module.WelcomeModal),
);
const ManageFollowingModal = lazyModal(() =>
  import('@/features/follows/components/manage-following-modal').then(
    (module) => module.ManageFollowingModal,
  ),
);
const AddBankModal = lazyModal(() =>
  import('@/features/payouts/components/add-bank-modal').then((module) => module.AddBankModal),
);
const BankAccountModal = lazyModal(() =>
  import('@/features/payouts/components/bank-account-modal').then((module) => module.BankAccountModal),
);
const LinkedAccountModal = lazyModal(() =>
  import('@/features/payouts/components/linked-account-modal').then((module) => module.LinkedAccountModal),
);
const LinkEPaymentModal = lazyModal(() =>
  import('@/features/payouts/components/link-e-payment-modal').then((module) => module.LinkEPaymentModal),
);
const PayoutOverLimitModal = lazyModal(() =>
  import('@/features/payouts/components/payout-over-limit-modal').then(
    (module) => module.PayoutOverLimitModal,
  ),
);
const SelectPayoutOptionModal = lazyModal(() =>
  import('@/features/payouts/components/select-payout-option-modal').then(
    (module) => module.SelectPayoutOptionModal,
  ),
);
const UpdateMobileNumberModal = lazyModal(() =>
  import('@/features/payouts/components/update-mobile-number-modal').then(
    (module) => module.UpdateMobileNumberModal,
  ),
);
const WithdrawModal = lazyModal(() =>
  import('@/features/payouts/components/withdraw-modal').then((module) => module.WithdrawModal),
);
const EditGoalModal = lazyModal(() =>
  import('@/features/goals/components/edit-goal-modal').then((module) => module.EditGoalModal),
);
const TierFormModal = lazyModal(() =>
  import('@/features/memberships/components/tier-form-modal').then((module) => module.TierFormModal),
);
const ContentSupportersModal = lazyModal(() =>
  import('@/features/content/components/content-supporters-modal').then(
    (module) => module.ContentSupportersModal,
  ),
);
const DeletePhotoModal = lazyModal(() =>
  import('@/features/content/components/delete-photo-modal').then((module) => module.DeletePhotoModal),
);
const EditPhotoModal = lazyModal(() =>
  import('@/features/content/components/edit-photo-modal').then((module) => module.EditPhotoModal),
);
const EditPostModal = lazyModal(() =>
  import('@/features/content/components/edit-post-modal').then((module) => module.EditPostModal),
);
const ImageUploadErrorModal = lazyModal(() =>
  import('@/features/content/components/image-upload-error-modal').then(
    (module) => module.ImageUploadErrorModal,
  ),
);
const SetContentPriceModal = lazyModal(() =>
  import('@/features/content/components/set-content-price-modal').then(
    (module) => module.SetContentPriceModal,
  ),
);
const EditQaModal = lazyModal(() =>
  import('@/features/questions/components/edit-qa-modal').then((module) => module.EditQaModal),
);
const ShareQrCodeModal = lazyModal(() =>
  import('@/features/share/components/share-qr-code-modal').then((module) => module.ShareQrCodeModal),
);
const TransactionDetailModal = lazyModal(() =>
  import('@/features/statements/components/transaction-detail-modal').then(
    (module) => module.TransactionDetailModal,
  ),
);
const JoinMembershipModal = lazyModal(() =>
  import('@/features/memberships-supporter/components/join-membership-modal').then(
    (module) => module.JoinMembershipModal,
  ),
);
const MembershipPaidModal = lazyModal(() =>
  import('@/features/memberships-supporter/components/membership-paid-modal').then(
    (module) => module.MembershipPaidModal,
  ),
);
const ChangeTierModal = lazyModal(() =>
  import('@/features/memberships-supporter/components/change-tier-modal').then(
    (module) => module.ChangeTierModal,
  ),
);
const BalanceInformationModal = lazyModal(() =>
  import('@/features/wallet/components/balance-information-modal').then(
    (module) => module.BalanceInformationModal,
  ),
);
const AskRefundModal = lazyModal(() =>
  import('@/features/refund-requests/components/ask-refund-modal').then((module) => module.AskRefundModal),
);
const AnswerRefundModal = lazyModal(() =>
  import('@/features/refund-requests/components/answer-refund-modal').then(
    (module) => module.AnswerRefundModal,
  ),
);
const GiftItemModal = lazyModal(() =>
  import('@/features/gift-items/components/gift-item-modal').then((module) => module.GiftItemModal),
);

/**
 * Every modal the app can open, by name: `openModal(name, props)` from `@/lib/modals` opens one.
 * Add a modal here, and its name and props are typed everywhere.
 */
export const modalRegistry = {
  login: { component: LoginModal, settings: { size: 'sm' } },
  'verify-email': { component: VerifyEmailModal, settings: { size: 'sm' } },
  'account-deactivated': { component: AccountDeactivatedModal, settings: { size: 'sm' } },
  'referral-code': { component: ReferralCodeModal, settings: { size: 'sm' } },
  captcha: { component: CaptchaModal, settings: { size: 'sm' } },
  welcome: { component: WelcomeModal, settings: { size: 'sm' } },
  confirm: { component: ConfirmModal, settings: { size: 'sm' } },
  'error-message': { component: ErrorMessageModal, settings: { size: 'sm' } },
  'support-me': { component: SupportMeModal, settings: { size: 'md' } },
  'confirm-payment': { component: ConfirmPaymentModal, settings: { size: 'sm' } },
  'gift-sent': { component: GiftSentModal, settings: { size: 'sm' } },
  'media-request': { component: MediaRequestModal, settings: { size: 'md' } },
  'join-membership': { component: JoinMembershipModal, settings: { size: 'md' } },
  'membership-paid': { component: MembershipPaidModal, settings: { size: 'sm' } },
  'change-membership-tier': { component: ChangeTierModal, settings: { size: 'md' } },
  share: { component: ShareModal, settings: { size: 'md' } },
  'share-profile': { component: ShareProfileModal, settings: { size: 'md' } },
  'share-qr-code': { component: ShareQrCodeModal, settings: { size: 'md' } },
  'balance-information': { component: BalanceInformationModal, settings: { size: 'sm' } },
  'transaction-detail': { component: TransactionDetailModal, settings: { size: 'md' } },
  'crop-image': { component: CropImageModal, settings: { size: 'lg' } },
  'edit-goal': { component: EditGoalModal, settings: { size: 'lg' } },
  'tier-form': { component: TierFormModal, settings: { size: 'lg' } },
  'edit-qa': { component: EditQaModal, settings: { size: 'md' } },
  'manage-following': { component: ManageFollowingModal, settings: { size: 'md' } },
  reax: { component: ReaxModal, settings: { size: 'md' } },
  'edit-photo': { component: EditPhotoModal, settings: { size: 'xl' } },
  'image-upload-error': { component: ImageUploadErrorModal, settings: { size: 'sm' } },
  'set-content-price': { component: SetContentPriceModal, settings: { size: 'sm' } },
  'edit-post': { component: EditPostModal, settings: { size: 'md' } },
  'delete-photo': { component: DeletePhotoModal, settings: { size: 'sm' } },
  'content-supporters': { component: ContentSupportersModal, settings: { size: 'md' } },
  'confirm-purchase': { component: ConfirmPurchaseModal, settings: { size: 'sm' } },
  'select-payout-option': { component: SelectPayoutOptionModal, settings: { size: 'md' } },
  withdraw: { component: WithdrawModal, settings: { fullScreen: true, radius: 0 } },
  'payout-over-limit': { component: PayoutOverLimitModal, settings: { size: 'sm' } },
  'add-bank': { component: AddBankModal, settings: { size: 'md' } },
  'update-mobile-number': { component: UpdateMobileNumberModal, settings: { size: 'md' } },
  'linked-account': { component: LinkedAccountModal, settings: { size: 'sm' } },
  'link-e-payment': { component: LinkEPaymentModal, settings: { size: 'md' } },
  'bank-account': { component: BankAccountModal, settings: { size: 'md' } },
  'ask-refund': { component: AskRefundModal, settings: { size: 'md' } },
  'answer-refund-request': { component: AnswerRefundModal, settings: { size: 'md' } },
  'gift-item': { component: GiftItemModal, settings: { size: 'md' } },
} satisfies Record<string, ModalEntry>;

type RegistryComponents = { [K in keyof typeof modalRegistry]: (typeof modalRegistry)[K]['component'] };

declare module '@/lib/modals' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the registry's types in
  interface RegisteredModals extends RegistryComponents {}
}
