// The two-factor feature's public surface: other features and the app import from here only.
export { useTwoFactorStatus } from './api/two-factor';
export { TwoFactorNudge } from './components/two-factor-nudge';
export { useStepUp, type StepUp } from './components/use-step-up';
export { TwoFactorCodeField } from './components/two-factor-code-field';
export { StepUpField } from './components/step-up-field';
