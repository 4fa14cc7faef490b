import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { pageUrlField } from '@pixel/contract';
import { NotFoundScreen } from '@/components/screens/not-found-screen';
import { Mascot } from '@/components/ui/mascot';

/** A creator's public page at /{page_url}. For now it says the page is coming; the page itself comes later. */
export function CreatorPage() {
  const { pageUrl = '' } = useParams();
  // a segment that can never be a page address (reserved, wrong characters) is simply not found
  const parsed = pageUrlField.safeParse(pageUrl);
  if (!parsed.success) return <NotFoundScreen />;

  return (
    <Center mih="60vh" px="md" py="xl">
      <Stack align="center" gap="md" maw={480} ta="center">
        <Mascot size={112} />
        <Text c="pixel" fw={700}>
          {window.location.host}/{parsed.data}
        </Text>
        <Title order={1}>This page is coming soon</Title>
        <Text c="dimmed" fz="lg">
          Creator pages are almost ready. Soon you will be able to send gifts and unlock photos here.
        </Text>
        <Button component={Link} to="/" variant="light" mt="sm">
          Go to PIXEL
        </Button>
      </Stack>
    </Center>
  );
}
