import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildQuestion, buildTopic } from '@/testing/content-builders';
import {
  buildProfile,
  buildUser,
  mockApi,
  pageOf,
  renderApp,
  sentBodies,
  unauthorized,
} from '@/testing/test-utils';

// the cropper measures its picture, which a test browser cannot; it shows the frame it was asked for
vi.mock('react-easy-crop', () => ({
  default: ({ aspect }: { aspect: number }) => <div data-testid="crop-frame" data-aspect={aspect} />,
}));

const owner = { body: { data: buildUser({ profile: { ...buildUser().profile, page_url: 'maria' } }) } };

describe('Ask Me Anything tab', () => {
  it('shows the topic and the answered questions, and lets a visitor ask with a name', async () => {
    const answered = buildQuestion({
      body: 'Favourite place?',
      answer: 'Intramuros #Manila',
      answered_at: '2026-11-01',
    });
    const fetchMock = mockApi({
      'GET /v1/user/profile': unauthorized,
      'GET /v1/profile/maria': { body: { data: buildProfile() } },
      'GET /v1/profile/questions/topic/maria': { body: { data: buildTopic() } },
      'GET /v1/profile/maria/questions': pageOf([answered]),
      'POST /v1/profile/maria/questions': ({ body }) => ({
        status: 201,
        body: { data: buildQuestion({ body: (body as { body: string }).body }) },
      }),
    });
    renderApp('/maria/question-and-answer');
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { name: 'Ask me about drawing' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '#sketching' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/dashboard\/explore\/hashtags\/sketching$/i),
    );
    const article = await screen.findByRole('article');
    expect(article).toHaveTextContent('Favourite place?');
    expect(article).toHaveTextContent('Answer from Maria Sketches');
    expect(article).toHaveTextContent('Intramuros #Manila');
    // visitors see the answered ones only, and cannot manage them
    const listQuery = fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://localhost'))
      .find((url) => url.pathname === '/v1/profile/maria/questions')?.searchParams;
    expect(listQuery?.get('status')).toBe('answered');
    expect(within(article).queryByRole('button', { name: 'Hide' })).not.toBeInTheDocument();

    // the name is at most 16 characters
    const question = screen.getByLabelText('Your question');
    const name = screen.getByLabelText('Name');
    await user.type(question, 'Do you take commissions?');
    await user.type(name, 'Juan the Collector');
    expect(screen.getByText('18/16')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    // the form's check runs asynchronously: wait for its message
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription(/The name must not be greater than 16 characters\./),
    );
    expect(sentBodies(fetchMock, 'POST /v1/profile/maria/questions')).toHaveLength(0);

    await user.clear(name);
    await user.type(name, 'Juan');
    await user.click(screen.getByRole('button', { name: 'Ask' }));

    expect(
      await screen.findByText('Your question was sent. Maria Sketches will see it.'),
    ).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /v1/profile/maria/questions')).toEqual([
      { body: 'Do you take commissions?', name: 'Juan' },
    ]);
    expect(question).toHaveValue('');
  });

  it('asks for the question before sending', async () => {
    const fetchMock = mockApi({
      'GET /v1/user/profile': unauthorized,
      'GET /v1/profile/maria': { body: { data: buildProfile() } },
      'GET /v1/profile/questions/topic/maria': { body: { data: buildTopic() } },
      'GET /v1/profile/maria/questions': pageOf([]),
    });
    renderApp('/maria/question-and-answer');

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Ask' }));

    expect(screen.getByLabelText('Your question')).toHaveAccessibleDescription(
      /The question field is required\./,
    );
    expect(sentBodies(fetchMock, 'POST /v1/profile/maria/questions')).toHaveLength(0);
  });

  it('lets the owner answer, hide and see every question', async () => {
    const unanswered = buildQuestion({ body: 'What pen do you use?' });
    const fetchMock = mockApi({
      'GET /v1/user/profile': owner,
      'GET /v1/profile/maria': { body: { data: buildProfile({ is_owner: true }) } },
      'GET /v1/profile/questions/topic/maria': { body: { data: buildTopic() } },
      'GET /v1/profile/maria/questions': pageOf([unanswered]),
      [`POST /v1/user/questions/${unanswered.id}/answer`]: ({ body }) => ({
        body: { data: { ...unanswered, answer: (body as { answer: string }).answer } },
      }),
      [`POST /v1/user/questions/${unanswered.id}/hide`]: {
        body: { data: { ...unanswered, is_hidden: true } },
      },
    });
    renderApp('/maria/question-and-answer');
    const user = userEvent.setup();

    const article = await screen.findByRole('article');
    expect(article).toHaveTextContent('Unanswered');
    expect(screen.queryByLabelText('Your question')).not.toBeInTheDocument();
    const listQuery = fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://localhost'))
      .find((url) => url.pathname === '/v1/profile/maria/questions')?.searchParams;
    expect(listQuery?.get('status')).toBe('all');

    await user.click(within(article).getByRole('button', { name: 'Answer' }));
    await user.type(within(article).getByLabelText('Answer'), 'A fineliner.');
    await user.click(within(article).getByRole('button', { name: 'Send answer' }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, `POST /v1/user/questions/${unanswered.id}/answer`)).toEqual([
        { answer: 'A fineliner.' },
      ]),
    );

    await user.click(within(article).getByRole('button', { name: 'Hide' }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, `POST /v1/user/questions/${unanswered.id}/hide`)).toEqual([
        { is_hidden: 1 },
      ]),
    );
  });
});

