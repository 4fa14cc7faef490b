import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminPost } from '@pixel/contract';
import { buildAdminPersonDetail, staffMe } from '@/testing/admin-builders';
import { mockApi, pageOf, renderApp, sentBodies } from '@/testing/test-utils';
import { buildAdminPost } from '../testing/moderation-builders';

const id = '00000000-0000-4000-a000-000000000100';
const person = `/v1/admin/users/${id}`;
const posts = `${person}/posts`;
const maria = { body: { data: buildAdminPersonDetail({ id }) } };

const queriesTo = (api: ReturnType<typeof mockApi>, path: string) =>
  api.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path)
    .map((url) => Object.fromEntries(url.searchParams));

const slide = buildAdminPost({
  kind: 'slide',
  id: '00000000-0000-4000-a000-000000000801',
  text: 'Taal at dawn, five takes',
  audience: 'paid',
  price: '100.00',
  purchase_count: 1234,
});
const bloc = buildAdminPost({
  kind: 'bloc',
  id: '00000000-0000-4000-a000-000000000802',
  text: 'How I shoot the lake',
  preview_url: null,
  audience: 'members',
  created_at: '2026-11-17T01:00:00.000Z',
});
const hidden = buildAdminPost({
  id: '00000000-0000-4000-a000-000000000803',
  text: null,
  hidden_at: '2026-11-19T04:00:00.000Z',
  hidden_reason: 'Someone else’s photo',
});

/** The person's posts as the server keeps them, read again after each change. */
function postsOf(initial: AdminPost[]) {
  let current = initial;
  return {
    handler: () => pageOf(current, { per_page: 20 }),
    change: (post: AdminPost, hiddenAt: string | null, reason: string | null) => {
      current = current.map((each) =>
        each.id === post.id ? { ...each, hidden_at: hiddenAt, hidden_reason: reason } : each,
      );
      return current.find((each) => each.id === post.id)!;
    },
  };
}

const rowOf = (table: HTMLElement, text: string) =>
  within(table)
    .getAllByRole('row')
    .find((row) => row.textContent?.includes(text))!;

