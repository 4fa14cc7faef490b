import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  buildProfile,
  buildUser,
  mockApi,
  pageOf,
  renderApp,
  sentBodies,
  unauthorized,
} from '@/testing/test-utils';

describe('the language switch', () => {
  it('turns a visitor’s page Filipino from the header, and this browser remembers it', async () => {
    mockApi({
      'GET /v1/user/profile': unauthorized,
      'GET /v1/profile/maria': { body: { data: buildProfile() } },
      'GET /v1/profile/maria/gifts': pageOf([]),
    });
    renderApp('/maria');
    expect(await screen.findByRole('button', { name: 'Support Me' })).toBeInTheDocument();

    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'FIL');
    expect(await screen.findByRole('button', { name: 'Mag-support' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mag-log in' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fil');
    expect(window.localStorage.getItem('pixel_lang')).toBe('fil');
    expect(document.cookie).toContain('pixel_lang=fil');
  });

  it('keeps a signed-in account’s choice on the account, from the settings', async () => {
    const fetchMock = mockApi({
      'GET /v1/user/profile': { body: { data: buildUser() } },
      'PUT /v1/user/language': { body: { data: buildUser({ language: 'fil' }) } },
    });
    renderApp('/dashboard/settings/profile');
    const settings = await screen.findByRole('region', { name: 'Language' });
    const language = within(settings).getByRole('combobox', { name: 'Language' });
    await userEvent.setup().selectOptions(language, 'Filipino');
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'PUT /v1/user/language')).toEqual([{ language: 'fil' }]),
    );
    expect(await screen.findAllByRole('combobox', { name: 'Wika' })).not.toHaveLength(0);
  });

  it('shows the account in the language it chose on another browser', async () => {
    mockApi({
      'GET /v1/user/profile': { body: { data: buildUser({ language: 'fil' }) } },
      'GET /v1/profile/maria': { body: { data: buildProfile() } },
      'GET /v1/profile/maria/gifts': pageOf([]),
    });
    renderApp('/maria');
    expect(await screen.findByRole('button', { name: 'Mag-support' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
  });
});
