import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { showLanguage } from './i18n';
import { Trans, useTranslation } from './translation';

function Heading() {
  const { t } = useTranslation();
  return <h1>{t('layout.logIn')}</h1>;
}

describe('the app’s translation', () => {
  afterEach(async () => {
    await act(() => showLanguage('en'));
  });

  it('draws a screen again in the language the reader switches to', async () => {
    render(<Heading />);
    expect(screen.getByRole('heading')).toHaveTextContent('Log in');
    await act(() => showLanguage('fil'));
    expect(screen.getByRole('heading')).toHaveTextContent('Mag-log in');
  });

  it('puts a text’s tagged parts in elements, and a value that looks like a tag stays text', () => {
    const { container } = render(
      <p>
        <Trans
          i18nKey="payouts.otp.sentTo"
          values={{ length: 6, to: '<strong>0917</strong>' }}
          components={{ strong: <b /> }}
        />
      </p>,
    );
    expect(container.querySelector('p')).toHaveTextContent(
      'Enter the 6-digit code we sent to <strong>0917</strong>.',
    );
    expect(container.querySelectorAll('b')).toHaveLength(1);
    expect(container.querySelector('b')).toHaveTextContent('<strong>0917</strong>');
  });
});
