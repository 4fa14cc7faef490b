import { Anchor, Center, Loader, Stack, Text } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import { Link } from 'react-router';
import type { BuyerRecord, PhotoType } from '@pixel/contract';
import { ModalHeading } from '@/components/modals/modal-title';
import { LoadError } from '@/components/ui/load-error';
import { formatDateTime } from '@/lib/dates';
import { useBuyers } from '../api/get-buyers';
import { LoadMoreButton } from '@/components/ui/list-states';
import { Trans, useTranslation } from '../texts';

export type ContentSupportersModalProps = { type: PhotoType; id: string };

function BuyerLine({ record, onNavigate }: { record: BuyerRecord; onNavigate: () => void }) {
  const { buyer } = record;
  return (
    <Stack gap={2} component="li">
      <Text>
        <Trans
          i18nKey="content.supporters.purchased"
          values={{ name: buyer.page_name }}
          components={{
            name: buyer.page_url ? (
              <Anchor component={Link} to={`/${buyer.page_url}`} fw={700} onClick={onNavigate} />
            ) : (
              <strong />
            ),
          }}
        />
      </Text>
      <Text component="time" dateTime={record.date} fz="xs" c="dimmed">
        {formatDateTime(record.date)}
      </Text>
    </Stack>
  );
}

/** Content Supporters (spec §2): who bought a post, for its creator's eyes only. */
export function ContentSupportersModal({
  context,
  id,
  innerProps,
}: ContextModalProps<ContentSupportersModalProps>) {
  const { t } = useTranslation();
  const buyers = useBuyers(innerProps.type, innerProps.id);
  const records = buyers.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <Stack gap="md">
      <Stack gap={2} align="center">
        <Text fz="xs" fw={700} tt="uppercase" c="dimmed">
          {t('content.supporters.heading')}
        </Text>
        <ModalHeading>{t('content.supporters.title')}</ModalHeading>
      </Stack>
      {buyers.isPending ? (
        <Center py="md">
          <Loader size="sm" role="status" aria-label={t('content.supporters.loading')} />
        </Center>
      ) : buyers.isError ? (
        <LoadError onRetry={() => void buyers.refetch()} />
      ) : records.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          {t('content.supporters.empty')}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {records.map((record) => (
            <BuyerLine key={record.payment_id} record={record} onNavigate={() => context.closeModal(id)} />
          ))}
        </Stack>
      )}
      <LoadMoreButton list={buyers}>{t('common.loadMoreTitle')}</LoadMoreButton>
    </Stack>
  );
}
