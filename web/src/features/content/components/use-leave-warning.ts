import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { openModal } from '@/lib/modals';
import { i18n } from '../texts';

/**
 * While `unsaved`, leaving the page asks first: the browser's own prompt on a reload, a closed tab or an
 * address typed in; the Confirm modal on a move inside the app.
 */
export function useLeaveWarning(unsaved: boolean, message: string) {
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Safari shows its prompt only when returnValue is set as well
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let leaving = false;
    openModal(
      'confirm',
      {
        title: i18n.t('content.leavePage.title'),
        message,
        confirmLabel: i18n.t('content.leavePage.leave'),
        cancelLabel: i18n.t('content.leavePage.stay'),
        danger: true,
        onConfirm: () => {
          leaving = true;
          blocker.proceed();
        },
      },
      // Stay, Escape or a click outside: the move is cancelled and the page stays as it is
      { onClose: () => !leaving && blocker.reset() },
    );
  }, [blocker, message]);
}
