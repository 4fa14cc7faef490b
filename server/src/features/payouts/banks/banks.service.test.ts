import { describe, expect, it } from 'vitest';
import { unavailablePayouts } from '../../../providers/payments/payment-provider.ts';
import { createBankDirectory } from './banks.service.ts';

describe('the bank list without a payout provider', () => {
  it('says the service is unavailable instead of failing', async () => {
    const directory = createBankDirectory({
      gateway: unavailablePayouts('Payouts need Xendit'),
      now: () => new Date(),
    });
    await expect(directory.all()).rejects.toMatchObject({ code: 'unavailable', status: 503 });
  });
});
