import { mergeThemeOverrides, MantineProvider, type MantineProviderProps } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/translation';
import { loadWhenOnline } from '@/lib/load-when-online';
import { setModalHostLoader } from '@/lib/modals';
import { ConnectionNotice } from '@/components/screens/connection-notice';
import { createQueryClient } from '@/lib/query-client';
import { cssVariablesResolver, theme } from './theme';
import { useModalFocus } from './use-modal-focus';

// offline, the first modal or snackbar waits for the connection rather than failing for good
const ModalHost = lazy(() => loadWhenOnline(() => import('./modal-host')));

/** Theme, data cache and snackbars: everything that does not need the router. */
export function AppProvider({
  children,
  queryClient,
  env,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  /** Mantine's 'test' environment turns off transitions and portals. */
  env?: MantineProviderProps['env'];
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const { t } = useTranslation();
  // the corner × of every modal is named in the reader's language
  const closeDialog = t('common.closeDialog');
  const localTheme = useMemo(
    () =>
      mergeThemeOverrides(theme, {
        components: { Modal: { defaultProps: { closeButtonProps: { 'aria-label': closeDialog } } } },
      }),
    [closeDialog],
  );
  return (
    <MantineProvider
      theme={localTheme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      env={env}
    >
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}

/**
 * The modal host. It lives inside the router, so modals can link and navigate; its code (Mantine's modal
 * manager, the app's modals, the snackbars) loads with the first modal or snackbar (decision 0035).
 */
export function AppModalsProvider({ children }: { children: ReactNode }) {
  useModalFocus();
  const [wanted, setWanted] = useState(false);
  useEffect(() => setModalHostLoader(() => setWanted(true)), []);
  return (
    <>
      {children}
      <ConnectionNotice />
      {wanted && (
        <Suspense fallback={null}>
          <ModalHost />
        </Suspense>
      )}
    </>
  );
}
