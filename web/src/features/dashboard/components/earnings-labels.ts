import dayjs from 'dayjs';

/** 'Nov 22' for a day, 'Nov 2026' for a month: short enough to sit under a bar. */
export const formatPointLabel = (date: string, period: 'day' | 'month') =>
  period === 'day' ? dayjs(date).format('MMM D') : dayjs(`${date}-01`).format('MMM YYYY');
