import { RouterProvider } from 'react-router';
import { createQueryClient } from '@/lib/query-client';
import { seedFromPage } from './first-paint';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

const router = createAppRouter();
const queryClient = createQueryClient();
seedFromPage(queryClient);

export function App() {
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
