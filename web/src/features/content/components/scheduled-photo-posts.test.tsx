import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PhotoPost } from '@pixel/contract';
import { buildUser, mockApi, pageOf, renderApp, sentBodies, siteConfig } from '@/testing/test-utils';
import { buildPhotoPost } from '../testing/photo-builders';

const soon = buildPhotoPost({
  caption: 'Sunrise set',
  is_published: false,
  publish_at: '2026-12-01T01:00:00.000Z',
});
const slide = buildPhotoPost({
  type: 'image_collection',
  caption: 'Members first',
  is_published: false,
  publish_at: '2026-12-03T10:30:00.000Z',
  public_from: '2026-12-10T10:30:00.000Z',
});

function openSnapDashboard(handlers: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi({
    'GET /v1/user/profile': { body: { data: buildUser() } },
    'GET /v1/site/config': siteConfig,
    'GET /v1/profile/content/images/juan': pageOf([]),
    'GET /v1/user/content/images/scheduled': pageOf([soon, slide]),
    ...handlers,
  });
  renderApp('/dashboard/creator-hub/snap');
  return { fetchMock, user: userEvent.setup() };
}

const answer = (post: PhotoPost, body: unknown) => ({ body: { data: { ...post, ...(body as object) } } });

describe('My Snaps’ scheduled posts', () => {
  it('are listed soonest first with their Manila times', async () => {
    openSnapDashboard();
    const section = await screen.findByRole('region', { name: 'Scheduled' });
    const [first, second] = within(section).getAllByRole('article');
    expect(first).toHaveAccessibleName('Sunrise set');
    expect(first).toHaveTextContent('Goes out Dec 1, 2026 at 9:00 am (Manila time)');
    expect(second).toHaveTextContent('Goes out Dec 3, 2026 at 6:30 pm (Manila time)');
    expect(second).toHaveTextContent('Open to everyone from Dec 10, 2026 at 6:30 pm (Manila time)');
  });

  it('move to a new time, or go out now', async () => {
    const { fetchMock, user } = openSnapDashboard({
      [`PUT /v1/user/content/images/update/${soon.id}`]: ({ body }) => answer(soon, body),
      [`PUT /v1/user/content/images/collection/update/${slide.id}`]: ({ body }) =>
        answer(slide, { is_published: true, publish_at: null, ...(body as object) }),
    });
    const section = await screen.findByRole('region', { name: 'Scheduled' });
    const card = within(section).getByRole('article', { name: 'Sunrise set' });
    await user.click(within(card).getByRole('button', { name: 'Change time' }));
    const when = within(card).getByLabelText('Date and time (Manila time)');
    expect(when).toHaveValue('2026-12-01T09:00');
    fireEvent.change(when, { target: { value: '2026-12-02T07:15' } });
    await user.click(within(card).getByRole('button', { name: 'Save time' }));
    expect(await screen.findByText('New time saved.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, `PUT /v1/user/content/images/update/${soon.id}`)).toEqual([
      { publish_at: '2026-12-02T07:15:00+08:00' },
    ]);

    const other = within(section).getByRole('article', { name: 'Members first' });
    await user.click(within(other).getByRole('button', { name: 'Publish now' }));
    expect(await screen.findByText('Your post is live.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, `PUT /v1/user/content/images/collection/update/${slide.id}`)).toEqual([
      { is_published: true },
    ]);
  });

  it('say a refused time under its field', async () => {
    const { user } = openSnapDashboard({
      [`PUT /v1/user/content/images/update/${soon.id}`]: {
        status: 422,
        body: {
          exception: 'ValidationException',
          message_key: 'scheduleTooFar',
          message: 'The publishing time must be within a year from now.',
          errors: { publish_at: ['The publishing time must be within a year from now.'] },
        },
      },
    });
    const section = await screen.findByRole('region', { name: 'Scheduled' });
    const card = within(section).getByRole('article', { name: 'Sunrise set' });
    await user.click(within(card).getByRole('button', { name: 'Change time' }));
    const when = within(card).getByLabelText('Date and time (Manila time)');
    fireEvent.change(when, { target: { value: '2030-01-01T09:00' } });
    await user.click(within(card).getByRole('button', { name: 'Save time' }));
    await waitFor(() =>
      expect(when).toHaveAccessibleDescription(/The publishing time must be within a year from now\./),
    );
  });
});

describe('the new post’s time', () => {
  it('goes out now unless a Manila time is chosen, and then the button schedules', async () => {
    const { user } = openSnapDashboard({ 'GET /v1/user/content/images/scheduled': pageOf([]) });
    const form = await screen.findByRole('form', { name: 'New post' });
    expect(within(form).getByRole('radio', { name: 'Now' })).toBeChecked();
    expect(within(form).queryByLabelText('Date and time (Manila time)')).not.toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Publish' })).toBeInTheDocument();

    await user.click(within(form).getByRole('radio', { name: 'At a time I choose' }));
    expect(within(form).getByLabelText('Date and time (Manila time)')).toHaveAttribute(
      'type',
      'datetime-local',
    );
    expect(within(form).getByRole('button', { name: 'Schedule' })).toBeInTheDocument();
    await user.click(within(form).getByRole('radio', { name: 'Now' }));
    expect(within(form).getByRole('button', { name: 'Publish' })).toBeInTheDocument();
  });
});
