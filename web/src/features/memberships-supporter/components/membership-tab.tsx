import { Button, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, useOutletContext, useSearchParams } from 'react-router';
import type { MembershipTier } from '@pixel/contract';
import { ListSkeleton, NothingHereYet } from '@/components/ui/list-states';
import { LoadError } from '@/components/ui/load-error';
import { useUser } from '@/features/auth';
// a type only: the creator page asks this feature whether the page has tiers
import type { CreatorPageContext } from '@/features/creator-page';
import { openModal } from '@/lib/modals';
import { usePublicTiers } from '../api/get-public-tiers';
import { membershipTabPath } from '../api/redirect-urls';
import { useTranslation } from '../texts';
import { TierCard } from './tier-card';
import { useMembershipLinks } from './use-membership-links';
import { useRenew } from './use-renew';
import { ViewerMembership } from './viewer-membership';

/**
 * The Membership tab of a creator's page: the viewer's own membership, then each tier a supporter can join.
 * A visitor's Join asks them to log in and brings them back to the same tier's Join (`?join=<tier_id>`).
 */
export function MembershipTab() {
  const { t } = useTranslation();
  const { profile, creator } = useOutletContext<CreatorPageContext>();
  const user = useUser();
  const tiers = usePublicTiers(profile.page_url);
  const [searchParams, setSearchParams] = useSearchParams();
  const joinId = searchParams.get('join');
  const { renew, renewing } = useRenew(membershipTabPath(profile.page_url));
  useMembershipLinks();

  const membership = tiers.data?.membership ?? null;
  // a member in their period changes tier rather than joining a second one
  const current = membership && membership.status !== 'lapsed' ? membership : null;

  const join = (tier: MembershipTier) => {
    if (!user.data) {
      // kept in the address the Login modal sends back to after logging in
      setSearchParams(
        (params) => {
          params.set('join', tier.id);
          return params;
        },
        { replace: true },
      );
      openModal('login');
      return;
    }
    openModal('join-membership', {
      tier,
      creator,
      trial: tiers.data?.trial,
      isMember: current !== null,
    });
  };

  // back from logging in: the tier's Join opens by itself, once
  const handledJoin = useRef<string | null>(null);
  useEffect(() => {
    if (!joinId || !user.data || !tiers.data || handledJoin.current === joinId) return;
    handledJoin.current = joinId;
    const tier = tiers.data.tiers.find((entry) => entry.id === joinId);
    setSearchParams(
      (params) => {
        params.delete('join');
        return params;
      },
      { replace: true },
    );
    if (!tier || profile.is_owner) return;
    document.getElementById(`tier-${tier.id}`)?.scrollIntoView?.({ block: 'center' });
    if (current && current.tier_id !== tier.id) {
      openModal('change-membership-tier', {
        membershipId: current.id,
        pageUrl: profile.page_url,
        currentTierId: current.tier_id,
        tierId: tier.id,
        returnPath: membershipTabPath(profile.page_url),
      });
    } else
      openModal('join-membership', {
        tier,
        creator,
        trial: tiers.data.trial,
        isMember: current !== null,
      });
  }, [joinId, user.data, tiers.data, current, creator, profile, setSearchParams]);

  let content;
  if (tiers.isError) {
    content = (
      <LoadError onRetry={() => void tiers.refetch()}>{t('membershipsSupporter.tab.loadError')}</LoadError>
    );
  } else if (!tiers.data) {
    content = <ListSkeleton label={t('membershipsSupporter.tab.loading')} rows={2} height={240} />;
  } else if (tiers.data.tiers.length === 0) {
    content = (
      <NothingHereYet>{t('membershipsSupporter.tab.empty', { name: profile.page_name })}</NothingHereYet>
    );
  } else {
    const { show_member_counts } = tiers.data;
    content = (
      <>
        {membership && (
          <ViewerMembership
            membership={membership}
            tierName={tiers.data.tiers.find((tier) => tier.id === membership.tier_id)?.name ?? null}
            renewing={renewing === membership.id}
            onRenew={() => renew(membership.id)}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {tiers.data.tiers.map((tier) => {
            const isViewersTier = current?.tier_id === tier.id;
            let action = null;
            if (!profile.is_owner) {
              action =
                current && !isViewersTier ? (
                  <Button
                    fullWidth
                    variant="light"
                    size="md"
                    mih={44}
                    aria-label={t('membershipsSupporter.tab.changeToLabel', { tier: tier.name })}
                    onClick={() =>
                      openModal('change-membership-tier', {
                        membershipId: current.id,
                        pageUrl: profile.page_url,
                        currentTierId: current.tier_id,
                        tierId: tier.id,
                        returnPath: membershipTabPath(profile.page_url),
                      })
                    }
                  >
                    {t('membershipsSupporter.tab.changeTo')}
                  </Button>
                ) : (
                  <Button
                    fullWidth
                    variant="gradient"
                    size="md"
                    mih={44}
                    aria-label={t(
                      isViewersTier
                        ? 'membershipsSupporter.tab.extendLabel'
                        : 'membershipsSupporter.tab.joinLabel',
                      { tier: tier.name },
                    )}
                    onClick={() => join(tier)}
                  >
                    {t(isViewersTier ? 'membershipsSupporter.tab.extend' : 'membershipsSupporter.tab.join')}
                  </Button>
                );
            }
            return (
              <TierCard
                key={tier.id}
                tier={tier}
                showMemberCount={show_member_counts}
                isViewersTier={isViewersTier}
                action={action}
              />
            );
          })}
        </SimpleGrid>
      </>
    );
  }

  return (
    <Stack component="section" gap="md" aria-labelledby="creator-tab-heading">
      <Group justify="space-between" gap="sm">
        <Title order={2} fz="xl" id="creator-tab-heading">
          {t('membershipsSupporter.tab.title')}
        </Title>
        {profile.is_owner && (
          <Button component={Link} to="/dashboard/creator-hub/memberships" variant="light" mih={44}>
            {t('membershipsSupporter.tab.manage')}
          </Button>
        )}
      </Group>
      {content}
    </Stack>
  );
}
