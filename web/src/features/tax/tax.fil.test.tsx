import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type TaxDetails, taxDetailsPath } from '@pixel/contract';
import { englishLeft, inFilipino } from '@/testing/filipino';
import { buildUser, mockApi, renderApp, siteConfig } from '@/testing/test-utils';

const tax: TaxDetails = {
  tin: null,
  certificate: null,
  updated_at: null,
  year: 2026,
  gross_remittances: '0.00',
  threshold: '500000.00',
  withholding_applies: false,
  withholding_due: '0.00',
  withheld: '0.00',
};

// the form's and the year's own words: the BIR's names for its forms and the file types
const names = ['TIN', 'BIR', 'PDF', 'JPG', 'PNG', 'MB', 'Taxpayer', 'Identification', 'Number', '2303'];

describe('Tax details in Filipino', () => {
  it('draws the form and the year’s payouts with no English left', async () => {
    await inFilipino();
    mockApi({
      'GET /v1/user/profile': { body: { data: buildUser({ language: 'fil' }) } },
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/tax': { body: { data: tax } },
    });
    renderApp(taxDetailsPath);
    const form = await screen.findByRole('form', { name: 'Mga detalye sa buwis' });
    expect(englishLeft(form, names)).toEqual([]);
    const year = screen.getByRole('region', { name: 'Ang iyong mga payout sa 2026' });
    expect(englishLeft(year, names)).toEqual([]);
  });
});
