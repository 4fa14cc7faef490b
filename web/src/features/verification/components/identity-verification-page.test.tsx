import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  type IdentityVerification,
  identityVerificationMessages as messages,
  identityVerificationPath,
} from '@pixel/contract';
import { buildUser, mockApi, renderApp, siteConfig } from '@/testing/test-utils';

function buildVerification(overrides: Partial<IdentityVerification> = {}): IdentityVerification {
  return {
    state: 'none',
    reason: null,
    submitted_at: null,
    reviewed_at: null,
    details: null,
    renewal_due: false,
    verified: false,
    ...overrides,
  };
}

const details = {
  legal_name: 'Juan Santos dela Cruz',
  birth_date: '1990-04-12',
  address: '12 Mabini St, Quezon City',
  id_type: 'philsys',
} as const;
const pendingOne = buildVerification({ state: 'pending', submitted_at: '2026-11-20T07:05:00.000Z', details });

const common = {
  'GET /v1/user/profile': { body: { data: buildUser() } },
  'GET /v1/site/config': siteConfig,
};

const photo = (name: string) => new File(['jpeg bytes'], name, { type: 'image/jpeg' });
const fileInput = (name: string) =>
  document.querySelector<HTMLInputElement>(`input[type="file"][name="${name}"]`);

/** The POSTed multipart bodies. */
const sentForms = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([, init]) => init?.body)
    .filter((body): body is FormData => body instanceof FormData);

async function fillIn(user: UserEvent, { type = 'philsys' }: { type?: string } = {}) {
  await user.type(await screen.findByLabelText(/Legal name/), details.legal_name);
  await user.type(screen.getByLabelText(/Birth date/), details.birth_date);
  await user.type(screen.getByLabelText(/Address/), details.address);
  await user.selectOptions(screen.getByLabelText(/ID type/), type);
  await user.upload(fileInput('id_front')!, photo('front.jpg'));
  if (fileInput('id_back')) await user.upload(fileInput('id_back')!, photo('back.jpg'));
  await user.upload(fileInput('selfie')!, photo('selfie.jpg'));
}

