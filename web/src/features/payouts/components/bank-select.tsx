import { Combobox, Group, InputBase, Loader, Paper, Stack, Text, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useRef, useState, type ComponentPropsWithRef, type UIEvent } from 'react';
import type { Bank } from '@pixel/contract';
import { useBanks } from '../api/get-banks';
import { useTranslation } from '../texts';

/** Search waits this long after the last keystroke (spec §5). */
export const bankSearchDebounceMs = 300;

/** The list loads its next page when the reader is this close to its end. */
const loadMoreWithinPx = 48;

export type BankSelectProps = {
  /** The chosen bank, shown on the field. */
  value: Pick<Bank, 'slug' | 'name'> | null;
  onChange: (bank: Pick<Bank, 'slug' | 'name'>) => void;
  onBlur?: () => void;
  error?: string;
};

type BankFieldProps = Omit<ComponentPropsWithRef<'button'>, 'aria-expanded'> & {
  expanded: boolean;
  error?: string;
};

/** The field showing the chosen bank: a button that opens the list and says whether it is open. */
function BankField({ expanded, error, children, ...props }: BankFieldProps) {
  const { t } = useTranslation();
  return (
    <InputBase
      component="button"
      type="button"
      label={t('payouts.banks.label')}
      pointer
      rightSection={<Combobox.Chevron />}
      rightSectionPointerEvents="none"
      error={error}
      // a long bank name wraps inside the field on a narrow phone instead of being cut
      styles={{ input: { height: 'auto', lineHeight: 1.45, paddingTop: 7, paddingBottom: 7 } }}
      {...props}
      // after the props: the combobox's own handlers leave the attribute out
      aria-expanded={expanded}
    >
      {children ?? (
        // a real input's placeholder is exempt from contrast rules, this text in a button is not
        <Text span c="dimmed" fz="sm">
          {t('payouts.banks.select')}
        </Text>
      )}
    </InputBase>
  );
}

/**
 * The bank of an account: a searchable list from the provider, 100 a page, more loaded on scroll. The list
 * opens in the form, under the field (decision 0083): the search field takes the focus, ↑/↓ move through
 * the banks, Enter takes one and Escape closes, both giving the focus back to the field; Tab leaves it for
 * the next field.
 */
export function BankSelect({ value, onChange, onBlur, error }: BankSelectProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const panel = useRef<HTMLDivElement>(null);
  const [debouncedSearch] = useDebouncedValue(search.trim(), bankSearchDebounceMs);
  const combobox = useCombobox({
    // ↓ on the last bank waits for the next page rather than jumping back to the first
    loop: false,
    onDropdownClose: () => {
      combobox.resetSelectedOption();
      setSearch('');
      onBlur?.();
    },
    onDropdownOpen: () => combobox.focusSearchInput(),
  });
  const opened = combobox.dropdownOpened;
  const banks = useBanks(debouncedSearch, { enabled: opened });
  const list = banks.data?.pages.flatMap((page) => page.data) ?? [];

  // a new search is a new list: the highlighted position of the old one means nothing in it
  const firstPage = banks.data?.pages[0];
  const { resetSelectedOption } = combobox;
  useEffect(() => resetSelectedOption(), [firstPage, resetSelectedOption]);

  // the whole list in view once it has its banks, above the modal's sticky buttons (its scroll margin)
  const listed = list.length > 0;
  useEffect(() => {
    if (opened && listed) panel.current?.scrollIntoView({ block: 'nearest' });
  }, [opened, listed]);

  /** Closes the list with the focus on the field: the focused search field is about to go. */
  const closeToField = () => {
    combobox.targetRef.current?.focus();
    combobox.closeDropdown();
  };

  const loadMore = (event: UIEvent<HTMLDivElement>) => {
    const box = event.currentTarget;
    const nearEnd = box.scrollHeight - box.scrollTop - box.clientHeight <= loadMoreWithinPx;
    if (nearEnd && banks.hasNextPage && !banks.isFetchingNextPage) void banks.fetchNextPage();
  };

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(slug) => {
        const bank = list.find((item) => item.slug === slug);
        if (bank) onChange({ slug: bank.slug, name: bank.name });
        closeToField();
      }}
    >
      <Stack gap={4}>
        <Combobox.EventsTarget targetType="button">
          <BankField
            expanded={opened}
            // the field's own press would blur the search field and close the list, to open it again
            onMouseDown={(event) => opened && event.preventDefault()}
            onClick={() => (opened ? closeToField() : combobox.openDropdown())}
            error={error}
          >
            {value?.name}
          </BankField>
        </Combobox.EventsTarget>

        {opened && (
          <Paper
            ref={panel}
            withBorder
            radius="sm"
            shadow="sm"
            // the padding Mantine's search field and options are drawn for, as in its own dropdown
            p="var(--combobox-padding)"
            style={{ '--combobox-padding': '4px', scrollMarginBottom: 96 }}
            // a press on the panel's edge keeps the focus in the search field
            onMouseDown={(event) => event.target === event.currentTarget && event.preventDefault()}
          >
            <Combobox.Search
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              placeholder={t('payouts.banks.search')}
              aria-label={t('payouts.banks.search')}
              // the field that moves through the list and picks from it, as a screen reader announces it
              role="combobox"
              aria-expanded
              aria-autocomplete="list"
              size="md"
              onKeyDown={(event) => {
                // Enter picks the highlighted bank; it must never submit the form around the picker
                if (event.key === 'Enter') event.preventDefault();
                if (event.key === 'Escape') closeToField();
              }}
              onBlur={(event) => {
                // Tab (or Shift+Tab, or a press elsewhere) leaves the list: it closes
                if (!panel.current?.contains(event.relatedTarget)) combobox.closeDropdown();
              }}
            />
            <Combobox.Options
              aria-label={t('payouts.banks.list')}
              aria-busy={banks.isFetching}
              mah={260}
              // the listbox itself scrolls: a screen reader and axe know it as the search field's popup
              style={{ overflowY: 'auto', overscrollBehavior: 'contain' }}
              onScroll={loadMore}
            >
              {list.map((bank) => (
                <Combobox.Option
                  value={bank.slug}
                  key={bank.slug}
                  active={bank.slug === value?.slug}
                  aria-selected={bank.slug === value?.slug}
                  // a finger's target on a phone
                  mih={44}
                  display="flex"
                  style={{ alignItems: 'center' }}
                >
                  <Group justify="space-between" wrap="nowrap" gap="xs" w="100%">
                    <Text fz="sm">{bank.name}</Text>
                    {bank.type === 'ewallet' && (
                      <Text fz="xs" c="dimmed" style={{ flexShrink: 0 }}>
                        {t('payouts.banks.eWallet')}
                      </Text>
                    )}
                  </Group>
                </Combobox.Option>
              ))}
            </Combobox.Options>
            {/* what the list is doing, beside it: a listbox holds options only */}
            {banks.isPending ? (
              <Group justify="center" p="sm">
                <Loader size="sm" role="status" aria-label={t('payouts.banks.loading')} />
              </Group>
            ) : banks.isError ? (
              <Combobox.Empty role="status">{t('payouts.banks.error')}</Combobox.Empty>
            ) : list.length === 0 ? (
              <Combobox.Empty role="status">{t('payouts.banks.none')}</Combobox.Empty>
            ) : (
              banks.isFetchingNextPage && (
                <Group justify="center" p="xs">
                  <Loader size="xs" role="status" aria-label={t('payouts.banks.loadingMore')} />
                </Group>
              )
            )}
          </Paper>
        )}
      </Stack>
    </Combobox>
  );
}
