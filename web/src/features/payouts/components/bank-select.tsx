import { Combobox, Group, InputBase, Loader, ScrollArea, Text, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import type { Bank } from '@pixel/contract';
import { useBanks } from '../api/get-banks';

/** Search waits this long after the last keystroke (spec §5). */
export const bankSearchDebounceMs = 300;

export type BankSelectProps = {
  /** The chosen bank, shown on the field. */
  value: Pick<Bank, 'slug' | 'name'> | null;
  onChange: (bank: Pick<Bank, 'slug' | 'name'>) => void;
  onBlur?: () => void;
  error?: string;
};

/** The bank of an account: a searchable list from the provider, 100 a page, more loaded on scroll. */
export function BankSelect({ value, onChange, onBlur, error }: BankSelectProps) {
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), bankSearchDebounceMs);
  const combobox = useCombobox({
    onDropdownClose: () => {
      combobox.resetSelectedOption();
      setSearch('');
      onBlur?.();
    },
    onDropdownOpen: () => combobox.focusSearchInput(),
  });
  const banks = useBanks(debouncedSearch, { enabled: combobox.dropdownOpened });
  const list = banks.data?.pages.flatMap((page) => page.data) ?? [];

  const loadMore = () => {
    if (banks.hasNextPage && !banks.isFetchingNextPage) void banks.fetchNextPage();
  };

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(slug) => {
        const bank = list.find((item) => item.slug === slug);
        if (bank) onChange({ slug: bank.slug, name: bank.name });
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target>
        <InputBase
          component="button"
          type="button"
          label="Bank"
          pointer
          rightSection={<Combobox.Chevron />}
          rightSectionPointerEvents="none"
          onClick={() => combobox.toggleDropdown()}
          error={error}
        >
          {value?.name ?? (
            // a real input's placeholder is exempt from contrast rules, this text in a button is not
            <Text span c="dimmed" fz="sm">
              Select bank
            </Text>
          )}
        </InputBase>
      </Combobox.Target>

      <Combobox.Dropdown>
        <Combobox.Search
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          placeholder="Search bank"
          aria-label="Search bank"
        />
        <Combobox.Options aria-label="Banks">
          <ScrollArea.Autosize mah={260} type="scroll" onBottomReached={loadMore}>
            {banks.isPending ? (
              <Group justify="center" p="sm">
                <Loader size="sm" role="status" aria-label="Loading banks" />
              </Group>
            ) : banks.isError ? (
              <Combobox.Empty>Error loading data</Combobox.Empty>
            ) : list.length === 0 ? (
              <Combobox.Empty>No results found.</Combobox.Empty>
            ) : (
              list.map((bank) => (
                <Combobox.Option value={bank.slug} key={bank.slug} active={bank.slug === value?.slug}>
                  <Group justify="space-between" wrap="nowrap">
                    <Text fz="sm">{bank.name}</Text>
                    {bank.type === 'ewallet' && (
                      <Text fz="xs" c="dimmed">
                        E-wallet
                      </Text>
                    )}
                  </Group>
                </Combobox.Option>
              ))
            )}
            {banks.isFetchingNextPage && (
              <Group justify="center" p="xs">
                <Loader size="xs" role="status" aria-label="Loading more banks" />
              </Group>
            )}
          </ScrollArea.Autosize>
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
