import { afterEach, describe, expect, it } from 'vitest';
import { says } from '@pixel/contract';
import { errors as filipinoErrors } from '@/locales/fil/common';
import { defaultErrorMessage } from './api-client';
import { localMessage } from './form-messages';
import { showLanguage, textsReady } from './i18n';

describe('the contract’s form messages', () => {
  afterEach(() => showLanguage('en'));

  it('are written from their keys in Filipino, the field’s label translated, the limits kept', async () => {
    await showLanguage('fil');
    await textsReady();
    expect(localMessage(says('fieldFromToday', { field: 'end date' }))).toBe(
      'Dapat ngayong araw o sa susunod na araw ang petsa ng pagtatapos.',
    );
    expect(localMessage(says('fieldBetween', { field: 'page url', min: 3, max: 30 }))).toBe(
      'Dapat 3 hanggang 30 na character ang page URL.',
    );
    expect(localMessage(says('authenticatorCodeRequired'))).toBe(
      'Kailangan ang code mula sa authenticator app mo.',
    );
  });

  it('are written word for word in English', () => {
    expect(localMessage(says('fieldBetween', { field: 'page url', min: 3, max: 30 }))).toBe(
      'The page url must be between 3 and 30 characters.',
    );
  });

  it('leave a message no schema wrote, such as the server’s, as it is', async () => {
    await showLanguage('fil');
    expect(localMessage('Kailangan ang halaga.')).toBe('Kailangan ang halaga.');
    expect(localMessage(undefined)).toBeUndefined();
  });

  it('put the app’s own words for an answer that was not the API’s in the reader’s language', async () => {
    await showLanguage('fil');
    await textsReady();
    expect(localMessage(defaultErrorMessage)).toBe(filipinoErrors.unexpected);
  });
});
