import {
  cloneElement,
  Fragment,
  useMemo,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
} from 'react';
import { i18n, type TextKey, type TFunction } from './i18n';

// a language change or a catalogue arriving (Filipino is fetched when chosen) draws the screens again
let version = 0;
const listeners = new Set<() => void>();
const changed = () => {
  version++;
  listeners.forEach((listener) => listener());
};
i18n.onChange(changed);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The reader's `t`, drawn again when the language changes or a catalogue arrives: React's side of the
 * app's texts (decision 0110), `t` a new function each time so what depends on it is worked out again.
 */
export function useTranslation(): { t: TFunction; i18n: typeof i18n } {
  const seen = useSyncExternalStore(
    subscribe,
    () => version,
    () => version,
  );
  const t = useMemo<TFunction>(() => (key, values) => i18n.t(key, values), [seen]); // eslint-disable-line react-hooks/exhaustive-deps
  return { t, i18n };
}

const TAG = /<(\w+)>(.*?)<\/\1>/g;
const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/**
 * A catalogue text with parts in elements: `Withdraw <strong>{{amount}}</strong>` drawn with
 * `components={{ strong: <Text fw={700} /> }}`. The text's tags are read before its values go in, so a
 * value (a name someone typed) is only ever text.
 */
export function Trans({
  i18nKey,
  values = {},
  components,
}: {
  i18nKey: TextKey;
  values?: Record<string, string | number>;
  components: Record<string, ReactElement<{ children?: ReactNode }>>;
}) {
  const { t } = useTranslation();
  // the text with its placeholders kept: each value is put back as its own name
  const asNames = Object.fromEntries(Object.keys(values).map((name) => [name, `{{${name}}}`]));
  const template = t(i18nKey, asNames);
  const fill = (text: string) =>
    text.replace(PLACEHOLDER, (whole, name: string) => String(values[name] ?? whole));
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of template.matchAll(TAG)) {
    const [whole, name = '', inner = ''] = match;
    parts.push(fill(template.slice(last, match.index)));
    const element = components[name];
    parts.push(element ? cloneElement(element, { key: parts.length }, fill(inner)) : fill(inner));
    last = match.index + whole.length;
  }
  parts.push(fill(template.slice(last)));
  return <Fragment>{parts}</Fragment>;
}
