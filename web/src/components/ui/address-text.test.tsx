import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AddressText } from './address-text';

/** The address as drawn: the paragraph's text, its pieces between line-break chances, and how many. */
function drawn(address: string) {
  const { container } = render(
    <p>
      <AddressText>{address}</AddressText>
    </p>,
  );
  const paragraph = container.querySelector('p')!;
  const parts = Array.from(paragraph.childNodes)
    .filter((node) => node.nodeType === Node.TEXT_NODE)
    .map((node) => node.textContent);
  return { text: paragraph.textContent, parts, breaks: paragraph.querySelectorAll('wbr').length };
}

describe('AddressText', () => {
  it('may wrap after each part of an address, never inside its "//", and reads as the address', () => {
    const address = 'https://pixel.ph/maria_santos?amount=100&x=1';
    expect(drawn(address)).toEqual({
      text: address,
      parts: ['https://pixel.ph/', 'maria_santos?', 'amount=100&', 'x=1'],
      breaks: 3,
    });
  });

  it('may wrap an email address after its "@" and before each dot', () => {
    const email = 'maria_clara.santos@example.com.ph';
    expect(drawn(email)).toEqual({
      text: email,
      parts: ['maria_clara', '.santos@', 'example', '.com', '.ph'],
      breaks: 4,
    });
  });
});
