import type { linkedAccountsSchemas } from '../linked-accounts.ts';
import type { banksSchemas, otpSchemas, payoutsSchemas } from '../payouts.ts';
import { signedInErrors } from '../exceptions.ts';
import { callTable } from '../route-table.ts';

const tags = ['payouts'];

/**
 * A withdrawal in two steps: the payout asked for, which sends a code by SMS, then sent with that code.
 * (The payout provider's callback, `/v1/webhooks/:provider/payouts`, is registered apart: its body is read
 * as the exact text the signature covers.)
 */
export const payoutsCalls = callTable<typeof payoutsSchemas>()({
  request: {
    method: 'POST',
    path: '/v1/user/transactions/payout/request',
    access: 'signed-in',
    tags,
    // payouts held after a change of payout details, or an identity not verified; above this month's cap;
    // a service the payout needs did not answer
    errors: [
      ...signedInErrors,
      'ForbiddenException',
      'IdentityVerificationRequiredException',
      'OverLimitPayoutException',
      'ServiceUnavailableException',
    ],
  },
  submit: {
    method: 'POST',
    path: '/v1/user/transactions/payout/bank',
    access: 'signed-in',
    tags,
    // as the request's (the same check, again under the lock), and a wrong or spent code
    errors: [
      ...signedInErrors,
      'ForbiddenException',
      'IdentityVerificationRequiredException',
      'OTPCodeInvalidException',
      'OverLimitPayoutException',
      'ServiceUnavailableException',
    ],
  },
});

/** The OTP sent by SMS before a payout or a change of payout details: checked, or sent again. */
export const otpCalls = callTable<typeof otpSchemas>()({
  verify: {
    method: 'POST',
    path: '/v1/user/otp/verify',
    access: 'signed-in',
    tags: ['otp'],
    errors: [...signedInErrors, 'OTPCodeInvalidException', 'ServiceUnavailableException'],
  },
  resend: {
    method: 'POST',
    path: '/v1/user/otp/resend',
    access: 'signed-in',
    tags: ['otp'],
    errors: [...signedInErrors, 'ServiceUnavailableException'],
  },
});

const banks = {
  access: 'signed-in',
  tags: ['banks'],
  errors: [...signedInErrors, 'ServiceUnavailableException'],
} as const;

/**
 * Where payouts go: the banks and e-wallets there are, the creator's own accounts and payout number (each
 * new one confirmed by a code sent by SMS), and a change support entered, confirmed the same way.
 */
export const banksCalls = callTable<typeof banksSchemas>()({
  supportChanges: { method: 'GET', path: '/v1/user/payout-changes', ...banks },
  // a change confirmed already is a conflict
  confirmSupportChange: {
    method: 'POST',
    path: '/v1/user/payout-changes/:id/confirm',
    ...banks,
    errors: [...banks.errors, 'OTPCodeInvalidException', 'ConflictException'],
  },
  list: { method: 'GET', path: '/v1/banks', ...banks },
  own: { method: 'GET', path: '/v1/user/banks', ...banks },
  add: { method: 'POST', path: '/v1/user/banks/add/bank', ...banks },
  enable: { method: 'POST', path: '/v1/user/banks/enable', ...banks },
  updateMobileNumber: { method: 'PUT', path: '/v1/user/transactions/payout/add/mobilenumber', ...banks },
});

// an account linked already, here or to another PIXEL account, is a conflict
const linked = {
  access: 'signed-in',
  tags: ['linked accounts'],
  errors: [...signedInErrors, 'ConflictException'],
} as const;

/** The e-wallet account a direct payout goes to: linked at the provider, or by its number and a code. */
export const linkedAccountsCalls = callTable<typeof linkedAccountsSchemas>()({
  linkWith: { method: 'POST', path: '/v1/user/linked-account/with', ...linked },
  completeLink: { method: 'POST', path: '/v1/user/linked-account/token', ...linked },
  linkEWallet: { method: 'POST', path: '/v1/user/linked-account/mobile-number', ...linked },
});
