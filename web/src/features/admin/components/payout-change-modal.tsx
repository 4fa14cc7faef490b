import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Group,
  Loader,
  Modal,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { adminPayoutChangeRequest, type AdminUserDetail, type Bank } from '@pixel/contract';
import { ModalActions } from '@/components/ui/modal-actions';
import { localMessage } from '@/lib/form-messages';
import { isApiError } from '@/lib/api-client';
import { handleApiError } from '@/lib/api-errors';
import { notifySuccess } from '@/lib/notifications';
import { useBanks } from '../api/banks';
import { useProposePayoutChange, type PayoutChange } from '../api/payout-changes';
import { useTranslation } from '../texts';

type ChangeDraft = {
  kind: PayoutChange['kind'];
  bank_slug: string;
  account_name: string;
  account_number: string;
  mobile_number: string;
  reason: string;
};

/** The contract's checks of the kind chosen; the other kind's fields, hidden, are left out of what is sent. */
const changeForm: z.ZodType<PayoutChange, ChangeDraft> = z.custom<ChangeDraft>().transform((draft, ctx) => {
  const parsed = adminPayoutChangeRequest.safeParse(draft);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  }
  return z.NEVER;
});

const blankDraft: ChangeDraft = {
  kind: 'bank',
  bank_slug: '',
  account_name: '',
  account_number: '',
  mobile_number: '',
  reason: '',
};

const kindOptions = [
  { value: 'bank', label: 'Bank account' },
  { value: 'mobile_number', label: 'Payout mobile number' },
];

/** The server is asked again this long after the last keystroke. */
const bankSearchDebounceMs = 300;

/**
 * The bank of the new account. The field filters the banks as they are typed; when there are more than one
 * page of them, the server is searched as well.
 */
function BankSelect({
  value,
  onChange,
  onBlur,
  error,
  inputRef,
}: {
  value: string;
  onChange: (slug: string) => void;
  onBlur: () => void;
  error?: string;
  inputRef: (input: HTMLInputElement | null) => void;
}) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Pick<Bank, 'slug' | 'name'> | null>(null);
  const [debounced] = useDebouncedValue(search.trim(), bankSearchDebounceMs);
  const firstPage = useBanks('');
  const long = (firstPage.data?.meta.last_page ?? 1) > 1;
  // the chosen bank's name in the field is no search
  const banks = useBanks(long && debounced !== chosen?.name ? debounced : '');
  const listed = banks.data?.data ?? [];
  // while the server is yet to be asked about what was typed, its answer is not "nothing"
  const searching = banks.isFetching || (long && search.trim() !== debounced);
  // the chosen bank stays an option, so its name stays in the field whatever the server last answered
  const options = [
    ...(chosen && !listed.some((bank) => bank.slug === chosen.slug) ? [chosen] : []),
    ...listed,
  ];

  return (
    <Select
      ref={inputRef}
      label="Bank"
      withAsterisk
      // as tall as the text fields under it, as the theme draws them
      size="md"
      searchable
      placeholder="Type to search"
      data={options.map((bank) => ({ value: bank.slug, label: bank.name }))}
      value={value || null}
      onChange={(slug, option) => {
        setChosen(slug && option ? { slug, name: option.label } : null);
        onChange(slug ?? '');
      }}
      searchValue={search}
      onSearchChange={setSearch}
      onBlur={onBlur}
      nothingFoundMessage={searching ? 'Searching…' : 'No bank has this name.'}
      rightSection={searching ? <Loader size="xs" /> : undefined}
      error={error}
      // the list opens inside the modal, where a screen reader is kept
      comboboxProps={{ withinPortal: false }}
    />
  );
}

function PayoutChangeForm({ person, onClose }: { person: AdminUserDetail; onClose: () => void }) {
  const kindLabel = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<ChangeDraft, unknown, PayoutChange>({
    resolver: zodResolver(changeForm),
    defaultValues: blankDraft,
  });
  const propose = useProposePayoutChange(person.id);
  const { t } = useTranslation();
  const { errors } = form.formState;
  const kind = useWatch({ control: form.control, name: 'kind' });

  const submit = form.handleSubmit((change) => {
    setRefusal(null);
    propose.mutate(change, {
      onSuccess: ({ data }) => {
        notifySuccess(t('admin.done.codeSent', { sentTo: data.sent_to }));
        onClose();
      },
      onError: (error) => {
        // a refusal with no field to mark (nowhere to send the code) is said here, above the buttons
        if (isApiError(error) && error.status !== 401 && !error.errors) {
          setRefusal(error.message);
          return;
        }
        handleApiError(error, { setError: form.setError });
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text c="dimmed" fz="sm">
          Nothing changes until {person.page_name} types the code PIXEL sends to the mobile number they have
          on file, or to their email when they have none. Once they do, their payouts are held for 5 days.
        </Text>
        <Stack gap={4}>
          <Text id={kindLabel} fz="sm" fw={500}>
            What changes
          </Text>
          <Controller
            control={form.control}
            name="kind"
            render={({ field }) => (
              <SegmentedControl
                aria-labelledby={kindLabel}
                fullWidth
                data={kindOptions}
                value={field.value}
                onChange={(next) => {
                  // what the other kind was told no longer applies
                  setRefusal(null);
                  form.clearErrors();
                  field.onChange(next);
                }}
              />
            )}
          />
        </Stack>
        {kind === 'bank' ? (
          <>
            <Controller
              control={form.control}
              name="bank_slug"
              render={({ field, fieldState }) => (
                <BankSelect
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={localMessage(fieldState.error?.message)}
                />
              )}
            />
            <TextInput
              label="Account name"
              withAsterisk
              autoComplete="off"
              error={localMessage(errors.account_name?.message)}
              {...form.register('account_name')}
            />
            <TextInput
              label="Account number"
              withAsterisk
              inputMode="numeric"
              autoComplete="off"
              error={localMessage(errors.account_number?.message)}
              {...form.register('account_number')}
            />
          </>
        ) : (
          <TextInput
            label="Mobile number"
            description="With +63 or 0 in front, or its last 10 digits."
            withAsterisk
            type="tel"
            inputMode="tel"
            autoComplete="off"
            placeholder="0917 123 4567"
            error={localMessage(errors.mobile_number?.message)}
            {...form.register('mobile_number')}
          />
        )}
        <Textarea
          label="Reason"
          description="The creator sees it beside the change, and the audit trail keeps it."
          withAsterisk
          autosize
          minRows={3}
          maxRows={8}
          error={localMessage(errors.reason?.message)}
          {...form.register('reason')}
        />
        {refusal && (
          <Alert color="red" variant="light" role="alert">
            {refusal}
          </Alert>
        )}
        <ModalActions>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={propose.isPending}>
              Send the code
            </Button>
          </Group>
        </ModalActions>
      </Stack>
    </form>
  );
}

/**
 * Support enters a creator's new payout bank or number (decision 0101): it takes effect only when the
 * creator types the code sent to what they already have. Each opening starts from an empty form.
 */
export function PayoutChangeModal({
  person,
  opened,
  onClose,
}: {
  person: AdminUserDetail;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Change payout details"
      // a line height of 1 clips the title's descenders
      styles={{ title: { fontSize: 'var(--mantine-font-size-xl)', fontWeight: 800, lineHeight: 1.25 } }}
    >
      <PayoutChangeForm person={person} onClose={onClose} />
    </Modal>
  );
}
