import dayjs from 'dayjs';
import { currentLanguage } from '@/lib/i18n';
import { i18n } from '../texts';

/** 'Nov 22' for a day, 'Nov 2026' for a month: short enough to sit under a bar. */
export const formatPointLabel = (date: string, period: 'day' | 'month') =>
  (period === 'day' ? dayjs(date) : dayjs(`${date}-01`))
    .locale(currentLanguage() === 'fil' ? 'tl-ph' : 'en')
    .format(i18n.t(period === 'day' ? 'common.dayFormat' : 'common.monthFormat'));
