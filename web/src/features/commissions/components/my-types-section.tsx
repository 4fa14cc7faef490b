import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { CommissionType } from '@pixel/contract';
import { LoadError } from '@/components/ui/load-error';
import { isApiError } from '@/lib/api-client';
import { openModal } from '@/lib/modals';
import { notifySuccess } from '@/lib/notifications';
import { useMyTypes, useRemoveType, useSaveType } from '../api/my-types';
import { useTranslation } from '../texts';
import { paymentText, priceText } from './commission-words';
import { TypeForm } from './type-form';

/** The creator's commission types: each with Edit, Close or Open, and Delete; and the form of a new one. */
export function MyTypesSection() {
  const { t } = useTranslation();
  const types = useMyTypes();
  const toggle = useSaveType();
  const remove = useRemoveType();
  // null: no form open; 'new': a new type's; else the id of the type being edited
  const [editing, setEditing] = useState<string | null>(null);
  // a refused delete shows in the error modal, over the confirmation it came from
  const refusal = isApiError(toggle.error) ? toggle.error.message : null;

  const setOpen = (type: CommissionType, isOpen: boolean) =>
    toggle.mutate(
      {
        id: type.id,
        body: {
          title: type.title,
          description: type.description,
          price_mode: type.price_mode,
          price: type.price,
          max_price: type.max_price,
          slots: type.slots,
          is_open: isOpen,
          down_payment_percent: type.down_payment_percent,
        },
      },
      {
        onSuccess: () =>
          notifySuccess(isOpen ? t('commissions.editor.opened') : t('commissions.editor.closedNow')),
      },
    );

  const confirmDelete = (type: CommissionType) =>
    openModal('confirm', {
      title: t('commissions.editor.deleteTitle', { title: type.title }),
      message: t('commissions.editor.deleteMessage'),
      confirmLabel: t('commissions.editor.delete'),
      danger: true,
      onConfirm: async () => {
        await remove.mutateAsync(type.id);
        notifySuccess(t('commissions.editor.deleted'));
      },
    });

  return (
    <Stack component="section" gap="sm" aria-labelledby="commission-types-heading">
      <Title order={2} fz="xl" id="commission-types-heading">
        {t('commissions.editor.types')}
      </Title>
      {editing === 'new' ? (
        <TypeForm type={null} onDone={() => setEditing(null)} />
      ) : (
        <Button w="fit-content" mih={44} onClick={() => setEditing('new')}>
          {t('commissions.editor.add')}
        </Button>
      )}
      {refusal && (
        <Alert color="red" role="alert">
          {refusal}
        </Alert>
      )}
      {types.isError ? (
        <LoadError onRetry={() => void types.refetch()} />
      ) : !types.data ? (
        <Loader mx="auto" role="status" aria-label={t('commissions.loading')} />
      ) : types.data.length === 0 ? (
        <Text c="dimmed">{t('commissions.editor.none')}</Text>
      ) : (
        types.data.map((type) =>
          editing === type.id ? (
            <TypeForm key={type.id} type={type} onDone={() => setEditing(null)} />
          ) : (
            <Paper key={type.id} withBorder radius="lg" p="md">
              <Stack gap="xs">
                <Group gap="xs" justify="space-between" wrap="wrap">
                  <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                    {type.title}
                  </Text>
                  <Group gap="xs">
                    {!type.is_open && <Badge color="gray">{t('commissions.slots.closed')}</Badge>}
                    <Text fw={600}>{priceText(type)}</Text>
                  </Group>
                </Group>
                <Text c="dimmed" fz="sm">
                  {t('commissions.editor.slotsTaken', {
                    taken: type.slots - type.slots_left,
                    slots: type.slots,
                  })}
                  {` · ${paymentText(type)}`}
                </Text>
                <Group gap="sm">
                  <Button variant="light" mih={44} onClick={() => setEditing(type.id)}>
                    {t('commissions.editor.edit')}
                  </Button>
                  <Button
                    variant="default"
                    mih={44}
                    loading={toggle.isPending && toggle.variables?.id === type.id}
                    onClick={() => setOpen(type, !type.is_open)}
                  >
                    {type.is_open ? t('commissions.editor.close') : t('commissions.editor.open')}
                  </Button>
                  <Button variant="subtle" color="red" mih={44} onClick={() => confirmDelete(type)}>
                    {t('commissions.editor.delete')}
                  </Button>
                </Group>
              </Stack>
            </Paper>
          ),
        )
      )}
    </Stack>
  );
}
