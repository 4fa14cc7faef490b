import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CharacterCount } from './character-count';

const renderCount = (value: string, max: number) =>
  render(
    <MantineProvider env="test">
      <CharacterCount value={value} max={max} />
    </MantineProvider>,
  );

describe('CharacterCount', () => {
  it('counts nine emoji as nine, as the server does, not as the 18 code units they take', () => {
    renderCount('🎉'.repeat(9), 16);
    expect(screen.getByText('9/16')).toBeInTheDocument();
  });

  it('counts a family emoji and a flag as one character each', () => {
    renderCount('Salamat 👨‍👩‍👧‍👦🇵🇭', 120);
    expect(screen.getByText('10/120')).toBeInTheDocument();
  });
});
