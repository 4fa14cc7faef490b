import Bowser from 'bowser';

// the library's long names, as a person would say them in "Chrome on Android"
const browserNames: Record<string, string> = {
  'Microsoft Edge': 'Edge',
  'Samsung Internet for Android': 'Samsung Internet',
  'Android Browser': 'Android browser',
};
const systemNames: Record<string, string> = { macOS: 'Mac', 'Chrome OS': 'ChromeOS' };

/**
 * The browser and system a user agent names ('Safari', 'iPhone'), each null when it names none we know.
 * An iPhone or iPad is named as such rather than 'iOS': that is what its owner calls it.
 */
export function describeUserAgent(userAgent: string | null | undefined) {
  if (!userAgent?.trim()) return { browser: null, system: null };
  const { browser, os, platform } = Bowser.parse(userAgent);
  const browserName = browser.name || null;
  const model = os.name === 'iOS' && platform.model ? platform.model : null;
  const systemName = model ?? (os.name || null);
  return {
    browser: browserName && (browserNames[browserName] ?? browserName),
    system: systemName && (systemNames[systemName] ?? systemName),
  };
}
