import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type MembershipTier, moderationMessages, type PhotoPost } from '@pixel/contract';
import { buildTier } from '@/testing/content-builders';
import { buildUser, mockApi, pageOf, renderApp, sentBodies, siteConfig } from '@/testing/test-utils';
import { buildPhoto, buildPhotoPost, paidPricing } from '../testing/photo-builders';

const club = buildTier({ id: '0c6a4c0e-1f1b-4f57-9c55-0d1f7c7a5e11', name: 'Sketch Club' });
const studio = buildTier({ id: '5b0e9d1c-3a47-4f0b-9a2e-6c1d2e3f4a55', name: 'Studio Pass', position: 1 });
const old = buildTier({
  id: 'b3c1d0a2-57f4-4e0e-8a51-1d8f2f0f9c22',
  name: 'Old',
  status: 'archived',
  position: 2,
});

const juan = {
  page_url: 'juan',
  page_name: 'Juan dela Cruz',
  avatar: null,
  avatar_variants: { WH100: null },
};

const paidSnap = () =>
  buildPhotoPost({
    caption: 'Jeepneys at dusk',
    is_payable: true,
    price_id: 5,
    pricing: paidPricing,
    creator: juan,
  });

const paidSlide = () =>
  buildPhotoPost({
    type: 'image_collection',
    caption: 'Street set',
    is_payable: true,
    price_id: 5,
    pricing: paidPricing,
    creator: juan,
    images: [buildPhoto({ position: 0, is_payable: true }), buildPhoto({ position: 1, is_payable: true })],
  });

/** The creator's Snap dashboard with `post` on it and `tiers` of theirs; the calls the edit sends answer it. */
function openSnapDashboard(post: PhotoPost, tiers: MembershipTier[] | null) {
  const fetchMock = mockApi({
    'GET /v1/user/profile': { body: { data: buildUser() } },
    'GET /v1/site/config': siteConfig,
    'GET /v1/user/content/images/scheduled': pageOf([]),
    'GET /v1/profile/content/images/juan': pageOf([post]),
    ...(tiers && { 'GET /v1/user/memberships/tiers': { body: { data: tiers } } }),
    [`PUT /v1/user/content/images/update/${post.id}`]: { body: { data: post } },
    [`PUT /v1/user/content/images/collection/update/${post.id}`]: { body: { data: post } },
  });
  renderApp('/dashboard/creator-hub/snap');
  return fetchMock;
}

async function openEdit(name: 'Edit Post' | 'Edit Snap Slide') {
  const user = userEvent.setup();
  const card = await screen.findByRole('article');
  await user.click(within(card).getByRole('button', { name: 'Post options' }));
  await user.click(await screen.findByRole('menuitem', { name }));
  return { user, dialog: await screen.findByRole('dialog', { name }) };
}

/** Mantine's Select names its field and its list of options alike: the field comes first. */
const membersField = async (dialog: HTMLElement) =>
  (await within(dialog).findAllByLabelText(/^Members only/))[0]!;

