import { sql } from 'drizzle-orm';
import { overlayEvents, overlaySettings } from '../../db/schema/index.ts';
import type { PersonalDataPart } from '../personal-data.ts';

/** A creator's live-alert overlay: its secret address, its sound, the alerts it showed. */
export const overlayPersonalData: PersonalDataPart = {
  name: 'overlay',
  erase: {
    tables: [overlaySettings, overlayEvents],
    async run(tx, { userId: u }) {
      await tx.execute(sql`delete from overlay_settings where user_id = ${u}`);
      await tx.execute(sql`delete from overlay_events where user_id = ${u}`);
    },
  },
  notExported: [
    [overlaySettings, "the overlay's address, a secret like a stream key, and whether alerts play a sound"],
    [overlayEvents, 'the alerts the overlay showed: the gifts and members they told of are in the copy'],
  ],
};
