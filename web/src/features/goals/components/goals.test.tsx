import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildGoal } from '@/testing/content-builders';
import {
  buildProfile,
  buildUser,
  mockApi,
  pageOf,
  renderApp,
  sentBodies,
  siteConfig,
  unauthorized,
} from '@/testing/test-utils';

const signedIn = { body: { data: buildUser() } };

describe('add goal page', () => {
  const mockDashboard = (extra: Parameters<typeof mockApi>[0] = {}) =>
    mockApi({
      'GET /v1/user/profile': signedIn,
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/goals': pageOf([]),
      ...extra,
    });

  it('checks the fields before sending', async () => {
    const fetchMock = mockDashboard();
    renderApp('/dashboard/creator-hub/my-goals/add-goal');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Add goal' }));

    // the form's checks run in the resolver's promise: the errors are drawn a tick after the click
    await waitFor(() =>
      expect(screen.getByLabelText(/^Title/)).toHaveAccessibleDescription(/The title field is required\./),
    );
    expect(screen.getByLabelText(/^Target amount/)).toHaveAccessibleDescription(
      'The target amount field is required.',
    );

    await user.type(screen.getByLabelText(/^Title/), 'x'.repeat(81));
    await user.type(screen.getByLabelText(/^Target amount/), '0.50');
    await user.click(screen.getByRole('button', { name: 'Add goal' }));

    expect(screen.getByText('81/80')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByLabelText(/^Title/)).toHaveAccessibleDescription(
        /The title must not be greater than 80 characters\./,
      ),
    );
    expect(screen.getByLabelText(/^Target amount/)).toHaveAccessibleDescription(
      'The target amount must be at least 1.00.',
    );
    expect(sentBodies(fetchMock, 'POST /v1/user/goals')).toHaveLength(0);
  });

  it('shows the server field errors under the fields', async () => {
    mockDashboard({
      'POST /v1/user/goals': {
        status: 422,
        body: {
          exception: 'ValidationException',
          message_key: 'invalidData',
          message: 'The given data was invalid.',
          errors: { end_date: ['The end date must be a date after or equal to today.'] },
        },
      },
    });
    renderApp('/dashboard/creator-hub/my-goals/add-goal');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText(/^Title/), 'New camera');
    await user.type(screen.getByLabelText(/^Target amount/), '5000');
    await user.click(screen.getByRole('button', { name: 'Add goal' }));

    await waitFor(() =>
      expect(screen.getByLabelText(/^End date/)).toHaveAccessibleDescription(
        /The end date must be a date after or equal to today\./,
      ),
    );
  });

  it('adds the goal and goes to the goals list', async () => {
    const goal = buildGoal({ title: 'New camera', target_amount: '5000.00' });
    let created = false;
    const fetchMock = mockDashboard({
      'POST /v1/user/goals': () => {
        created = true;
        return { status: 201, body: { data: goal } };
      },
      'GET /v1/user/goals': () => pageOf(created ? [goal] : []),
    });
    const { router } = renderApp('/dashboard/creator-hub/my-goals/add-goal');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText(/^Title/), 'New camera');
    await user.type(screen.getByLabelText(/^Target amount/), '5000');
    await user.type(screen.getByLabelText(/^Description/), 'For street photos');
    await user.click(screen.getByRole('button', { name: 'Add goal' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/creator-hub/my-goals'));
    expect(sentBodies(fetchMock, 'POST /v1/user/goals')).toEqual([
      {
        title: 'New camera',
        target_amount: '5000.00',
        description: 'For street photos',
        end_date: null,
        cover_image: null,
      },
    ]);
    expect(await screen.findByRole('heading', { level: 2, name: 'New camera' })).toBeInTheDocument();
  });
});

describe('My Goals tab', () => {
  it('shows each goal with its progress, and Support this goal on the open ones', async () => {
    const open = buildGoal({
      title: 'New camera',
      raised_amount: '250.00',
      target_amount: '1000.00',
      progress: 25,
    });
    const closed = buildGoal({
      title: 'Old goal',
      status: 'closed',
      raised_amount: '1500.00',
      progress: 150,
    });
    mockApi({
      'GET /v1/user/profile': unauthorized,
      'GET /v1/profile/maria': { body: { data: buildProfile() } },
      'GET /v1/profile/maria/goals': pageOf([open, closed]),
      'GET /v1/profile/maria/gifts': pageOf([]),
    });
    renderApp('/maria/my-goals');

    const [first, second] = await screen.findAllByRole('article');
    expect(first).toHaveTextContent('New camera');
    expect(first).toHaveTextContent('₱250.00 raised of ₱1,000.00');
    expect(within(first!).getByRole('progressbar', { name: 'New camera progress' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(second).toHaveTextContent('Closed');
    expect(second).toHaveTextContent('₱1,500.00 raised of ₱1,000.00');
    // the bar stops at full
    expect(within(second!).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(within(second!).queryByRole('button', { name: 'Support this goal' })).not.toBeInTheDocument();

    await userEvent.setup().click(within(first!).getByRole('button', { name: 'Support this goal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Support Me' });
    expect(dialog).toHaveTextContent('For the goal: New camera');
  });

  it('links the hashtags of a goal’s title and description to their pages', async () => {
    const goal = buildGoal({ title: 'Lens for #StreetPhoto walks', description: 'Around #Parañaque' });
    mockApi({
      'GET /v1/user/profile': unauthorized,
      'GET /v1/profile/maria': { body: { data: buildProfile() } },
      'GET /v1/profile/maria/goals': pageOf([goal]),
      'GET /v1/profile/maria/gifts': pageOf([]),
    });
    renderApp('/maria/my-goals');

    const card = await screen.findByRole('article');
    const title = within(card).getByRole('heading', { name: 'Lens for #StreetPhoto walks' });
    expect(within(title).getByRole('link', { name: '#StreetPhoto' })).toHaveAttribute(
      'href',
      '/dashboard/explore/hashtags/streetphoto',
    );
    expect(within(card).getByRole('link', { name: '#Parañaque' })).toHaveAttribute(
      'href',
      `/dashboard/explore/hashtags/${encodeURIComponent('parañaque')}`,
    );
  });
});
