import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildBlocPost, buildTier } from '@/testing/content-builders';
import { englishLeft, inFilipino } from '@/testing/filipino';
import { buildUser, mockApi, pageOf, renderApp, siteConfig } from '@/testing/test-utils';

// the test data's own words: the posts' and the tier's
const names = ['Studio notes', 'Inking day. #komiks', 'Sketch Club'];

const tier = buildTier({ name: 'Sketch Club' });

describe('the Bloc editor in Filipino', () => {
  it('draws the form, its messages, the posts and Delete with no English left', async () => {
    await inFilipino();
    mockApi({
      'GET /v1/user/profile': { body: { data: buildUser({ language: 'fil' }) } },
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/memberships/tiers': { body: { data: [tier] } },
      'GET /v1/user/bloc/scheduled': pageOf([
        buildBlocPost({
          title: 'Studio notes',
          body: 'Inking day. #komiks',
          visibility: 'supporters',
          publish_at: '2026-12-01T01:00:00.000Z',
        }),
      ]),
      'GET /v1/profile/juan/bloc': pageOf([
        buildBlocPost({ title: 'Studio notes', body: 'Inking day. #komiks', visibility: 'supporters' }),
        buildBlocPost({
          title: null,
          body: 'Inking day. #komiks',
          visibility: 'members',
          min_tier_id: tier.id,
        }),
      ]),
    });
    renderApp('/dashboard/creator-hub/bloc');
    const user = userEvent.setup();

    const [post] = await screen.findAllByRole('article');
    expect(post).toHaveTextContent('Para sa mga supporter lang');
    expect(screen.getByRole('article', { name: 'Post sa Bloc' })).toHaveTextContent('Walang pamagat');

    await user.click(screen.getByRole('button', { name: 'I-post' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Post/ })).toHaveAccessibleDescription(
        /Kailangan ang laman\./,
      ),
    );
    await user.click(await screen.findByRole('radio', { name: 'Para sa mga member lang' }));
    await screen.findAllByLabelText(/^Mga member ng/);
    // early access and the time a post goes out (decision 0157), and the posts waiting for theirs
    await user.click(screen.getByRole('checkbox', { name: /Buksan sa lahat pagkatapos/ }));
    expect(screen.getByLabelText('Bukas sa lahat mula (oras sa Manila)')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Sa oras na pipiliin ko' }));
    expect(screen.getByRole('button', { name: 'I-schedule' })).toBeInTheDocument();
    const scheduled = screen.getByRole('region', { name: 'Naka-schedule' });
    expect(scheduled).toHaveTextContent(/Ilalabas sa .+ \(oras sa Manila\)/);
    expect(within(scheduled).getByRole('button', { name: 'I-publish ngayon' })).toBeInTheDocument();
    expect(englishLeft(screen.getByRole('main'), names)).toEqual([]);

    await user.click(within(post!).getByRole('button', { name: 'I-delete' }));
    const confirm = await screen.findByRole('dialog');
    expect(await within(confirm).findByText('Tuluyang matatanggal ang post sa Bloc mo.')).toBeInTheDocument();
    expect(englishLeft(confirm, names)).toEqual([]);
  });
});
