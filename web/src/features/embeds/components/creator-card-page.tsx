import { Anchor, Avatar, Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { pageUrlOf } from '@pixel/contract';
import { useProfile } from '@/features/creator-page';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { openModal } from '@/lib/modals';
import { useTranslation } from '../texts';

const brandGradient =
  'linear-gradient(160deg, var(--mantine-color-pixel-6) 0%, var(--mantine-color-pink-5) 100%)';

/**
 * /{page_url}/card: a creator's link-in-bio card (decision 0158): their avatar, name, bio, a gift button and
 * their page's link, one small card on the brand's gradient, for the link on a social profile. The gift
 * button opens Support Me here, as on the creator's page.
 */
export function CreatorCardPage() {
  const { t } = useTranslation();
  const { pageUrl: segment = '' } = useParams();
  const pageUrl = pageUrlOf(segment);
  const profile = useProfile(pageUrl);
  const data = profile.data;
  useDocumentTitle(data?.page_name);
  const creator = useMemo(
    () =>
      data && {
        page_url: data.page_url,
        page_name: data.page_name,
        avatar: data.avatar,
        avatar_variants: { WH100: data.avatar_variants.WH100 },
      },
    [data],
  );

  return (
    <Center mih="100vh" p="md" style={{ background: brandGradient }}>
      {profile.isPending && pageUrl ? (
        <Loader color="white" aria-label={t('layout.loadingPage')} />
      ) : !data || !creator ? (
        <Paper p="lg" radius="lg" maw={400} w="100%">
          <Text role="alert" ta="center">
            {t('embeds.card.unavailable')}
          </Text>
        </Paper>
      ) : (
        <Paper component="main" p="lg" radius="lg" shadow="md" maw={400} w="100%">
          <Stack align="center" gap="sm">
            <Avatar
              src={data.avatar_variants.WH100 ?? data.avatar}
              name={data.page_name}
              color="pixel"
              size={112}
              alt=""
            />
            <Stack gap={0} align="center" maw="100%">
              <Title order={1} fz={24} ta="center" style={{ overflowWrap: 'anywhere' }}>
                {data.page_name}
              </Title>
              <Text c="dimmed" fz="sm">{`@${data.page_url}`}</Text>
            </Stack>
            {data.bio && (
              <Text ta="center" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {data.bio}
              </Text>
            )}
            {!data.is_owner && (
              <Button
                fullWidth
                size="md"
                variant="gradient"
                onClick={() => openModal('support-me', { creator })}
              >
                {t('embeds.card.sendGift')}
              </Button>
            )}
            <Anchor component={Link} to={`/${data.page_url}`} fw={600}>
              {t('embeds.card.visitPage')}
            </Anchor>
          </Stack>
        </Paper>
      )}
    </Center>
  );
}
