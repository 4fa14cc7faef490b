import { Select, type SelectProps } from '@mantine/core';
import { useOwnTiers } from '../api/get-tiers';
import { useTranslation } from '../texts';

/**
 * The creator's tiers a members-only post can name: those that take members, in their order. `keepTierId`,
 * the tier a post names already, stays listed once archived, so the post's editor shows it as it is.
 */
export function useMembersTierOptions(keepTierId?: string | null) {
  const { t } = useTranslation();
  const tiers = useOwnTiers();
  return (tiers.data?.data ?? [])
    .filter((tier) => tier.status !== 'archived' || tier.id === keepTierId)
    .map((tier) => ({
      value: tier.id,
      label: tier.status === 'archived' ? t('memberships.archived', { name: tier.name }) : tier.name,
    }));
}

// a post open to everyone is a choice of the list (never a tier's id, which is a UUID)
const EVERYONE = 'everyone';

/**
 * Members only: the lowest tier that opens a post (every tier that costs more a month opens it too), or
 * Everyone, a choice of the list like the tiers, so a keyboard reaches it as a mouse does. Nothing shows
 * while the creator has no tier to name. The labels are a photo post's; a caller may give its own, and
 * leave Everyone out (`withEveryone={false}`) where another field says whether the post is for members.
 */
export function MembersTierSelect({
  keepTierId,
  withEveryone = true,
  value,
  onChange,
  ...props
}: Omit<SelectProps, 'data'> & { keepTierId?: string | null; withEveryone?: boolean }) {
  const { t } = useTranslation();
  const options = useMembersTierOptions(keepTierId);
  if (options.length === 0) return null;
  return (
    <Select
      label={t('memberships.tierSelect.label')}
      description={t('memberships.tierSelect.hint')}
      // choosing the chosen one again leaves it chosen: Everyone is how a post opens again
      allowDeselect={!withEveryone}
      // the list opens inside the form: at the end of the page it would be outside a modal (where a screen
      // reader is kept) or outside the page's regions
      comboboxProps={{ withinPortal: false }}
      {...props}
      data={
        withEveryone
          ? [{ value: EVERYONE, label: t('memberships.tierSelect.everyone') }, ...options]
          : options
      }
      value={withEveryone ? (value ?? EVERYONE) : value}
      onChange={(next, option) => onChange?.(next === EVERYONE ? null : next, option)}
    />
  );
}
