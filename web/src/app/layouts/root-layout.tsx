import { Outlet, ScrollRestoration } from 'react-router';
import { AppModalsProvider } from '../provider';

export function RootLayout() {
  return (
    <AppModalsProvider>
      <ScrollRestoration />
      <Outlet />
    </AppModalsProvider>
  );
}
