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
 * The modal host (Mantine's modal manager and the snackbars) is code a visitor may never need, so it loads
 * with the first modal or snackbar; what is asked of it before it has mounted waits here and runs in order.
 */
const host: { mounted: boolean; waiting: (() => void)[]; load?: () => void } = {
  mounted: false,
  waiting: [],
};

/** Runs `action` once the host is there, loading it if needed. */
export function withModalHost(action: () => void): void {
  if (host.mounted) return action();
  host.waiting.push(action);
  host.load?.();
}

/** Called by the app's providers: how to load the host. Returns the undo for when they unmount. */
export function setModalHostLoader(load: () => void): () => void {
  host.load = load;
  if (host.waiting.length > 0) load();
  return () => {
    if (host.load === load) host.load = undefined;
  };
}

/** Called by the host once it listens: runs what waited. Returns the undo for when it unmounts. */
export function modalHostMounted(): () => void {
  host.mounted = true;
  for (const action of host.waiting.splice(0)) action();
  return () => {
    host.mounted = false;
  };
}

/**
 * Forgets what waits for the host: for a test's end, where the app that would have loaded it is gone and the
 * next test's app, in a worker that keeps this module (decision 0171), must not show it.
 */
export function forgetWhatWaitsForModalHost(): void {
  host.waiting.length = 0;
}

/** Something waits for the host or it is there: a close or an update may concern an open modal. */
const hostInUse = () => host.mounted || host.waiting.length > 0;

/**
 * The second click of a double click on what opens a modal lands on the modal: on its backdrop it would
 * close it at once, on a button under the pointer it would act. A modal lets a repeated click (a click's
 * `detail` counts the clicks in a row) through only once a press of its own began in it.
 */
function ignoringTheClickThatOpenedIt(settings: ModalSettings): ModalSettings {
  let pressedHere = false;
  return {
    ...settings,
    onMouseDownCapture: (event) => {
      if (event.detail <= 1) pressedHere = true;
      settings.onMouseDownCapture?.(event);
    },
    onClickCapture: (event) => {
      if (event.detail > 1 && !pressedHere) {
        event.stopPropagation();
        event.preventDefault();
        return;
      }
      settings.onClickCapture?.(event);
    },
  };
}

/** How long a closing modal takes to go (Mantine's transition, and its own return of the focus after). */
const CLOSING_MS = 300;

/**
 * Where the focus goes when a modal has closed: Mantine gives it back to what had it when the modal
 * opened. A modal that opened by itself (Welcome, Verify Your Email, Gift Sent), or whose opener has gone
 * meanwhile, would leave it on the page's body, from where a keyboard or a screen reader starts over at
 * the top of the document: the page's main heading takes it instead.
 */
function keepingTheFocusOnThePage(settings: ModalSettings): ModalSettings {
  return {
    ...settings,
    onClose: () => {
      settings.onClose?.();
      setTimeout(() => {
        // the page may be gone by then (a test's document torn down)
        if (typeof document === 'undefined') return;
        const focused = document.activeElement;
        if (focused && focused !== document.body && focused.isConnected) return;
        // another modal has opened meanwhile: its own focus trap has the focus
        if (document.querySelector('[role="dialog"]')) return;
        const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector('h1');
        if (!heading) return;
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
      }, CLOSING_MS);
    },
  };
}

/**
 * Opens a registered modal by name. One instance per name is open at a time (the name is the modal id),
 * so several failing calls open one Login modal, not a stack. An unknown name logs an error and shows
 * nothing (spec §2).
 */
export function openModal<K extends ModalName>(name: K, ...[props, settings]: OpenArgs<K>): void {
  withModalHost(() => {
    const entry = registry[name];
    if (!entry) {
      console.error(`openModal: there is no modal named "${name}"`);
      return;
    }
    modals.openContextModal({
      modalId: name,
      ...keepingTheFocusOnThePage(ignoringTheClickThatOpenedIt({ ...entry.settings, ...settings })),
      modal: name,
      innerProps: props ?? {},
    });
  });
}

export function closeModal(name: ModalName): void {
  if (hostInUse()) withModalHost(() => modals.close(name));
}

/**
 * Merges new props into an open modal. Only the top modal is mounted, so a modal under another one keeps
 * what it must show again (a form's draft, the server's field errors) in its props.
 */
export function updateModal<K extends ModalName>(name: K, props: Partial<ModalProps<K>>): void {
  if (hostInUse()) withModalHost(() => modals.updateContextModal({ modalId: name, innerProps: props }));
}
