import { afterEach, describe, expect, it } from 'vitest';
import { localMessage } from './form-messages';
import { showLanguage, textsReady } from './i18n';

describe('the contract’s form messages', () => {
  afterEach(() => showLanguage('en'));

  it('read in Filipino with the field’s label translated, the limits kept', async () => {
    await showLanguage('fil');
    await textsReady();
    expect(localMessage('The end date must be a date after or equal to today.')).toBe(
      'Dapat ngayong araw o sa susunod na araw ang petsa ng pagtatapos.',
    );
    expect(localMessage('The page url must be between 3 and 30 characters.')).toBe(
      'Dapat 3 hanggang 30 na character ang page URL.',
    );
    // a message of its own before the pattern it also fits
    expect(localMessage('The code from your authenticator app is required.')).toBe(
      'Kailangan ang code mula sa authenticator app mo.',
    );
    // a label no catalogue has stays as the schema wrote it, in a Filipino sentence
    expect(localMessage('The colour field is required.')).toBe('Kailangan ang colour.');
    // a message no catalogue has stays English
    expect(localMessage('Something only the server says.')).toBe('Something only the server says.');
  });

  it('stay word for word in English', () => {
    expect(localMessage('The page url must be between 3 and 30 characters.')).toBe(
      'The page url must be between 3 and 30 characters.',
    );
  });
});
