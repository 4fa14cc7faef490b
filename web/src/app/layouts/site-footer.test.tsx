import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SiteFooter } from './site-footer';

describe('the site footer', () => {
  it("links PIXEL's own pages elsewhere, opening in a new tab", () => {
    render(
      <MantineProvider env="test">
        <MemoryRouter>
          <SiteFooter />
        </MemoryRouter>
      </MantineProvider>,
    );
    const social = screen.getByRole('navigation', { name: 'PIXEL elsewhere' });
    const links = within(social).getAllByRole('link');
    // the menu's name says whose pages they are; each link is named by what it shows
    expect(links.map((link) => link.textContent)).toEqual(['Facebook', 'Instagram', 'TikTok', 'X']);
    for (const link of links) {
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.getByRole('navigation', { name: 'Legal and help' })).toBeInTheDocument();
  });
});
