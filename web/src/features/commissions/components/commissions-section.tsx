import { Button, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { useCreatorCommissions } from '../api/get-commissions';
import { useTranslation } from '../texts';
import { CommissionTypeCard } from './commission-type-card';

/**
 * The Commissions part of a creator's Shop tab: each type they offer, open or not. Nothing while it loads
 * or when they offer none; the owner gets the way to their editor.
 */
export function CommissionsSection({ pageUrl, isOwner }: { pageUrl: string; isOwner: boolean }) {
  const { t } = useTranslation();
  const types = useCreatorCommissions(pageUrl);
  if (types.isError) return <LoadError onRetry={() => void types.refetch()} />;
  if (!types.data || types.data.length === 0) return null;
  return (
    <Stack component="section" gap="md" aria-labelledby="commissions-heading">
      <Group justify="space-between" gap="sm">
        <Title order={3} fz="lg" id="commissions-heading">
          {t('commissions.section.title')}
        </Title>
        {isOwner && (
          <Button component={Link} to="/dashboard/creator-hub/commissions" variant="light">
            {t('commissions.section.manage')}
          </Button>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        {types.data.map((type) => (
          <CommissionTypeCard key={type.id} type={type} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
