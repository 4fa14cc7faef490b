import type { ComponentType } from 'react';
import { modals, type ContextModalProps, type ModalSettings } from '@mantine/modals';

/** One entry of the modal registry: the component and the Mantine modal settings it opens with. */
export type ModalEntry = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each entry has its own props; openModal types them
  component: ComponentType<ContextModalProps<any>>;
  settings?: ModalSettings;
};

let registry: Readonly<Record<string, ModalEntry>> = {};

/**
 * Records the app's modal registry (done once, by the app's providers) and returns the name -> component
 * map that Mantine's ModalsProvider renders.
 */
export function registerModals<R extends Record<string, ModalEntry>>(
  entries: R,
): { [K in keyof R]: R[K]['component'] } {
  registry = entries;
  return Object.fromEntries(Object.entries(entries).map(([name, entry]) => [name, entry.component])) as {
    [K in keyof R]: R[K]['component'];
  };
}

/**
 * Name -> component of every registered modal; the app's registry fills it in by declaration merging
 * (`declare module '@/lib/modals'`), so names and props are checked without this module importing the app.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the app's registry
export interface RegisteredModals {}

export type ModalName = keyof RegisteredModals & string;
export type ModalProps<K extends ModalName> =
  RegisteredModals[K] extends ComponentType<ContextModalProps<infer P>> ? P : never;

type OpenArgs<K extends ModalName> =
  Record<string, never> extends ModalProps<K>
    ? [props?: ModalProps<K>, settings?: ModalSettings]
    : [props: ModalProps<K>, settings?: ModalSettings];

/**
 * Opens a registered modal by name. One instance per name is open at a time (the name is the modal id),
 * so several failing calls open one Login modal, not a stack. An unknown name logs an error and shows
 * nothing (spec §2).
 */
export function openModal<K extends ModalName>(name: K, ...[props, settings]: OpenArgs<K>): string | null {
  const entry = registry[name];
  if (!entry) {
    console.error(`openModal: there is no modal named "${name}"`);
    return null;
  }
  modals.openContextModal({
    modalId: name,
    ...entry.settings,
    ...settings,
    modal: name,
    innerProps: props ?? {},
  });
  return name;
}

export function closeModal(name: ModalName): void {
  modals.close(name);
}

/**
 * Merges new props into an open modal. Only the top modal is mounted, so a modal under another one keeps
 * what it must show again (a form's draft, the server's field errors) in its props.
 */
export function updateModal<K extends ModalName>(name: K, props: Partial<ModalProps<K>>): void {
  modals.updateContextModal({ modalId: name, innerProps: props });
}
