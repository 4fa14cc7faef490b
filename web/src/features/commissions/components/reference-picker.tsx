import { Button, CloseButton, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { type CommissionReference, commissionLimits } from '@pixel/contract';
import { isApiError } from '@/lib/api-client';
import { useUploadReference } from '../api/request-commission';
import { useTranslation } from '../texts';

/**
 * A brief's reference images: each uploaded as it is picked (kept private to the supporter and the
 * creator), shown small with Remove, up to 5.
 */
export function ReferencePicker({
  creatorName,
  references,
  onAdd,
  onRemove,
  error,
}: {
  creatorName: string;
  references: CommissionReference[];
  onAdd: (reference: CommissionReference) => void;
  onRemove: (id: string) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const upload = useUploadReference();
  const refusal = isApiError(upload.error) ? (upload.error.errors?.image?.[0] ?? upload.error.message) : null;
  return (
    <Stack gap={4}>
      <Text fw={500} fz="sm">
        {t('commissions.request.references')}
      </Text>
      <Text c="dimmed" fz="xs">
        {t('commissions.request.referencesHint', { name: creatorName })}
      </Text>
      {references.length > 0 && (
        <Group gap="xs">
          {references.map((reference, index) => (
            <Group key={reference.id} gap={2} wrap="nowrap">
              <Image
                src={reference.url}
                alt={t('commissions.request.referenceAlt', { number: index + 1 })}
                w={64}
                h={48}
                radius="sm"
              />
              <CloseButton
                size={44}
                iconSize={20}
                aria-label={t('commissions.request.removeReference', { number: index + 1 })}
                onClick={() => onRemove(reference.id)}
              />
            </Group>
          ))}
        </Group>
      )}
      {(refusal || error) && (
        <Text c="red" fz="sm" role="alert">
          {refusal ?? error}
        </Text>
      )}
      {references.length < commissionLimits.referencesMax && (
        <FileButton
          onChange={(file) => {
            if (!file) return;
            upload.mutate({ file }, { onSuccess: onAdd });
          }}
          accept="image/png,image/jpeg,image/webp,image/gif"
        >
          {(props) => (
            <Button {...props} variant="light" w="fit-content" mih={44} loading={upload.isPending}>
              {t('commissions.request.addReference')}
            </Button>
          )}
        </FileButton>
      )}
    </Stack>
  );
}
