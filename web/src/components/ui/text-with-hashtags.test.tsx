import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TextWithHashtags } from './text-with-hashtags';

const renderText = (text: string) =>
  render(
    <MantineProvider env="test">
      <MemoryRouter>
        <p>
          <TextWithHashtags>{text}</TextWithHashtags>
        </p>
      </MemoryRouter>
    </MantineProvider>,
  );

describe('TextWithHashtags', () => {
  it('links a tag typed with a combining tilde whole, to the composed tag’s page', () => {
    renderText('Kain tayo sa #Paran\u0303aque mamaya');
    const link = screen.getByRole('link');
    expect(link.textContent?.normalize('NFC')).toBe('#Parañaque');
    expect(link).toHaveAttribute('href', `/dashboard/explore/hashtags/${encodeURIComponent('parañaque')}`);
    expect(link.closest('p')?.textContent).toBe('Kain tayo sa #Paran\u0303aque mamaya');
  });
});
