import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider, type MantineProviderProps } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { registerModals } from '@/lib/modals';
import { createQueryClient } from '@/lib/query-client';
import { modalRegistry } from './modal-registry';
import { cssVariablesResolver, theme } from './theme';
import { useModalFocus } from './use-modal-focus';

const modalComponents = registerModals(modalRegistry);

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
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      env={env}
    >
      <QueryClientProvider client={client}>
        <Notifications position="top-center" />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}

/** The modal host. It lives inside the router, so modals can link and navigate. */
export function AppModalsProvider({ children }: { children: ReactNode }) {
  useModalFocus();
  return (
    <ModalsProvider modals={modalComponents} modalProps={{ centered: true, radius: 'lg', padding: 'xl' }}>
      {children}
    </ModalsProvider>
  );
}
