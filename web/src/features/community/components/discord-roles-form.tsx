import { Alert, Button, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { DiscordSettings } from '@pixel/contract';
import { handleApiError } from '@/lib/api-errors';
import { notifySuccess } from '@/lib/notifications';
import { useSaveDiscordRoles } from '../api/discord-settings';
import { useTranslation } from '../texts';

const NONE = 'none';

/** Each tier's role in the creator's server, chosen from the roles the bot may give. */
export function DiscordRolesForm({ settings }: { settings: DiscordSettings }) {
  const { t } = useTranslation();
  const save = useSaveDiscordRoles();
  const [chosen, setChosen] = useState<Record<string, string>>(() =>
    Object.fromEntries(settings.tiers.map((tier) => [tier.tier_id, tier.role_id ?? NONE])),
  );
  const options = [
    { value: NONE, label: t('community.roles.none') },
    ...settings.roles.map((role) => ({ value: role.id, label: role.name })),
  ];

  return (
    <Stack gap="sm" component="section" aria-labelledby="discord-roles-heading">
      <Title order={2} fz="lg" id="discord-roles-heading">
        {t('community.roles.heading')}
      </Title>
      {settings.roles_unavailable && (
        <Alert color="orange" variant="light">
          {t('community.roles.unavailable')}
        </Alert>
      )}
      {settings.tiers.length === 0 ? (
        <Text c="dimmed">{t('community.roles.noTiers')}</Text>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate(
              {
                roles: settings.tiers.map((tier) => {
                  const role = chosen[tier.tier_id] ?? NONE;
                  return { tier_id: tier.tier_id, role_id: role === NONE ? null : role };
                }),
              },
              {
                onSuccess: () => notifySuccess(t('community.roles.saved')),
                onError: (error) => handleApiError(error),
              },
            );
          }}
        >
          <Stack gap="sm">
            {settings.tiers.map((tier) => (
              <NativeSelect
                key={tier.tier_id}
                label={t('community.roles.label', { tier: tier.name })}
                data={options}
                value={chosen[tier.tier_id] ?? NONE}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setChosen((current) => ({ ...current, [tier.tier_id]: value }));
                }}
                disabled={settings.roles_unavailable}
              />
            ))}
            <Button
              type="submit"
              mih={44}
              loading={save.isPending}
              disabled={settings.roles_unavailable}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('community.roles.save')}
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
