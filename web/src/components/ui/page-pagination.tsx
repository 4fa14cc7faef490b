import { Pagination } from '@mantine/core';

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
  return (
    <Pagination
      total={total}
      value={value}
      onChange={onChange}
      aria-label={label}
      getControlProps={(control) =>
        control === 'previous'
          ? { 'aria-label': 'Previous page' }
          : control === 'next'
            ? { 'aria-label': 'Next page' }
            : {}
      }
      getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
    />
  );
}
