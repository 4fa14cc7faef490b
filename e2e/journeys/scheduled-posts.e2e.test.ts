import { manilaLocal, manilaMoment } from '@pixel/contract';
import { describe, expect, it } from 'vitest';
import { logInFromVerificationMail, newCreator, register } from '../support/accounts.ts';
import { problemsAtEveryWidth } from '../support/axe.ts';
import { apiAs, uploadPhoto } from '../support/content.ts';
import { moveClock, runJobs, serverNow } from '../support/dev-clock.ts';
import { useJourney } from '../support/journey.ts';
import { screenshotAtWidths } from '../support/screens.ts';
import { closeNotifications, loaded, visible } from '../support/ui.ts';

// a server of its own: the clock moves a day on
const journey = useJourney({ ownServer: true });

const lea = newCreator('Lea Komiks');
const title = 'Chapter 12 goes up tomorrow';

describe('a post that goes out on schedule', () => {
  it('a creator schedules a Bloc post for tomorrow at 360 px: nobody sees it until its time, then everyone does; her Discord and Telegram page reads whole', async () => {
    await register(journey.baseUrl, lea);
    const { page } = journey;
    await page.setViewportSize({ width: 360, height: 740 });
    await logInFromVerificationMail(journey, page, lea);

    // 1. My Bloc → New post, to go out tomorrow at 9:00 in Manila
    await page.goto('/dashboard/creator-hub/bloc');
    await visible(page.getByRole('heading', { level: 1, name: 'My Bloc' }));
    const editor = await visible(page.getByRole('form', { name: 'New post' }));
    await editor.getByRole('textbox', { name: 'Title' }).fill(title);
    await editor.getByRole('textbox', { name: 'Post' }).fill('Ang susunod na kabanata ng #komiks ko.');
    await editor.getByRole('radio', { name: 'At a time I choose' }).check();
    const tomorrow = manilaLocal(new Date((await serverNow(journey.baseUrl)).getTime() + 86_400_000));
    const at = `${tomorrow.slice(0, 10)}T09:00`;
    await editor.getByLabel('Date and time (Manila time)').fill(at);
    expect(await problemsAtEveryWidth(page), 'New post, scheduled').toEqual({});
    await screenshotAtWidths(page, 'bloc-post-scheduled');
    await page.setViewportSize({ width: 360, height: 740 });
    await editor.getByRole('button', { name: 'Schedule', exact: true }).click();
    await visible(page.getByText(/^Scheduled for .+ \(Manila time\)\.$/));
    await closeNotifications(page);
    const scheduled = await visible(page.getByRole('region', { name: 'Scheduled' }));
    await visible(scheduled.getByText(title));
    await loaded(page);
    expect(await problemsAtEveryWidth(page), 'My Bloc with a scheduled post').toEqual({});
    await screenshotAtWidths(page, 'my-bloc-scheduled');

    // 2. a visitor finds no such post on her page yet
    const visitor = await journey.newPage('visitor');
    await visitor.goto(`/${lea.pageUrl}/pixel-bloc`);
    await visible(visitor.getByRole('heading', { level: 1, name: lea.pageName }));
    await loaded(visitor);
    expect(await visitor.getByRole('heading', { name: title }).count()).toBe(0);

    // 3. the next day past 9:00, once the jobs have run, it is there
    const due = new Date(`${at}:00+08:00`).getTime() - (await serverNow(journey.baseUrl)).getTime();
    await moveClock(journey.baseUrl, Math.ceil(due / 1000) + 60);
    await runJobs(journey.baseUrl);
    await visitor.reload();
    await visible(visitor.getByRole('heading', { name: title }));
    await page.reload();
    await visible(page.getByRole('heading', { level: 1, name: 'My Bloc' }));
    await loaded(page);
    expect(await page.getByRole('region', { name: 'Scheduled' }).count()).toBe(0);

    // 4. a Snap takes a time too: one made to go out the next day at 10:00 waits in My Snaps' Scheduled list,
    // its time changed there; and the New post form of My Snaps, read at every width
    const nextDay = manilaLocal(new Date((await serverNow(journey.baseUrl)).getTime() + 86_400_000));
    await apiAs(page, journey.baseUrl, '/v1/user/content/images/create', {
      image: await uploadPhoto(page, journey.baseUrl, 90),
      price_id: 2,
      caption: 'Chapter 12, page one',
      publish_at: manilaMoment(`${nextDay.slice(0, 10)}T10:00`),
    });
    await page.goto('/dashboard/creator-hub/snap');
    await visible(page.getByRole('heading', { level: 1, name: 'My Snaps' }));
    const waiting = await visible(page.getByRole('article', { name: 'Chapter 12, page one' }));
    await waiting.getByRole('button', { name: 'Change time', exact: true }).click();
    await visible(waiting.getByLabel('Date and time (Manila time)'));
    await visible(waiting.getByRole('button', { name: 'Save time', exact: true }));
    await loaded(page);
    expect(await problemsAtEveryWidth(page), "My Snaps' Scheduled list, changing a time").toEqual({});
    await screenshotAtWidths(page, 'my-snaps-scheduled');
    const snapForm = page.getByRole('form', { name: 'New post' });
    await snapForm.getByRole('radio', { name: 'At a time I choose' }).check();
    await snapForm.getByLabel('Date and time (Manila time)').fill(at);
    await visible(snapForm.getByRole('button', { name: 'Schedule', exact: true }));
    await loaded(page);
    expect(await problemsAtEveryWidth(page), 'a new Snap, scheduled').toEqual({});
    await screenshotAtWidths(page, 'new-snap-scheduled');

    // 5. Discord and Telegram for her members, read at every width
    await page.goto('/dashboard/creator-hub/community');
    await visible(page.getByRole('heading', { level: 1, name: 'Discord and Telegram for members' }));
    await visible(page.getByRole('button', { name: 'Connect a Discord server' }));
    await loaded(page);
    expect(await problemsAtEveryWidth(page), 'Discord and Telegram').toEqual({});
    await screenshotAtWidths(page, 'discord-and-telegram');
  }, 240_000);
});
