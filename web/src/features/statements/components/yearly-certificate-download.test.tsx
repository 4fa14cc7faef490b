import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { manilaToday } from '@pixel/contract';
import { buildUser, mockApi, pageOf, renderApp, siteConfig } from '@/testing/test-utils';

const year = Number(manilaToday().slice(0, 4));
const tax = (overrides: Record<string, unknown> = {}) => ({
  body: {
    data: {
      tin: null,
      certificate: null,
      updated_at: null,
      year,
      gross_remittances: '0.00',
      threshold: '500000.00',
      withholding_applies: false,
      withholding_due: '0.00',
      withheld: '0.00',
      ...overrides,
    },
  },
});
const common = {
  'GET /v1/user/profile': { body: { data: buildUser() } },
  'GET /v1/site/config': siteConfig,
  'GET /v1/user/transactions': pageOf([]),
};

describe('yearly earnings certificate', () => {
  it('links to the PDF and the CSV of the year picked, this year first', async () => {
    mockApi({ ...common, 'GET /v1/user/tax': tax() });
    renderApp('/dashboard/transactions/history');
    const user = userEvent.setup();

    const section = await screen.findByRole('region', { name: 'Yearly earnings certificate' });
    const picker = within(section).getByLabelText('Year');
    expect(picker).toHaveValue(String(year));
    expect(within(section).getByRole('link', { name: `Download PDF, ${year}` })).toHaveAttribute(
      'href',
      `/v1/user/statements/tax-certificate?year=${year}&format=pdf`,
    );
    await user.selectOptions(picker, '2020');
    expect(within(section).getByRole('link', { name: 'Download CSV, 2020' })).toHaveAttribute(
      'href',
      '/v1/user/statements/tax-certificate?year=2020&format=csv',
    );
    // nothing withheld and the rule not applying: no line about it
    expect(section).not.toHaveTextContent('Tax withheld');
  });

  it('says what was withheld this year once tax is withheld', async () => {
    mockApi({ ...common, 'GET /v1/user/tax': tax({ withholding_applies: true, withheld: '1250.00' }) });
    renderApp('/dashboard/transactions/history');

    const section = await screen.findByRole('region', { name: 'Yearly earnings certificate' });
    expect(
      await within(section).findByText(/Tax withheld from your payouts in \d{4} \(BIR RR 16-2023\)/),
    ).toHaveTextContent(`Tax withheld from your payouts in ${year} (BIR RR 16-2023): ₱1,250.00.`);
  });
});