describe("a person's posts", () => {
  it('lists their posts, newest first, with a preview, who may see each, its price and buyers, and why one is hidden', async () => {
    const api = mockApi({
      'GET /v1/admin/me': staffMe('support'),
      [`GET ${person}`]: maria,
      [`GET ${posts}`]: ({ url }) =>
        url.searchParams.get('page') === '2'
          ? pageOf([hidden], { current_page: 2, last_page: 2, per_page: 2 })
          : pageOf([slide, bloc], { current_page: 1, last_page: 2, per_page: 2 }),
    });
    renderApp(`/admin/people/${id}`);
    const user = userEvent.setup();

    const table = await screen.findByRole('table', { name: 'Posts' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Taal at dawn, five takesSlidePaid₱100.001,234Nov 18, 2026 at 9:00 am');
    // the preview is decorative: the text beside it names the post
    const preview = first!.querySelector('img');
    expect(preview).toHaveAttribute('src', 'https://media.pixel.test/previews/taal.jpg');
    expect(preview).toHaveAttribute('alt', '');
    expect(second).toHaveTextContent('How I shoot the lakeBloc postMembers—0Nov 17, 2026 at 9:00 am');
    expect(second!.querySelector('img')).toBeNull();
    expect(within(table).queryByText('Hidden')).not.toBeInTheDocument();
    expect(queriesTo(api, posts)).toEqual([{ page: '1' }]);

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(screen.getByRole('table', { name: 'Posts' })).toHaveTextContent('Hidden'));
    const [, row] = within(screen.getByRole('table', { name: 'Posts' })).getAllByRole('row');
    expect(row).toHaveTextContent('No text');
    expect(row).toHaveTextContent('HiddenNov 19, 2026 at 12:00 pm: Someone else’s photo');
    expect(row!.querySelector('img')).toHaveAttribute('alt', '');
    expect(within(row!).getByRole('button', { name: 'Show again Snap' })).toBeInTheDocument();
    expect(queriesTo(api, posts).at(-1)).toEqual({ page: '2' });
  });

  it('hides a Slide with a reason, which it asks for, as a photo post, and reads the list again', async () => {
    const server = postsOf([slide, bloc]);
    const hide = `POST /v1/admin/posts/photo/${slide.id}/hide`;
    const api = mockApi({
      'GET /v1/admin/me': staffMe('support'),
      [`GET ${person}`]: maria,
      [`GET ${posts}`]: server.handler,
      [hide]: ({ body }) => ({
        body: {
          data: {
            message: 'The post is hidden. Its creator was told why.',
            post: server.change(slide, '2026-11-20T08:00:00.000Z', (body as { reason: string }).reason),
          },
        },
      }),
    });
    renderApp(`/admin/people/${id}`);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Hide Slide: Taal at dawn, five takes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide this post?' });
    expect(dialog).toHaveTextContent('SlideTaal at dawn, five takes');
    expect(dialog).toHaveTextContent(
      'The post leaves the page for everyone but its creator, who is told why and cannot publish it again.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Hide post' }));
    expect(await within(dialog).findByText('The reason field is required.')).toBeInTheDocument();
    expect(sentBodies(api, hide)).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Someone else’s photos');
    await user.click(within(dialog).getByRole('button', { name: 'Hide post' }));

    expect(await screen.findByText('The post is hidden. Its creator was told why.')).toBeInTheDocument();
    expect(sentBodies(api, hide)).toEqual([{ reason: 'Someone else’s photos' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const table = screen.getByRole('table', { name: 'Posts' });
    await waitFor(() =>
      expect(rowOf(table, 'Taal at dawn')).toHaveTextContent(
        'HiddenNov 20, 2026 at 4:00 pm: Someone else’s photos',
      ),
    );
    expect(
      within(rowOf(table, 'Taal at dawn')).getByRole('button', { name: /^Show again Slide/ }),
    ).toBeInTheDocument();
    expect(queriesTo(api, posts)).toHaveLength(2);
  });

  it("hides a Bloc post as one, and says the server's refusal above the buttons", async () => {
    const hide = `POST /v1/admin/posts/bloc/${bloc.id}/hide`;
    const api = mockApi({
      'GET /v1/admin/me': staffMe('admin'),
      [`GET ${person}`]: maria,
      [`GET ${posts}`]: pageOf([bloc]),
      [hide]: {
        status: 409,
        body: {
          exception: 'ConflictException',
          message_key: 'postAlreadyHidden',
          message: 'This post is hidden already.',
        },
      },
    });
    renderApp(`/admin/people/${id}`);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Hide Bloc post: How I shoot the lake' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide this post?' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Hate speech');
    await user.click(within(dialog).getByRole('button', { name: 'Hide post' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This post is hidden already.');
    expect(sentBodies(api, hide)).toEqual([{ reason: 'Hate speech' }]);
    // hidden by someone else meanwhile: the list is read again
    await waitFor(() => expect(queriesTo(api, posts)).toHaveLength(2));
  });

  it('shows a hidden post again with a reason', async () => {
    const server = postsOf([hidden]);
    const show = `POST /v1/admin/posts/photo/${hidden.id}/show`;
    const api = mockApi({
      'GET /v1/admin/me': staffMe('support'),
      [`GET ${person}`]: maria,
      [`GET ${posts}`]: server.handler,
      [show]: () => ({
        body: {
          data: {
            message: 'The post is shown again. Its creator was told.',
            post: server.change(hidden, null, null),
          },
        },
      }),
    });
    renderApp(`/admin/people/${id}`);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Show again Snap' }));
    const dialog = await screen.findByRole('dialog', { name: 'Show this post again?' });
    await user.type(
      within(dialog).getByRole('textbox', { name: /Reason/ }),
      'The creator proved it is theirs',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Show again' }));

    expect(await screen.findByText('The post is shown again. Its creator was told.')).toBeInTheDocument();
    expect(sentBodies(api, show)).toEqual([{ reason: 'The creator proved it is theirs' }]);
    expect(await screen.findByRole('button', { name: 'Hide Snap' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Posts' })).not.toHaveTextContent('Hidden');
  });

  it('shows a role that may not moderate content the posts, with nothing to do with them', async () => {
    mockApi({
      'GET /v1/admin/me': staffMe('finance'),
      [`GET ${person}`]: maria,
      [`GET ${posts}`]: pageOf([slide, hidden]),
    });
    renderApp(`/admin/people/${id}`);

    const table = await screen.findByRole('table', { name: 'Posts' });
    expect(table).toHaveTextContent('Taal at dawn, five takes');
    expect(table).toHaveTextContent('Someone else’s photo');
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when they have no posts', async () => {
    mockApi({
      'GET /v1/admin/me': staffMe('support'),
      [`GET ${person}`]: maria,
      [`GET ${posts}`]: pageOf([]),
    });
    renderApp(`/admin/people/${id}`);

    const section = await screen.findByRole('region', { name: 'Posts' });
    expect(await within(section).findByText('No posts yet.')).toBeInTheDocument();
  });
});
