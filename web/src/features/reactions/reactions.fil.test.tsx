import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildBlocPost, buildReactions } from '@/testing/content-builders';
import { englishLeft, inFilipino } from '@/testing/filipino';
import { buildProfile, buildUser, mockApi, pageOf, renderApp } from '@/testing/test-utils';

describe('reactions in Filipino', () => {
  it('names the control, its picker and the count in Filipino, the reactions by their own names', async () => {
    await inFilipino();
    mockApi({
      'GET /v1/user/profile': { body: { data: buildUser({ language: 'fil' }) } },
      'GET /v1/profile/maria': { body: { data: buildProfile() } },
      'GET /v1/profile/maria/bloc': pageOf([
        buildBlocPost({ reactions: buildReactions({ laugh_count: 2 }) }),
      ]),
    });
    renderApp('/maria/pixel-bloc');
    const group = within(await screen.findByRole('group', { name: 'Mga reaction' }));
    expect(group.getByRole('button', { name: 'Mag-react' })).toBeInTheDocument();
    expect(
      group.getByRole('button', { name: 'Tingnan kung sino ang nag-react: 2 na reaction' }),
    ).toBeInTheDocument();
    await userEvent.setup().click(group.getByRole('button', { name: 'Pumili ng reaction' }));
    const picker = await screen.findByRole('group', { name: 'Pagpili ng reaction' });
    expect(englishLeft(picker)).toEqual([]);
    expect(englishLeft(screen.getByRole('group', { name: 'Mga reaction' }))).toEqual([]);
  });
});
