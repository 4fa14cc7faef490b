import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  buildUser,
  creatorHome,
  mockApi,
  renderApp,
  siteConfig,
  twoFactorStatus,
} from '@/testing/test-utils';

const maria = buildUser({
  profile: { ...buildUser().profile, page_url: 'maria', page_name: 'Maria Sketches' },
});

function openSettings() {
  mockApi({
    'GET /v1/user/profile': { body: { data: maria } },
    'GET /v1/site/config': siteConfig,
    'GET /v1/user/home': creatorHome,
    'GET /v1/user/two-factor': twoFactorStatus(false),
  });
  renderApp('/dashboard/settings/embeds');
}

const section = (name: string) =>
  screen.getByRole('heading', { name, level: 2 }).closest<HTMLElement>('.mantine-Paper-root')!;

describe('the Website button settings', () => {
  it('gives the widget, the button and the card to copy, in the colour chosen', async () => {
    openSettings();
    expect(await screen.findByRole('heading', { name: 'Website button', level: 1 })).toBeInTheDocument();
    const widgetCode = screen.getByRole('textbox', { name: 'Code for the floating widget' });
    expect(widgetCode).toHaveValue(
      '<script src="http://localhost:3000/embed.js" data-page="maria" data-color="#6a2ed1" async></script>',
    );
    const buttonCode = screen.getByRole('textbox', { name: 'Code for the button' });
    expect(buttonCode).toHaveValue(
      '<a href="http://localhost:3000/maria?source=embed" target="_blank" rel="noopener"><img src="http://localhost:3000/embed-button.png?color=%236a2ed1&amp;lang=en" alt="Support me on PIXEL" height="44" style="height:44px;width:auto;border:0"></a>',
    );
    expect(screen.getByRole('textbox', { name: 'Address of your card' })).toHaveValue(
      'http://localhost:3000/maria/card',
    );
    expect(screen.getByRole('link', { name: 'Open your card' })).toHaveAttribute(
      'href',
      'http://localhost:3000/maria/card',
    );
    for (const name of ['Floating widget', 'Button', 'Link-in-bio card']) {
      expect(within(section(name)).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    }

    const colour = screen.getByRole('textbox', { name: 'Colour' });
    await userEvent.clear(colour);
    await userEvent.type(colour, '#1971C2');
    expect(widgetCode).toHaveValue(
      '<script src="http://localhost:3000/embed.js" data-page="maria" data-color="#1971c2" async></script>',
    );
    // a colour half typed keeps the last whole one in the code
    await userEvent.clear(colour);
    await userEvent.type(colour, '#12');
    expect(screen.getByText('Type a colour like #6a2ed1.')).toBeInTheDocument();
    expect(widgetCode).toHaveValue(
      '<script src="http://localhost:3000/embed.js" data-page="maria" data-color="#1971c2" async></script>',
    );

    // the button image in Filipino
    await userEvent.click(screen.getByRole('radio', { name: 'Filipino' }));
    expect(screen.getByRole('img', { name: 'Suportahan ako sa PIXEL' })).toHaveAttribute(
      'src',
      'http://localhost:3000/embed-button.png?color=%231971c2&lang=fil',
    );
    expect(buttonCode).toHaveValue(
      '<a href="http://localhost:3000/maria?source=embed" target="_blank" rel="noopener"><img src="http://localhost:3000/embed-button.png?color=%231971c2&amp;lang=fil" alt="Suportahan ako sa PIXEL" height="44" style="height:44px;width:auto;border:0"></a>',
    );
  });

  it('previews the widget: the floating button opens the gift form in a frame over the page', async () => {
    openSettings();
    const preview = await screen.findByRole('group', { name: 'Your website' });
    await userEvent.click(within(preview).getByRole('button', { name: 'Support me on PIXEL' }));
    const frame = within(preview).getByTitle('Preview of your gift widget');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'http://localhost:3000/embed/maria?lang=en&color=%236a2ed1');
    await userEvent.click(within(preview).getByRole('button', { name: 'Close the preview' }));
    expect(within(preview).queryByTitle('Preview of your gift widget')).not.toBeInTheDocument();
    expect(within(preview).getByRole('button', { name: 'Support me on PIXEL' })).toBeInTheDocument();
  });
});
