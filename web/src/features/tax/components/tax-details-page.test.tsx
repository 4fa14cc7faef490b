import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type TaxDetails, taxDetailsPath, taxMessages as messages } from '@pixel/contract';
import { buildUser, mockApi, renderApp, siteConfig } from '@/testing/test-utils';

function buildTax(overrides: Partial<TaxDetails> = {}): TaxDetails {
  return {
    tin: null,
    certificate: null,
    updated_at: null,
    year: 2026,
    gross_remittances: '0.00',
    threshold: '500000.00',
    withholding_applies: false,
    withholding_due: '0.00',
    withheld: '0.00',
    ...overrides,
  };
}

const onFile = buildTax({
  tin: '•••-•••-789',
  certificate: { uploaded_at: '2026-03-02T01:30:00.000Z', file_type: 'application/pdf' },
  updated_at: '2026-03-02T01:30:00.000Z',
  gross_remittances: '120000.00',
});

const common = {
  'GET /v1/user/profile': { body: { data: buildUser() } },
  'GET /v1/site/config': siteConfig,
};

const certificateInput = () =>
  document.querySelector<HTMLInputElement>('input[type="file"][name="certificate"]')!;
const pdf = (name = 'bir-2303.pdf') => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

/** The PUT multipart bodies. */
const sentForms = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([, init]) => init?.body)
    .filter((body): body is FormData => body instanceof FormData);

describe('tax details page', () => {
  it('with nothing on file, says why PIXEL asks and asks for the TIN and the certificate', async () => {
    mockApi({ ...common, 'GET /v1/user/tax': { body: { data: buildTax() } } });
    renderApp(taxDetailsPath);

    expect(await screen.findByRole('heading', { name: 'Tax details', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/certificate of registration \(BIR Form 2303\) on file/)).toBeInTheDocument();
    expect(await screen.findByText(/Nothing yet/)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Tax details' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Certificate of registration/ })).toHaveAccessibleDescription(
      'PDF, JPG or PNG, up to 10 MB.',
    );
    const year = screen.getByRole('region', { name: 'Your payouts in 2026' });
    expect(year).toHaveTextContent('No tax is withheld from your payouts this year.');
    expect(year).toHaveTextContent('Withholding starts when your payouts in a year pass ₱500,000.00.');
  });

  it('shows what is on file, the TIN masked, and keeps the certificate when only the TIN is sent', async () => {
    const fetchMock = mockApi({
      ...common,
      'GET /v1/user/tax': { body: { data: onFile } },
      'PUT /v1/user/tax': {
        body: { data: { message: messages.saved, tax: { ...onFile, tin: '•••-•••-321' } } },
      },
    });
    renderApp(taxDetailsPath);
    const user = userEvent.setup();

    const file = await screen.findByRole('region', { name: 'On file' });
    expect(file).toHaveTextContent('•••-•••-789');
    expect(file).toHaveTextContent('Certificate of registration (PDF), sent on Mar 2, 2026 at');
    expect(screen.getByRole('button', { name: /Certificate of registration/ })).toHaveAccessibleDescription(
      'PDF, JPG or PNG, up to 10 MB. Leave it empty to keep the one on file.',
    );
    await user.type(screen.getByLabelText(/^TIN/), '987-654-321');
    await user.click(screen.getByRole('button', { name: 'Save tax details' }));

    expect(await screen.findByText(messages.saved)).toBeInTheDocument();
    expect(await within(file).findByText('•••-•••-321')).toBeInTheDocument();
    const [sent] = sentForms(fetchMock);
    expect(sent!.get('tin')).toBe('987654321');
    expect(sent!.has('certificate')).toBe(false);
  });

  it('sends the TIN and the certificate as multipart', async () => {
    const fetchMock = mockApi({
      ...common,
      'GET /v1/user/tax': { body: { data: buildTax() } },
      'PUT /v1/user/tax': { body: { data: { message: messages.saved, tax: onFile } } },
    });
    renderApp(taxDetailsPath);
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText(/^TIN/), '123 456 789');
    await user.upload(certificateInput(), pdf());
    await user.click(screen.getByRole('button', { name: 'Save tax details' }));

    expect(await screen.findByText(messages.saved)).toBeInTheDocument();
    const [sent] = sentForms(fetchMock);
    expect(sent!.get('tin')).toBe('123456789');
    expect((sent!.get('certificate') as File).name).toBe('bir-2303.pdf');
  });

  it('checks the TIN and asks for the certificate before sending, and shows a 422 on its field', async () => {
    const fetchMock = mockApi({
      ...common,
      'GET /v1/user/tax': { body: { data: buildTax() } },
      'PUT /v1/user/tax': {
        status: 422,
        body: {
          exception: 'ValidationException',
          message_key: 'invalidData',
          message: messages.certificateType,
          errors: { certificate: [messages.certificateType] },
        },
      },
    });
    renderApp(taxDetailsPath);
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText(/^TIN/), '12-345');
    await user.click(screen.getByRole('button', { name: 'Save tax details' }));
    expect(await screen.findByText(messages.tinInvalid)).toBeInTheDocument();
    expect(screen.getByText(messages.certificateRequired)).toBeInTheDocument();
    expect(sentForms(fetchMock)).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^TIN/));
    await user.type(screen.getByLabelText(/^TIN/), '123456789000');
    // a PDF the browser names right, but whose content the server finds is not one
    await user.upload(certificateInput(), pdf('scan.pdf'));
    await user.click(screen.getByRole('button', { name: 'Save tax details' }));
    await expect
      .poll(() => screen.getByRole('button', { name: /Certificate of registration/ }))
      .toHaveAccessibleDescription(expect.stringContaining(messages.certificateType));
  });

  it('past the threshold, says tax is withheld, how much so far, and what is still to be withheld', async () => {
    mockApi({
      ...common,
      'GET /v1/user/tax': {
        body: {
          data: {
            ...onFile,
            gross_remittances: '550000.00',
            withholding_applies: true,
            withholding_due: '250.00',
            withheld: '0.00',
          },
        },
      },
    });
    renderApp(taxDetailsPath);

    const year = await screen.findByRole('region', { name: 'Your payouts in 2026' });
    expect(within(year).getByText('Tax is withheld from your payouts')).toBeInTheDocument();
    expect(year).toHaveTextContent('Paid out to you this year₱550,000.00');
    expect(year).toHaveTextContent('Tax withheld this year₱0.00');
    expect(year).toHaveTextContent('To be withheld₱250.00');
  });

  it('is in the menu under Account & security', async () => {
    mockApi({ ...common, 'GET /v1/user/tax': { body: { data: buildTax() } } });
    renderApp(taxDetailsPath);
    expect(await screen.findByRole('link', { name: 'Tax details' })).toHaveAttribute('href', taxDetailsPath);
  });
});
