import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { englishLeft, inFilipino } from '@/testing/filipino';
import { buildUser, mockApi, renderApp, siteConfig } from '@/testing/test-utils';

describe('profile settings in Filipino', () => {
  it('draws the form, its field messages and the language switch with no English left', async () => {
    await inFilipino();
    mockApi({
      'GET /v1/user/profile': { body: { data: buildUser({ language: 'fil' }) } },
      'GET /v1/site/config': siteConfig,
    });
    renderApp('/dashboard/settings/profile');
    const user = userEvent.setup();
    const pageName = await screen.findByLabelText(/^Pangalan ng page/);
    await user.clear(pageName);
    await user.click(screen.getByRole('button', { name: 'I-save ang mga pagbabago' }));
    await waitFor(() => expect(pageName).toHaveAccessibleDescription(/Kailangan ang pangalan ng page\./));
    const main = document.querySelector('main')!;
    expect(screen.getByRole('heading', { level: 1, name: 'Ang profile mo' })).toBeInTheDocument();
    expect(screen.getByText('Mga Setting')).toBeInTheDocument();
    expect(englishLeft(main, ['Juan', 'dela', 'Cruz', 'JD'])).toEqual([]);
  });
});
