import { Select, type SelectProps } from '@mantine/core';
import { useOwnTiers } from '../api/get-tiers';

/**
 * The creator's tiers a members-only post can name: those that take members, in their order. `keepTierId`,
 * the tier a post names already, stays listed once archived, so the post's editor shows it as it is.
 */
export function useMembersTierOptions(keepTierId?: string | null) {
  const tiers = useOwnTiers();
  return (tiers.data?.data ?? [])
    .filter((tier) => tier.status !== 'archived' || tier.id === keepTierId)
    .map((tier) => ({
      value: tier.id,
      label: tier.status === 'archived' ? `${tier.name} (archived)` : tier.name,
    }));
}

/**
 * Members only: the lowest tier that opens a post (every tier that costs more a month opens it too), or none
 * for a post open to everyone who can see the page. Nothing shows while the creator has no tier to name. The
 * labels are a photo post's; a caller may give its own.
 */
export function MembersTierSelect({
  keepTierId,
  ...props
}: Omit<SelectProps, 'data'> & { keepTierId?: string | null }) {
  const options = useMembersTierOptions(keepTierId);
  if (options.length === 0) return null;
  return (
    <Select
      label="Members only"
      description="Open to this tier and every tier that costs more a month; never sold."
      placeholder="Everyone who can see your page"
      clearable
      {...props}
      data={options}
    />
  );
}
