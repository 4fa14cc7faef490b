import { Pagination } from '@mantine/core';
import { useTranslation } from '@/lib/translation';

/** A list's page numbers, each control named as a screen reader reads it: Previous page, Page 2, Next page. */
export function PagePagination({
  total,
  value,
  onChange,
  label,
}: {
  total: number;
  value: number;
  onChange: (page: number) => void;
  /** What the pages are of ("Pages of people found"); none where the page says it already. */
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <Pagination
      total={total}
      value={value}
      onChange={onChange}
      aria-label={label}
      getControlProps={(control) =>
        control === 'previous'
          ? { 'aria-label': t('shared.previousPage') }
          : control === 'next'
            ? { 'aria-label': t('shared.nextPage') }
            : {}
      }
      getItemProps={(item) => ({ 'aria-label': t('shared.pageNumber', { page: item }) })}
    />
  );
}