describe('Edit Post and Edit Snap Slide, members only', () => {
  it('makes a paid Snap members-only: it sends the tier and no price', async () => {
    const snap = paidSnap();
    const fetchMock = openSnapDashboard(snap, [club, studio, old]);
    const { user, dialog } = await openEdit('Edit Post');
    expect(within(dialog).getByText('₱50.00')).toBeInTheDocument();

    await user.click(await membersField(dialog));
    // an archived tier takes no members: it is not offered
    expect(screen.queryByRole('option', { name: /^Old/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Sketch Club' }));

    expect(within(dialog).getByText('Members only', { selector: 'p' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Set Content Price' })).toBeDisabled();
    expect(within(dialog).getByRole('switch', { name: 'Make it FREE' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(sentBodies(fetchMock, `PUT /v1/user/content/images/update/${snap.id}`)).toEqual([
        { caption: 'Jeepneys at dusk', is_published: 1, price_id: 1, min_tier_id: club.id },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Post' })).not.toBeInTheDocument());
  });

  it('makes a paid Snap Slide members-only: not payable, and its photos left as the server sets them', async () => {
    const slide = paidSlide();
    const fetchMock = openSnapDashboard(slide, [club, studio]);
    const { user, dialog } = await openEdit('Edit Snap Slide');

    await user.click(await membersField(dialog));
    await user.click(screen.getByRole('option', { name: 'Studio Pass' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(sentBodies(fetchMock, `PUT /v1/user/content/images/collection/update/${slide.id}`)).toEqual([
        { caption: 'Street set', is_published: 1, is_payable: 0, price_id: 1, min_tier_id: studio.id },
      ]),
    );
    expect(sentBodies(fetchMock, `PUT /v1/user/content/images/collection/update/${slide.id}/image`)).toEqual(
      [],
    );
  });

  it('keeps a Snap for the members of a tier archived since, shown as it is, without naming the tier again', async () => {
    const snap = buildPhotoPost({ caption: 'For the club', creator: juan, min_tier_id: old.id });
    const fetchMock = openSnapDashboard(snap, [club, old]);
    const { user, dialog } = await openEdit('Edit Post');
    const field = await membersField(dialog);
    await waitFor(() => expect(field).toHaveValue('Old (archived)'));

    // saved as it is, the tier it names is not sent again: an archived tier cannot be named anew
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, `PUT /v1/user/content/images/update/${snap.id}`)).toEqual([
        { caption: 'For the club', is_published: 1, price_id: 1 },
      ]),
    );
  });

  it('opens a members-only Snap to everyone again: the tier it names is taken away', async () => {
    const snap = buildPhotoPost({ caption: 'For the club', creator: juan, min_tier_id: club.id });
    const fetchMock = openSnapDashboard(snap, [club]);
    const { user, dialog } = await openEdit('Edit Post');
    const field = await membersField(dialog);
    await waitFor(() => expect(field).toHaveValue('Sketch Club'));

    // Everyone, a choice of the list, takes it away
    await user.click(field);
    await user.click(screen.getByRole('option', { name: 'Everyone' }));
    await waitFor(() => expect(field).toHaveValue('Everyone'));
    expect(within(dialog).getByRole('button', { name: 'Set Content Price' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(sentBodies(fetchMock, `PUT /v1/user/content/images/update/${snap.id}`)).toEqual([
        { caption: 'For the club', is_published: 1, price_id: 1, min_tier_id: null },
      ]),
    );
  });

  it('offers no members-only choice to a creator without a tier that takes members', async () => {
    const snap = paidSnap();
    const fetchMock = openSnapDashboard(snap, [old]);
    const { dialog } = await openEdit('Edit Post');
    await waitFor(() => expect(sentBodies(fetchMock, 'GET /v1/user/memberships/tiers')).not.toEqual([]));
    await within(dialog).findByRole('button', { name: 'Set Content Price' });
    expect(within(dialog).queryByLabelText(/^Members only/)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Set Content Price' })).toBeEnabled();
  });
});

describe('Edit Post, on a post PIXEL support hid meanwhile', () => {
  it("shows the server's word that the post cannot be changed", async () => {
    const snap = paidSnap();
    mockApi({
      'GET /v1/user/profile': { body: { data: buildUser() } },
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/content/images/scheduled': pageOf([]),
      'GET /v1/profile/content/images/juan': pageOf([snap]),
      'GET /v1/user/memberships/tiers': { body: { data: [] } },
      [`PUT /v1/user/content/images/update/${snap.id}`]: {
        status: 409,
        body: {
          exception: 'ConflictException',
          message_key: 'invalidData',
          message: moderationMessages.locked,
        },
      },
    });
    renderApp('/dashboard/creator-hub/snap');
    const { user, dialog } = await openEdit('Edit Post');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('dialog', { name: 'UNABLE TO PROCEED' })).toHaveTextContent(
      moderationMessages.locked,
    );
  });
});
