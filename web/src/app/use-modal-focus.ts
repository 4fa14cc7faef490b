import { useEffect } from 'react';

const focusable =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Keeps the keyboard focus inside the open modal when one modal takes the place of another. Mantine's modal
 * manager swaps the content of one open modal, so its focus trap does not start again: the focused element
 * of the old content is removed and the focus falls back to the page behind. This moves it to the new
 * content's `data-autofocus` element, or its first control, or the dialog itself.
 */
export function useModalFocus() {
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const dialogs = document.querySelectorAll<HTMLElement>('[role="dialog"][aria-modal="true"]');
      const dialog = dialogs[dialogs.length - 1];
      if (!dialog || dialog.contains(document.activeElement)) return;
      const target =
        dialog.querySelector<HTMLElement>('[data-autofocus]') ??
        dialog.querySelector<HTMLElement>(focusable) ??
        dialog;
      target.focus();
    };
    const observer = new MutationObserver(() => {
      frame ||= requestAnimationFrame(check);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, []);
}
