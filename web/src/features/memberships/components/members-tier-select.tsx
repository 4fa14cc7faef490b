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
      // short enough for a 320 px phone
      placeholder="Everyone"
      clearable
      // a finger's target on a phone (WCAG's 24 px): the input's own size makes it 22
      clearButtonProps={{ size: 'md' }}
      // the list opens inside the form: at the end of the page it would be outside a modal (where a screen
      // reader is kept) or outside the page's regions
      comboboxProps={{ withinPortal: false }}
      {...props}
      data={options}
    />
  );
}
