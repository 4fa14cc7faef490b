import { Anchor, Button, Group, Pagination, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSupported } from '../api/get-supported';
import { SupportedItem } from './supported-item';
import { useTranslation } from '../texts';

/** Before the first gift or purchase: what will show here, and where to find someone to support. */
export function NothingSupportedYet() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="xl">
      <Stack align="center" gap="sm" ta="center">
        <Text fw={700} fz="lg">
          {t('supported.nothingYet.title')}
        </Text>
        <Text c="dimmed" maw={460}>
          {t('supported.nothingYet.text')}
        </Text>
        <Group justify="center" gap="sm">
          <Button component={Link} to="/explore" variant="gradient">
            {t('supported.nothingYet.explore')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** A supporter's own record: the gifts they sent and the posts they bought, with links to open them. */
export function SupportedPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('supported.page.title'));
  const [page, setPage] = useState(1);
  const supported = useSupported(page);
  const meta = supported.data?.meta;
  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm">
        <Title order={1}>{t('supported.page.title')}</Title>
        <Anchor component={Link} to="/dashboard/memberships" fw={600}>
          {t('supported.page.memberships')}
        </Anchor>
      </Group>
      {supported.isPending ? (
        <Stack gap="sm" role="status" aria-label={t('supported.page.loading')}>
          <Skeleton h={96} radius="lg" />
          <Skeleton h={96} radius="lg" />
        </Stack>
      ) : supported.isError ? (
        <LoadError onRetry={() => void supported.refetch()}>{t('supported.page.couldNotLoad')}</LoadError>
      ) : supported.data.data.length === 0 ? (
        <NothingSupportedYet />
      ) : (
        <Stack gap="sm">
          {supported.data.data.map((record) => (
            <SupportedItem key={record.reference} record={record} />
          ))}
        </Stack>
      )}
      {meta && meta.last_page > 1 && (
        <Pagination
          value={page}
          onChange={setPage}
          total={meta.last_page}
          aria-label={t('supported.page.pages')}
        />
      )}
    </Stack>
  );
}