describe('Edit Q&A modal', () => {
  // the browser decodes a chosen picture before it is cropped (jsdom cannot): these pictures decode
  beforeEach(() => {
    Object.defineProperty(HTMLImageElement.prototype, 'decode', {
      configurable: true,
      value: () => Promise.resolve(),
    });
    return () => void delete (HTMLImageElement.prototype as { decode?: unknown }).decode;
  });

  const ownerApi = () =>
    mockApi({
      'GET /v1/user/profile': owner,
      'GET /v1/profile/maria': { body: { data: buildProfile({ is_owner: true }) } },
      'GET /v1/profile/questions/topic/maria': { body: { data: buildTopic() } },
      'GET /v1/profile/maria/questions': pageOf([]),
      'PUT /v1/user/questions/topic': ({ body }) => ({
        body: { data: { banner_image: null, ...(body as object) } },
      }),
    });

  it('requires the title and the description, and counts the description up to 300', async () => {
    const fetchMock = ownerApi();
    renderApp('/maria/question-and-answer');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Edit Q&A' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Q&A' });
    const title = within(dialog).getByLabelText(/^Title/);
    const description = within(dialog).getByLabelText(/^Description/);
    expect(title).toHaveValue('Ask me about drawing');

    await user.clear(title);
    await user.clear(description);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(title).toHaveAccessibleDescription('The title field is required.');
    expect(description).toHaveAccessibleDescription(/The description field is required\./);
    expect(within(dialog).getByText('0/300')).toBeInTheDocument();

    await user.type(title, 'Ask me');
    await user.click(description);
    await user.paste('x'.repeat(301));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('301/300')).toBeInTheDocument();
    expect(description).toHaveAccessibleDescription(
      /The description must not be greater than 300 characters\./,
    );
    expect(sentBodies(fetchMock, 'PUT /v1/user/questions/topic')).toHaveLength(0);
  });

  it('crops the banner in the shape it is shown, 254x282, so it is never stretched', async () => {
    ownerApi();
    renderApp('/maria/question-and-answer');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Edit Q&A' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Q&A' });
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['png'], 'banner.png', { type: 'image/png' }));

    const crop = await screen.findByRole('dialog', { name: 'Crop Image' });
    const frame = await within(crop).findByTestId('crop-frame');
    expect(Number(frame.dataset.aspect)).toBeCloseTo(254 / 282, 6);
  });

  it('says a banner that is not an image is not one, rather than opening an empty crop frame', async () => {
    ownerApi();
    renderApp('/maria/question-and-answer');
    // the picker offers images, but a person may pick any file
    const user = userEvent.setup({ applyAccept: false });

    await user.click(await screen.findByRole('button', { name: 'Edit Q&A' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Q&A' });
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['%PDF-1.7'], 'rates.pdf', { type: 'application/pdf' }));

    expect(await within(dialog).findByText('The file provided is not an image.1')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Crop Image' })).not.toBeInTheDocument();

    // a picture then goes to Crop Image
    await user.upload(input, new File(['png'], 'banner.png', { type: 'image/png' }));
    expect(await screen.findByRole('dialog', { name: 'Crop Image' })).toBeInTheDocument();
  });

  it('saves the topic and says Successfully Updated.', async () => {
    const fetchMock = ownerApi();
    renderApp('/maria/question-and-answer');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Edit Q&A' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Q&A' });
    const title = within(dialog).getByLabelText(/^Title/);
    await user.clear(title);
    await user.type(title, 'Ask me anything about #komiks');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Successfully Updated.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT /v1/user/questions/topic')).toEqual([
      { title: 'Ask me anything about #komiks', description: 'Anything about #sketching and Manila.' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Q&A' })).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { name: 'Ask me anything about #komiks' })).toBeInTheDocument();
  });
});
