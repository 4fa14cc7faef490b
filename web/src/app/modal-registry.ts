import { ConfirmModal } from '@/components/modals/confirm-modal';
import { CropImageModal } from '@/components/modals/crop-image-modal';
import { ErrorMessageModal } from '@/components/modals/error-message-modal';
import {
  AccountDeactivatedModal,
  CaptchaModal,
  LoginModal,
  ReferralCodeModal,
  VerifyEmailModal,
} from '@/features/auth';
import { WelcomeModal } from '@/features/dashboard';
import { ManageFollowingModal } from '@/features/follows';
import {
  AddBankModal,
  BankAccountModal,
  LinkedAccountModal,
  PayoutOverLimitModal,
  SelectPayoutOptionModal,
  UpdateMobileNumberModal,
  WithdrawModal,
} from '@/features/payouts';
import { ConfirmPaymentModal, GiftSentModal, SupportMeModal } from '@/features/gifts';
import { EditGoalModal } from '@/features/goals';
import {
  ConfirmPurchaseModal,
  ContentSupportersModal,
  DeletePhotoModal,
  EditPhotoModal,
  EditPostModal,
  ImageUploadErrorModal,
  SetContentPriceModal,
} from '@/features/photo-content';
import { EditQaModal } from '@/features/questions';
import { ReaxModal } from '@/features/reactions';
import { ShareModal, ShareProfileModal, ShareQrCodeModal } from '@/features/sharing';
import { TransactionDetailModal } from '@/features/transactions';
import { BalanceInformationModal } from '@/features/wallet';
import type { ModalEntry } from '@/lib/modals';

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
  share: { component: ShareModal, settings: { size: 'md' } },
  'share-profile': { component: ShareProfileModal, settings: { size: 'md' } },
  'share-qr-code': { component: ShareQrCodeModal, settings: { size: 'md' } },
  'balance-information': { component: BalanceInformationModal, settings: { size: 'sm' } },
  'transaction-detail': { component: TransactionDetailModal, settings: { size: 'md' } },
  'crop-image': { component: CropImageModal, settings: { size: 'lg' } },
  'edit-goal': { component: EditGoalModal, settings: { size: 'lg' } },
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
  'bank-account': { component: BankAccountModal, settings: { size: 'md' } },
} satisfies Record<string, ModalEntry>;

type RegistryComponents = { [K in keyof typeof modalRegistry]: (typeof modalRegistry)[K]['component'] };

declare module '@/lib/modals' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the registry's types in
  interface RegisteredModals extends RegistryComponents {}
}
