import dayjs from 'dayjs';

/** `Jan 5, 2025` */
export const formatDate = (iso: string) => dayjs(iso).format('MMM D, YYYY');

/** `Jan 5, 2025 at 3:04 pm`, the spec's format for purchase records. */
export const formatDateTime = (iso: string) => dayjs(iso).format('MMM D, YYYY [at] h:mm a');