describe('identity verification page', () => {
  it('with none sent, says why PIXEL asks and shows the form', async () => {
    mockApi({ ...common, 'GET /v1/user/verification': { body: { data: buildVerification() } } });
    renderApp(identityVerificationPath);

    expect(
      await screen.findByRole('heading', { name: 'Identity verification', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Before your first payout/)).toHaveTextContent('anti-money laundering rules');
    expect(await screen.findByRole('form', { name: 'Identity verification' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Photo of the front of your ID/ })).toBeInTheDocument();
    expect(screen.getAllByText('JPG, PNG or WebP, up to 10 MB.').length).toBeGreaterThan(0);
  });

  it('while pending, says it is being checked since when, without the form', async () => {
    mockApi({ ...common, 'GET /v1/user/verification': { body: { data: pendingOne } } });
    renderApp(identityVerificationPath);

    const state = await screen.findByRole('region', { name: 'Your verification' });
    expect(await within(state).findByText('We are checking your details')).toBeInTheDocument();
    expect(state).toHaveTextContent('You sent them on Nov 20, 2026 at');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('once approved, says it is verified and when', async () => {
    const approved = { ...pendingOne, state: 'approved' as const, reviewed_at: '2026-11-21T02:00:00.000Z' };
    mockApi({ ...common, 'GET /v1/user/verification': { body: { data: approved } } });
    renderApp(identityVerificationPath);

    const state = await screen.findByRole('region', { name: 'Your verification' });
    expect(await within(state).findByText('Your identity is verified')).toBeInTheDocument();
    expect(state).toHaveTextContent('PIXEL support verified it on Nov 21, 2026 at');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it("once rejected, shows support's reason and the form again, the typed details filled in", async () => {
    const rejected = {
      ...pendingOne,
      state: 'rejected' as const,
      reason: 'The photo of your ID is blurred.',
      reviewed_at: '2026-11-21T02:00:00.000Z',
    };
    mockApi({ ...common, 'GET /v1/user/verification': { body: { data: rejected } } });
    renderApp(identityVerificationPath);

    expect(await screen.findByText('We could not verify your identity')).toBeInTheDocument();
    expect(screen.getByText('The photo of your ID is blurred.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Send your details again' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Legal name/)).toHaveValue(details.legal_name);
    expect(screen.getByLabelText(/ID type/)).toHaveValue('philsys');
  });

  it('sends every field and photo as multipart, then shows the message and the pending state', async () => {
    const fetchMock = mockApi({
      ...common,
      'GET /v1/user/verification': { body: { data: buildVerification() } },
      'POST /v1/user/verification': {
        status: 201,
        body: { data: { message: messages.submitted, verification: pendingOne } },
      },
    });
    renderApp(identityVerificationPath);
    const user = userEvent.setup();

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send for checking' }));

    expect(await screen.findByText(messages.submitted)).toBeInTheDocument();
    expect(await screen.findByText('We are checking your details')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    const [sent] = sentForms(fetchMock);
    expect(sent).toBeDefined();
    expect(
      Object.fromEntries(['legal_name', 'birth_date', 'address', 'id_type'].map((f) => [f, sent!.get(f)])),
    ).toEqual(details);
    expect((sent!.get('id_front') as File).name).toBe('front.jpg');
    expect((sent!.get('id_back') as File).name).toBe('back.jpg');
    expect((sent!.get('selfie') as File).name).toBe('selfie.jpg');
  });

  it('asks for a back photo only for an ID that has one, and sends none for a passport', async () => {
    const fetchMock = mockApi({
      ...common,
      'GET /v1/user/verification': { body: { data: buildVerification() } },
      'POST /v1/user/verification': {
        status: 201,
        body: { data: { message: messages.submitted, verification: pendingOne } },
      },
    });
    renderApp(identityVerificationPath);
    const user = userEvent.setup();

    const type = await screen.findByLabelText(/ID type/);
    expect(screen.queryByRole('button', { name: /Photo of the back of your ID/ })).not.toBeInTheDocument();
    await user.selectOptions(type, 'umid');
    expect(screen.getByRole('button', { name: /Photo of the back of your ID/ })).toBeInTheDocument();
    await user.upload(fileInput('id_back')!, photo('back.jpg'));
    await user.selectOptions(type, 'passport');
    expect(screen.queryByRole('button', { name: /Photo of the back of your ID/ })).not.toBeInTheDocument();

    await fillIn(user, { type: 'passport' });
    await user.click(screen.getByRole('button', { name: 'Send for checking' }));
    await screen.findByText(messages.submitted);
    const [sent] = sentForms(fetchMock);
    expect(sent!.get('id_type')).toBe('passport');
    expect(sent!.has('id_back')).toBe(false);
    expect(sent!.has('id_front')).toBe(true);
  });

  it("shows a 422's messages on their fields, the selfie's on the selfie", async () => {
    mockApi({
      ...common,
      'GET /v1/user/verification': { body: { data: buildVerification() } },
      'POST /v1/user/verification': {
        status: 422,
        body: {
          exception: 'ValidationException',
          message_key: 'identityUnderAge',
          message: messages.underAge,
          errors: { birth_date: [messages.underAge], selfie: [messages.fileTooSmall('selfie')] },
        },
      },
    });
    renderApp(identityVerificationPath);
    const user = userEvent.setup();

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send for checking' }));

    const birthDate = screen.getByLabelText(/Birth date/);
    await expect
      .poll(() => birthDate)
      .toHaveAccessibleDescription(expect.stringContaining(messages.underAge));
    expect(birthDate).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: /Selfie/ })).toHaveAccessibleDescription(
      expect.stringContaining(messages.fileTooSmall('selfie')),
    );
    expect(screen.getByRole('form')).toBeInTheDocument();
  });

  it('checks the age and the missing photos before sending', async () => {
    const fetchMock = mockApi({
      ...common,
      'GET /v1/user/verification': { body: { data: buildVerification() } },
    });
    renderApp(identityVerificationPath);
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText(/Birth date/), '2020-01-01');
    await user.selectOptions(screen.getByLabelText(/ID type/), 'sss');
    await user.click(screen.getByRole('button', { name: 'Send for checking' }));

    expect(await screen.findByText(messages.underAge)).toBeInTheDocument();
    expect(screen.getByText(messages.fileRequired('front'))).toBeInTheDocument();
    expect(screen.getByText(messages.fileRequired('back'))).toBeInTheDocument();
    expect(screen.getByText(messages.fileRequired('selfie'))).toBeInTheDocument();
    expect(sentForms(fetchMock)).toHaveLength(0);
  });

  it('previews each chosen photo, and lets go of one replaced', async () => {
    vi.spyOn(URL, 'createObjectURL').mockImplementation((file) => `blob:${(file as File).name}`);
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    mockApi({ ...common, 'GET /v1/user/verification': { body: { data: buildVerification() } } });
    renderApp(identityVerificationPath);
    const user = userEvent.setup();

    await screen.findByRole('form');
    await user.upload(fileInput('selfie')!, photo('me.jpg'));
    expect(screen.getByRole('img', { name: 'Preview: selfie' })).toHaveAttribute('src', 'blob:me.jpg');
    await user.upload(fileInput('selfie')!, photo('me-again.jpg'));
    expect(screen.getByRole('img', { name: 'Preview: selfie' })).toHaveAttribute('src', 'blob:me-again.jpg');
    expect(revoke).toHaveBeenCalledWith('blob:me.jpg');
  });

  it('tells a 409 in the error modal', async () => {
    mockApi({
      ...common,
      'GET /v1/user/verification': { body: { data: buildVerification() } },
      'POST /v1/user/verification': {
        status: 409,
        body: { exception: 'ConflictException', message_key: 'identityPending', message: messages.pending },
      },
    });
    renderApp(identityVerificationPath);
    const user = userEvent.setup();

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send for checking' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(messages.pending);
  });
});

describe('identity verification page, the yearly check again', () => {
  const approved = buildVerification({
    ...pendingOne,
    state: 'approved',
    reviewed_at: '2026-03-02T02:00:00.000Z',
    renewal_due: true,
  });

  it('says the yearly check is due and offers the form again, the details filled in', async () => {
    mockApi({ ...common, 'GET /v1/user/verification': { body: { data: approved } } });
    renderApp(identityVerificationPath);

    const state = await screen.findByRole('region', { name: 'Your verification' });
    expect(await within(state).findByText('Your yearly check is due')).toBeInTheDocument();
    expect(state).toHaveTextContent('your payouts this year could pass ₱100,000');
    expect(state).toHaveTextContent("you can still withdraw while this year's payouts stay under ₱100,000");
    expect(screen.getByRole('heading', { name: 'Verify your identity again' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Identity verification' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Legal name/)).toHaveValue(details.legal_name);
    expect(screen.queryByText('Your identity is verified')).not.toBeInTheDocument();
  });

  it('sends it again, then shows it is being checked', async () => {
    const fetchMock = mockApi({
      ...common,
      'GET /v1/user/verification': { body: { data: approved } },
      'POST /v1/user/verification': {
        status: 201,
        body: { data: { message: messages.submitted, verification: pendingOne } },
      },
    });
    renderApp(identityVerificationPath);
    const user = userEvent.setup();

    await screen.findByRole('form');
    await user.upload(fileInput('id_front')!, photo('front.jpg'));
    await user.upload(fileInput('id_back')!, photo('back.jpg'));
    await user.upload(fileInput('selfie')!, photo('selfie.jpg'));
    await user.click(screen.getByRole('button', { name: 'Send for checking' }));

    expect(await screen.findByText('We are checking your details')).toBeInTheDocument();
    expect(sentForms(fetchMock)[0]!.get('legal_name')).toBe(details.legal_name);
  });

  it('says it is verified already for this year as a message, not an error, and shows it verified', async () => {
    let reads = 0;
    mockApi({
      ...common,
      // verified again in another tab meanwhile
      'GET /v1/user/verification': () => ({
        body: { data: reads++ === 0 ? approved : { ...approved, renewal_due: false } },
      }),
      'POST /v1/user/verification': {
        status: 409,
        body: { exception: 'ConflictException', message_key: 'identityRenewed', message: messages.renewed },
      },
    });
    renderApp(identityVerificationPath);
    const user = userEvent.setup();

    await screen.findByRole('form');
    await user.upload(fileInput('id_front')!, photo('front.jpg'));
    await user.upload(fileInput('id_back')!, photo('back.jpg'));
    await user.upload(fileInput('selfie')!, photo('selfie.jpg'));
    await user.click(screen.getByRole('button', { name: 'Send for checking' }));

    expect(await screen.findByText(messages.renewed)).toBeInTheDocument();
    expect(await screen.findByText('Your identity is verified')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
