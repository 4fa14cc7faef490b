import { sql } from 'drizzle-orm';
import { rowsOf } from '../../ledger/ledger.ts';
import {
  alertHolds,
  mediaRequests,
  mediaRequestSettings,
  overlayEvents,
  overlaySettings,
  streamModerators,
  streamPolls,
  streamTimers,
} from '../../db/schema/index.ts';
import { at, part, type PersonalDataPart } from '../personal-data.ts';

interface PollRow {
  id: string;
  question: string;
  opened_at: string | Date;
  closed_at: string | Date | null;
  choices: string;
}

/** A creator's live-alert overlay and stream kit: its secret address, its settings, the alerts it showed. */
export const overlayPersonalData: PersonalDataPart = {
  name: 'overlay',
  export: {
    tables: [streamPolls],
    async parts({ db, userId }) {
      // a poll's choices are one cell, in their order: "Adobo | Sinigang"
      const result = await db.execute(sql`
        select p.id, p.question, p.opened_at, p.closed_at,
          string_agg(c.label, ' | ' order by c.position) as choices
        from stream_polls p join stream_poll_choices c on c.poll_id = p.id
        where p.user_id = ${userId}
        group by p.id
        order by p.opened_at, p.id`);
      const rows = rowsOf<PollRow>(result);
      return [
        part(
          'stream_polls',
          'The polls you ran on stream: the question, its choices, and when it opened and closed.',
          ({ col }) => [
            col('id', (r) => r.id),
            col('question', (r) => r.question),
            col('choices', (r) => r.choices),
            col('opened_at', (r) => at(new Date(r.opened_at))),
            col('closed_at', (r) => (r.closed_at ? at(new Date(r.closed_at)) : null)),
          ],
          rows,
        ),
      ];
    },
  },
  erase: {
    tables: [
      overlaySettings,
      overlayEvents,
      streamTimers,
      streamPolls,
      streamModerators,
      alertHolds,
      mediaRequestSettings,
      mediaRequests,
    ],
    async run(tx, { userId: u }) {
      await tx.execute(sql`delete from overlay_settings where user_id = ${u}`);
      await tx.execute(sql`delete from overlay_events where user_id = ${u}`);
      await tx.execute(sql`delete from stream_timers where user_id = ${u}`);
      // their choices go with them, and the gifts that voted keep no vote
      await tx.execute(sql`delete from stream_polls where user_id = ${u}`);
      // their moderators, and the creators they moderated for
      await tx.execute(
        sql`delete from stream_moderators where creator_user_id = ${u} or moderator_user_id = ${u}`,
      );
      // held alerts keep a supporter's name and words: the creator's go, and so do those of the person's gifts
      await tx.execute(
        sql`delete from alert_holds where creator_user_id = ${u}
              or gift_id in (select id from gifts where supporter_user_id = ${u})`,
      );
      await tx.execute(sql`delete from media_request_settings where user_id = ${u}`);
      await tx.execute(sql`delete from media_requests where creator_user_id = ${u}`);
    },
  },
  notExported: [
    [
      overlaySettings,
      "the overlay's address, a secret like a stream key, and how alerts sound and are read aloud",
    ],
    [overlayEvents, 'the alerts the overlay showed: the gifts and members they told of are in the copy'],
    [streamTimers, "the subathon timer's rules and where it stands: settings, not anything about a person"],
    [
      streamModerators,
      'who may run the alerts during a stream: the people are named by their pages, which are in the copy',
    ],
    [alertHolds, 'alerts held for a decision: a copy of the gifts they tell of, which are in the copy'],
    [mediaRequestSettings, 'the price and lengths of media requests: settings, not anything about a person'],
    [mediaRequests, 'the clips asked for with gifts: the gifts are in the copy'],
  ],
};
