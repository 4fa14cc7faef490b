import { Alert, Anchor, Badge, Text } from '@mantine/core';
import { Fragment } from 'react';
import { supportEmail, type PhotoPost } from '@pixel/contract';
import { useTranslation } from '../texts';

/** When and why PIXEL support hid a post; a Bloc post's is the same (decision 0103). */
type HiddenByStaff = NonNullable<PhotoPost['hidden_by_staff']>;

/** On the creator's own post that PIXEL support hid, beside its other badges. */
export function HiddenByStaffBadge() {
  const { t } = useTranslation();
  return (
    <Badge variant="filled" color="red.9" style={{ flexShrink: 0, maxWidth: '100%' }}>
      {t('content.hiddenByStaff.badge')}
    </Badge>
  );
}

/**
 * Under the badge: support's reason, then why the post cannot be changed and
 * how to appeal, its email address a link.
 */
export function HiddenByStaffNotice({ hidden }: { hidden: HiddenByStaff }) {
  const { t } = useTranslation();
  const [first, ...rest] = t('content.hiddenByStaff.locked', { email: supportEmail }).split(supportEmail);
  return (
    <Alert color="red" variant="light" p="xs">
      {hidden.reason && (
        <Text fz="sm" mb={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          <Text span inherit fw={700}>
            {t('content.hiddenByStaff.reason')}
          </Text>{' '}
          {hidden.reason}
        </Text>
      )}
      <Text fz="sm">
        {first}
        {rest.map((part, index) => (
          <Fragment key={index}>
            <Anchor href={`mailto:${supportEmail}`} inherit>
              {supportEmail}
            </Anchor>
            {part}
          </Fragment>
        ))}
      </Text>
    </Alert>
  );
}
