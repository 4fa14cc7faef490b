import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
// the Withdraw modal's texts, for Trans below
import '@/features/payouts/texts';
import { en } from '@/locales/en';
import { fil } from '@/locales/fil';
import { addTexts, i18n, showLanguage, textsReady } from './i18n';
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

  it('brings a feature’s texts with its code, in Filipino for a Filipino reader once they are ready', async () => {
    await act(() => showLanguage('fil'));
    const filipino = vi.fn(async () => fil.dashboard);
    addTexts('dashboard', en.dashboard, filipino);
    await textsReady();
    expect(i18n.t('dashboard.loading')).toBe('Nilo-load ang dashboard mo');
    expect(filipino).toHaveBeenCalledOnce();
  });

  it('fetches a feature’s Filipino only when the reader switches to it', async () => {
    const filipino = vi.fn(async () => fil.notifications);
    addTexts('notifications', en.notifications, filipino);
    expect(i18n.t('notifications.empty')).toBe(en.notifications.empty);
    expect(filipino).not.toHaveBeenCalled();
    await act(() => showLanguage('fil'));
    expect(i18n.t('notifications.empty')).toBe(fil.notifications.empty);
    expect(filipino).toHaveBeenCalledOnce();
  });
});
