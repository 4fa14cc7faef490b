import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { staffMe } from '@/testing/admin-builders';
import { mockApi, renderApp, sentBodies } from '@/testing/test-utils';
import { buildHeldMessage } from '../testing/moderation-builders';

const list = '/v1/admin/held-messages';
const rude = buildHeldMessage();
const nameOnly = buildHeldMessage({
  id: '00000000-0000-4000-a000-000000000601',
  supporter_name: 'Badword Bob',
  supporter_message: null,
  amount: '1500.00',
  created_at: '2026-11-20T03:00:00.000Z',
  creator_user_id: '00000000-0000-4000-a000-000000000101',
  creator_page_url: 'juan',
});

describe('held messages', () => {
  it('lists what the filters held across creators, oldest first, each linking to its creator', async () => {
    mockApi({
      'GET /v1/admin/me': staffMe('support'),
      [`GET ${list}`]: { body: { data: [rude, nameOnly] } },
    });
    renderApp('/admin/held-messages');

    const table = await screen.findByRole('table', { name: 'Held messages' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('@mariaAna₱50.00You call this art?Nov 19, 2026 at 10:00 am');
    expect(within(first!).getByRole('link', { name: '@maria' })).toHaveAttribute(
      'href',
      `/admin/people/${rude.creator_user_id}`,
    );
    expect(second).toHaveTextContent('@juanBadword Bob₱1,500.00No messageNov 20, 2026 at 11:00 am');
    expect(
      within(second!).getByRole('button', { name: 'Show as sent: the gift from Badword Bob to @juan' }),
    ).toBeInTheDocument();
    expect(
      within(second!).getByRole('button', {
        name: 'Remove name and message: the gift from Badword Bob to @juan',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('2 messages, oldest first')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Staff' });
    expect(within(menu).getByRole('link', { name: 'Held messages' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows a message as sent with a reason, which it asks for, and reads the list again', async () => {
    let decided = false;
    const approve = `POST ${list}/${rude.id}/approve`;
    const api = mockApi({
      'GET /v1/admin/me': staffMe('support'),
      [`GET ${list}`]: () => ({ body: { data: decided ? [] : [rude] } }),
      [approve]: () => {
        decided = true;
        return { body: { data: { message: 'The gift shows with its message.' } } };
      },
    });
    renderApp('/admin/held-messages');
    const user = userEvent.setup();

    await user.click(
      await screen.findByRole('button', { name: 'Show as sent: the gift from Ana to @maria' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Show this message as sent?' });
    expect(dialog).toHaveTextContent('Ana₱50.00You call this art?');
    expect(dialog).toHaveTextContent('its alert goes to their overlay now');
    await user.click(within(dialog).getByRole('button', { name: 'Show as sent' }));
    expect(await within(dialog).findByText('The reason field is required.')).toBeInTheDocument();
    expect(sentBodies(api, approve)).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Banter between friends');
    await user.click(within(dialog).getByRole('button', { name: 'Show as sent' }));

    expect(await screen.findByText('The gift shows with its message.')).toBeInTheDocument();
    expect(sentBodies(api, approve)).toEqual([{ reason: 'Banter between friends' }]);
    expect(await screen.findByText('No messages are held.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('removes a name and message with a reason', async () => {
    const remove = `POST ${list}/${nameOnly.id}/remove`;
    const api = mockApi({
      'GET /v1/admin/me': staffMe('admin'),
      [`GET ${list}`]: { body: { data: [rude, nameOnly] } },
      [remove]: {
        body: { data: { message: 'The name and message are removed; the gift shows without them.' } },
      },
    });
    renderApp('/admin/held-messages');
    const user = userEvent.setup();

    await user.click(
      await screen.findByRole('button', {
        name: 'Remove name and message: the gift from Badword Bob to @juan',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remove the name and message?' });
    expect(dialog).toHaveTextContent('No message: the name was held.');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'A slur as the name');
    await user.click(within(dialog).getByRole('button', { name: 'Remove name and message' }));

    expect(
      await screen.findByText('The name and message are removed; the gift shows without them.'),
    ).toBeInTheDocument();
    expect(sentBodies(api, remove)).toEqual([{ reason: 'A slur as the name' }]);
    expect(sentBodies(api, `POST ${list}/${nameOnly.id}/approve`)).toEqual([]);
  });

  it('says above the buttons when the creator or a colleague decided first, and reads the list again', async () => {
    let reads = 0;
    const approve = `POST ${list}/${rude.id}/approve`;
    mockApi({
      'GET /v1/admin/me': staffMe('support'),
      [`GET ${list}`]: () => {
        reads += 1;
        return { body: { data: [rude] } };
      },
      [approve]: {
        status: 404,
        body: {
          exception: 'NotFoundException',
          message_key: 'heldMessageNotFound',
          message: 'Held message not found.',
        },
      },
    });
    renderApp('/admin/held-messages');
    const user = userEvent.setup();

    await user.click(
      await screen.findByRole('button', { name: 'Show as sent: the gift from Ana to @maria' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Show this message as sent?' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Fine');
    await user.click(within(dialog).getByRole('button', { name: 'Show as sent' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Held message not found.');
    await waitFor(() => expect(reads).toBe(2));
  });

  it('says in the server’s words when the role may not see them', async () => {
    mockApi({
      'GET /v1/admin/me': staffMe('finance'),
      [`GET ${list}`]: {
        status: 403,
        body: {
          exception: 'ForbiddenException',
          message_key: 'staffRoleNotAllowed',
          message: 'Your staff role does not allow this.',
        },
      },
    });
    renderApp('/admin/held-messages');

    expect(await screen.findByText('Your staff role does not allow this.')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Staff' });
    expect(within(menu).queryByRole('link', { name: 'Held messages' })).not.toBeInTheDocument();
  });
});
