import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished } from 'vitest';
import { buildProfile, buildUser, mockApi, renderApp, sentBodies, siteConfig } from '@/testing/test-utils';

describe('profile settings', () => {
  it('counts the page name and the bio, and refuses a bio over 300', async () => {
    const fetchMock = mockApi({
      'GET /v1/user/profile': { body: { data: buildUser() } },
      'GET /v1/site/config': siteConfig,
    });
    renderApp('/dashboard/settings/profile');
    const user = userEvent.setup();

    const bio = await screen.findByLabelText('Bio');
    expect(screen.getByText('14/50')).toBeInTheDocument(); // Juan dela Cruz
    expect(screen.getByText('0/300')).toBeInTheDocument();
    await user.click(bio);
    await user.paste('a'.repeat(301));
    expect(screen.getByText('301/300')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    // the form's schema check is asynchronous: the message comes a moment after the click
    await waitFor(() =>
      expect(bio).toHaveAccessibleDescription(/The bio must not be greater than 300 characters\./),
    );
    expect(sentBodies(fetchMock, 'PUT /v1/user/profile')).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^Page name/));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Page name/)).toHaveAccessibleDescription(
        /The page name field is required\./,
      ),
    );
  });

  it('saves the page name and the bio, and the header shows the new name', async () => {
    let saved: { page_name: string; bio?: string } | null = null;
    const fetchMock = mockApi({
      'GET /v1/user/profile': () => {
        const base = buildUser();
        return {
          body: {
            data: saved
              ? { ...base, profile: { ...base.profile, page_name: saved.page_name, bio: saved.bio ?? null } }
              : base,
          },
        };
      },
      'GET /v1/site/config': siteConfig,
      'PUT /v1/user/profile': ({ body }) => {
        saved = body as { page_name: string; bio?: string };
        return {
          body: {
            data: buildProfile({
              page_url: 'juan',
              page_name: saved.page_name,
              bio: saved.bio ?? null,
              is_owner: true,
            }),
          },
        };
      },
    });
    renderApp('/dashboard/settings/profile');
    const user = userEvent.setup();

    const pageName = await screen.findByLabelText(/^Page name/);
    await user.clear(pageName);
    await user.type(pageName, 'Juan Draws');
    await user.type(screen.getByLabelText('Bio'), 'Komiks from Cebu #komiks');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Successfully Updated.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT /v1/user/profile')).toEqual([
      { page_name: 'Juan Draws', bio: 'Komiks from Cebu #komiks' },
    ]);
    // the dashboard header follows the saved profile
    await waitFor(() => expect(screen.getByRole('banner')).toHaveTextContent('Juan Draws'));
  });

  it('says a file that is not an image is not one, rather than opening an empty crop frame', async () => {
    mockApi({
      'GET /v1/user/profile': { body: { data: buildUser() } },
      'GET /v1/site/config': siteConfig,
    });
    renderApp('/dashboard/settings/profile');
    // the picker offers images, but a person may pick any file
    const user = userEvent.setup({ applyAccept: false });
    await screen.findByRole('button', { name: 'Change avatar' });
    const [avatarInput] = document.querySelectorAll<HTMLInputElement>('input[type="file"]');

    await user.upload(avatarInput!, new File(['Dear diary'], 'notes.txt', { type: 'text/plain' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The file provided is not an image.1');
    expect(screen.queryByRole('dialog', { name: 'Crop Image' })).not.toBeInTheDocument();

    // the browser decodes what it is given (jsdom cannot): this one named .png is not a picture, the next is
    let decodes = false;
    Object.defineProperty(HTMLImageElement.prototype, 'decode', {
      configurable: true,
      value: () => (decodes ? Promise.resolve() : Promise.reject(new Error('EncodingError'))),
    });
    onTestFinished(() => void delete (HTMLImageElement.prototype as { decode?: unknown }).decode);
    await user.upload(avatarInput!, new File(['<html>'], 'page.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('not an image'));
    expect(screen.queryByRole('dialog', { name: 'Crop Image' })).not.toBeInTheDocument();

    // a picture then goes to Crop Image, and the message goes
    decodes = true;
    await user.upload(avatarInput!, new File(['png'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByRole('dialog', { name: 'Crop Image' })).toBeInTheDocument();
    expect(screen.queryByText('The file provided is not an image.1')).not.toBeInTheDocument();
  });
});
