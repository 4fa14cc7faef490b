import { Center, Loader, ModalTitle, VisuallyHidden } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import { Suspense, lazy, type ComponentType, type FC } from 'react';
import { loadWhenOnline } from './load-when-online';
import { useTranslation } from './translation';

/**
 * A modal whose code loads when it first opens: editors, crop and payout forms stay out of the bundle a
 * visitor downloads. Until it arrives (offline: until the connection is back) the open modal shows a spinner.
 */
export function lazyModal<P extends Record<string, unknown>>(
  load: () => Promise<ComponentType<ContextModalProps<P>>>,
): FC<ContextModalProps<P>> {
  const Modal = lazy(async () => ({ default: await loadWhenOnline(load) }));
  return function LazyModal(props: ContextModalProps<P>) {
    const { t } = useTranslation();
    return (
      <Suspense
        fallback={
          // the dialog is named and says it is loading until its own heading arrives; it holds the first
          // focus meanwhile, so the modal's own first focus takes it then, not the corner ×
          <Center py="xl" role="status" tabIndex={-1} data-autofocus>
            <VisuallyHidden>
              <ModalTitle>{t('common.loading')}</ModalTitle>
            </VisuallyHidden>
            <Loader size="sm" />
          </Center>
        }
      >
        <Modal {...props} />
      </Suspense>
    );
  };
}
