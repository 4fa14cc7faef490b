import { Box, Center, Paper, Stack } from '@mantine/core';
import { Outlet } from 'react-router';
import { Wordmark } from '@/components/ui/wordmark';
import { SiteFooter } from './site-footer';

/** Log in, sign up and password pages: one centred card on the brand background. */
export function AuthLayout() {
  return (
    <Box
      mih="100dvh"
      style={{
        display: 'flex',
        flexDirection: 'column',
        background:
          // flat: text over a gradient has no contrast that can be checked
          'var(--mantine-color-gray-0)',
      }}
    >
      <Center component="main" style={{ flex: 1 }} px="md" py={{ base: 'xl', sm: 48 }}>
        <Stack align="center" gap="xl" w="100%" maw={460}>
          <Wordmark size="2xl" />
          <Paper w="100%" radius="xl" p={{ base: 'lg', sm: 36 }} shadow="md" withBorder>
            <Outlet />
          </Paper>
        </Stack>
      </Center>
      <SiteFooter />
    </Box>
  );
}
