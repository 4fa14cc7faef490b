import { createRequire } from 'node:module';

/**
 * pg-boss reads its schedules' cron through cron-parser, which reads dates through luxon's CommonJS build;
 * left to itself, luxon asks Intl for the machine's locale and time zone on the first schedule, which maps
 * ICU's date data into the process (5 MB of every idle instance). The schedules are in UTC and nothing of
 * theirs is written in words: luxon is told so. The instance configured is the one cron-parser loads,
 * found from pg-boss's place, so a second copy elsewhere cannot be the one set.
 */
export function readCronInUtc() {
  try {
    const fromBoss = createRequire(createRequire(import.meta.url).resolve('pg-boss'));
    const fromCron = createRequire(fromBoss.resolve('cron-parser'));
    const { Settings } = fromCron('luxon') as { Settings: { defaultZone: string; defaultLocale: string } };
    Settings.defaultZone = 'utc';
    Settings.defaultLocale = 'en-US';
  } catch {
    // a layout of node_modules where they cannot be found: the schedules read the same, with the memory
  }
}
