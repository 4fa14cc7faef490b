import { Anchor, Table } from '@mantine/core';
import { supportEmail } from '@pixel/contract';
import { Article } from '@/components/ui/article';
import { formatMoney } from '@/lib/money';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { Trans, useTranslation } from '../texts';

const standardCap = formatMoney(5000);
const standardFee = formatMoney(15);

export function PayoutLimitsArticlePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('help.payoutLimits.title'));
  const strong = { strong: <strong /> };
  return (
    <Article title={t('help.payoutLimits.title')} eyebrow={t('help.payoutLimits.eyebrow')}>
      <p>{t('help.payoutLimits.intro')}</p>

      <h2>{t('help.payoutLimits.capTitle', { cap: standardCap })}</h2>
      <p>
        <Trans
          i18nKey="help.payoutLimits.capText"
          values={{ fee: standardFee, cap: standardCap }}
          components={strong}
        />
      </p>
      <p>{t('help.payoutLimits.capExample', { withdrawn: formatMoney(4000), left: formatMoney(1000) })}</p>

      <h2>{t('help.payoutLimits.directTitle')}</h2>
      <p>
        <Trans i18nKey="help.payoutLimits.directText" components={strong} />
      </p>

      <Table withTableBorder withColumnBorders my="lg">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('help.payoutLimits.option')}</Table.Th>
            <Table.Th scope="col">{t('help.payoutLimits.fee')}</Table.Th>
            <Table.Th scope="col">{t('help.payoutLimits.limit')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            <Table.Td>{t('help.payoutLimits.direct')}</Table.Td>
            <Table.Td>{t('help.payoutLimits.free')}</Table.Td>
            <Table.Td>{t('help.payoutLimits.none')}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Td>{t('help.payoutLimits.standard')}</Table.Td>
            <Table.Td>{standardFee}</Table.Td>
            <Table.Td>{standardCap}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>

      <h2>{t('help.payoutLimits.pendingTitle')}</h2>
      <p>{t('help.payoutLimits.pendingText')}</p>

      <h2>{t('help.payoutLimits.stillTitle')}</h2>
      <p>
        <Trans
          i18nKey="help.payoutLimits.stillText"
          values={{ email: supportEmail }}
          components={{ link: <Anchor href={`mailto:${supportEmail}`} /> }}
        />
      </p>
    </Article>
  );
}
