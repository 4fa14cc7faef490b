// The auth feature's public surface: other features and the app import from here only.
export { useUser, useSignedInUser, userQueryOptions, userQueryKey } from './api/get-user';
export { useViewerList } from './api/use-viewer-list';
export { useSiteConfig } from './api/get-site-config';
export { LoginPage } from './components/login-page';
export { SignUpPage } from './components/sign-up-page';
export { ForgotPasswordPage } from './components/forgot-password-page';
export { LogoutButton } from './components/logout-button';
export { RequireUser } from './components/require-user';
export { LoginModal } from './components/login-modal';
export { VerifyEmailModal } from './components/verify-email-modal';
export { AccountDeactivatedModal } from './components/account-deactivated-modal';
export { ReferralCodeModal } from './components/referral-code-modal';
export { CaptchaModal } from './components/captcha-modal';
export { EPaymentButton, useEPaymentPlatform } from './components/e-payment-login-button';
