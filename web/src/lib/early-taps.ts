/**
 * A creator page's header and a creator's dashboard's first screen are drawn by the server before the app
 * runs (decisions 0035, 0172), and on a slow phone their buttons show for a second or two before they work.
 * A tap on one of them in that time is kept, the button dimmed to say it was seen, and the app repeats it on
 * its own button as soon as that is drawn (decision 0061). The last tap counts.
 */
export type EarlyTap = 'follow' | 'share' | 'support' | 'withdraw' | 'not-now' | 'share-profile';

const earlyTaps: readonly string[] = [
  'follow',
  'share',
  'support',
  'withdraw',
  'not-now',
  'share-profile',
] satisfies EarlyTap[];
const isEarlyTap = (value: string | undefined): value is EarlyTap =>
  value !== undefined && earlyTaps.includes(value);

// the server's drawings: a creator page's header (.pxs) and the dashboard's first screen (.pxd)
const SERVER_BUTTONS = '.pxs [data-tap], .pxd [data-tap]';

let pending: EarlyTap | null = null;
let stopKeeping: (() => void) | undefined;

/** Keeps taps on the buttons the server drew (`[data-tap]`) inside `root`. */
export function keepEarlyTaps(root: HTMLElement) {
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>(SERVER_BUTTONS) : null;
    const tap = button?.dataset.tap;
    if (!button || !isEarlyTap(tap)) return;
    pending = tap;
    for (const other of root.querySelectorAll('.pxs-tapped')) other.classList.remove('pxs-tapped');
    button.classList.add('pxs-tapped');
  };
  root.addEventListener('click', onClick);
  stopKeeping = () => root.removeEventListener('click', onClick);
}

/** The tap kept before the app ran, given once; from then on taps are the app's own. */
export function takeEarlyTap(): EarlyTap | null {
  stopKeeping?.();
  stopKeeping = undefined;
  const tap = pending;
  pending = null;
  return tap;
}
