import { Alert, Avatar, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { MembershipLinkChoice, MembershipLinkView, PauseMonths } from '@pixel/contract';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { avatarSource } from '@/lib/avatar';
import { ApiError, isApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { useConfirmMembershipLink } from '../api/confirm-membership-link';
import { useMembershipLink } from '../api/get-membership-link';
import { i18n, useTranslation } from '../link-texts';
import { periodName } from './periods';
import { type StayChoice, StayOrGoChoices } from './stay-or-go-choices';

type LinkMembership = MembershipLinkView['membership'];
type Done = { choice: MembershipLinkChoice; membership: LinkMembership };

/** Whose membership, which tier, and until when it is paid (or paused). */
function MembershipSummary({ membership }: { membership: LinkMembership }) {
  const { t } = useTranslation();
  const { creator } = membership;
  const date = formatDate(membership.ends_at);
  return (
    <Paper withBorder radius="lg" p="md">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Avatar src={avatarSource(creator)} name={creator.page_name} color="initials" alt="" size={48} />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {t('membershipLinks.page.membershipOf', { tier: membership.tier_name, name: creator.page_name })}
          </Text>
          <Text c="dimmed" fz="sm">
            {membership.status === 'lapsed'
              ? t('membershipLinks.page.endedOn', { date })
              : membership.paused_until
                ? t('membershipLinks.page.pausedUntil', { until: formatDate(membership.paused_until), date })
                : t('membershipLinks.page.paidUntil', { date })}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

/** What a confirmed link did, in words. */
function doneText({ choice, membership }: Done) {
  const date = formatDate(membership.ends_at);
  if (choice === 'pause') {
    return i18n.t('membershipLinks.page.done.pause', {
      until: formatDate(membership.paused_until ?? membership.ends_at),
      date,
    });
  }
  if (choice === 'retention_offer') {
    return i18n.t('membershipLinks.page.done.retention_offer', {
      price: formatMoney(membership.renewal_price),
    });
  }
  return i18n.t(`membershipLinks.page.done.${choice}`, { date });
}

/**
 * The page a membership mail's link opens (decision 0150), without signing in: what the link does for which
 * membership, and one button to confirm it. A cancel link offers the creator's retention offer and a pause
 * first; a used or expired link says so and sends the member to My memberships.
 */
export function MembershipLinkPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const link = useMembershipLink(token);
  const confirm = useConfirmMembershipLink();
  const [busy, setBusy] = useState<StayChoice | 'renew' | 'auto_renew_off' | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const view = link.data;
  useDocumentTitle(t(`membershipLinks.page.title.${view?.purpose ?? 'renew'}`));

  const send = (choice: MembershipLinkChoice, pauseMonths?: PauseMonths) => {
    if (busy) return;
    setBusy(choice);
    setRefusal(null);
    confirm.mutate(
      { token, body: { choice, ...(pauseMonths && { pause_months: pauseMonths }) } },
      {
        onSuccess: ({ data }) => {
          setDone({ choice: data.done, membership: data.membership });
          // the browser is on its way to the checkout: the button keeps spinning until the page changes
          if (data.link_url) return window.location.assign(data.link_url);
          setBusy(null);
        },
        onError: (error) => {
          setBusy(null);
          setRefusal(error instanceof ApiError ? error.message : t('membershipLinks.page.loadError'));
          // used or expired meanwhile (another tab, another tap): the page says so
          if (isApiError(error, 'ConflictException')) void link.refetch();
        },
      },
    );
  };

  if (link.isPending) {
    return (
      <Stack align="center" py="xl" role="status" aria-label={t('membershipLinks.page.loading')}>
        <Loader type="dots" aria-hidden="true" />
      </Stack>
    );
  }

  const frame = (title: string, body: ReactNode) => (
    // the page's own margins: it is drawn outside the layouts that give one
    <Stack gap="lg" maw={480 + 32} w="100%" mx="auto" px="md" py="lg">
      <Title order={1}>{title}</Title>
      {body}
    </Stack>
  );

  if (link.isError || !view) {
    const invalid = isApiError(link.error, 'NotFoundException');
    return frame(
      invalid ? t('membershipLinks.page.invalidTitle') : t('membershipLinks.page.loadError'),
      <Stack gap="sm">
        {invalid && <Text>{t('membershipLinks.page.invalidText')}</Text>}
        {!invalid && (
          <Button variant="light" mih={44} onClick={() => void link.refetch()}>
            {t('common.tryAgain')}
          </Button>
        )}
        <MyMembershipsButton />
      </Stack>,
    );
  }

  const { membership, choices } = view;
  const date = formatDate(membership.ends_at);
  const title = t(`membershipLinks.page.title.${view.purpose}`);

  if (done) {
    return frame(
      title,
      <Stack gap="md">
        <MembershipSummary membership={done.membership} />
        <Alert color="teal" variant="light" title={t('membershipLinks.page.doneTitle')}>
          {doneText(done)}
        </Alert>
      </Stack>,
    );
  }

  if (view.state !== 'ready') {
    const ended = view.state === 'ended';
    return frame(
      t(`membershipLinks.page.${view.state}Title`),
      <Stack gap="md">
        <MembershipSummary membership={membership} />
        <Text>{ended ? t('membershipLinks.page.endedText') : t('membershipLinks.page.signInText')}</Text>
        {ended ? (
          <Button component={Link} to={`/${membership.creator.page_url}/membership`} variant="light" mih={44}>
            {t('membershipLinks.page.creatorPage', { name: membership.creator.page_name })}
          </Button>
        ) : (
          <MyMembershipsButton />
        )}
      </Stack>,
    );
  }

  const action = () => {
    if (view.purpose === 'renew') {
      return (
        <>
          <Text>
            {t('membershipLinks.page.renewWhat', {
              price: formatMoney(membership.renewal_price),
              period: periodName(membership.months),
            })}
          </Text>
          <Button variant="gradient" mih={44} loading={busy === 'renew'} onClick={() => send('renew')}>
            {t('membershipLinks.page.renewConfirm')}
          </Button>
        </>
      );
    }
    if (view.purpose === 'auto_renew_off') {
      if (!membership.auto_renew)
        return <Text>{t('membershipLinks.page.autoRenewAlreadyOff', { date })}</Text>;
      return (
        <>
          <Text>{t('membershipLinks.page.autoRenewOffWhat', { date })}</Text>
          <Button
            variant="outline"
            mih={44}
            loading={busy === 'auto_renew_off'}
            onClick={() => send('auto_renew_off')}
          >
            {t('membershipLinks.page.autoRenewOffConfirm')}
          </Button>
        </>
      );
    }
    if (view.purpose === 'cancel' && membership.cancelled_at) {
      return <Text>{t('membershipLinks.page.alreadyCancelled', { date })}</Text>;
    }
    if (view.purpose === 'pause' && !choices.can_pause) {
      return <Text>{t('membershipLinks.page.cannotPause')}</Text>;
    }
    const offersSomething = choices.retention_offer !== null || choices.can_pause;
    return (
      <>
        {view.purpose === 'cancel' && offersSomething && (
          <Title order={2} fz="lg">
            {t('membershipLinks.choices.title')}
          </Title>
        )}
        <StayOrGoChoices
          choices={view.purpose === 'pause' ? { ...choices, retention_offer: null } : choices}
          creatorName={membership.creator.page_name}
          busy={busy === 'renew' || busy === 'auto_renew_off' ? null : busy}
          onTakeOffer={() => send('retention_offer')}
          onPause={(months) => send('pause', months)}
          cancel={
            view.purpose === 'cancel'
              ? {
                  text: t('membershipLinks.page.cancelWhat', { date }),
                  label: t(
                    offersSomething
                      ? 'membershipLinks.choices.cancelAnyway'
                      : 'membershipLinks.choices.cancelMembership',
                  ),
                  onCancel: () => send('cancel'),
                }
              : undefined
          }
        />
      </>
    );
  };

  return frame(
    title,
    <Stack gap="md">
      <MembershipSummary membership={membership} />
      {refusal && (
        <Alert color="red" variant="light">
          {refusal}
        </Alert>
      )}
      {action()}
    </Stack>,
  );
}

function MyMembershipsButton() {
  const { t } = useTranslation();
  return (
    <Button component={Link} to="/dashboard/memberships" variant="light" mih={44}>
      {t('membershipLinks.page.myMemberships')}
    </Button>
  );
}
