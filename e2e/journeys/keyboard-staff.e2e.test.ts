import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { logInFromVerificationMail, newCreator, register } from '../support/accounts.ts';
import { apiAs, uploadPhoto } from '../support/content.ts';
import { moveClock } from '../support/dev-clock.ts';
import { useJourney } from '../support/journey.ts';
import { focusOn, focusedName, tabTo } from '../support/keyboard.ts';
import { appCode, makeStaff, newStaff } from '../support/staff.ts';
import { onPath, visible } from '../support/ui.ts';

// a server of its own: staff get their roles from the command run beside it (`makeStaff`), and each code of
// their app moves its clock on
const journey = useJourney({ ownServer: true });

const support = newStaff('Luz Navarro', 'support');

// staff are ordinary accounts with two-factor sign-in on, given their role on the command line
beforeAll(() => makeStaff(journey, [support]));

/** The staff menu's entry called `name`. */
const menuEntry = (desk: Page, name: string) =>
  desk.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name, exact: true });

describe('the staff pages by keyboard', () => {
  it('support signs in, finds a creator, suspends her, leaves a Hide unsaid, walks the refund requests and filters the audit trail with the keyboard alone', async () => {
    // a creator with a Snap on her page
    const creator = newCreator('Dina Villareal');
    await register(journey.baseUrl, creator);
    const studio = await journey.newPage('creator');
    await logInFromVerificationMail(journey, studio, creator);
    const caption = 'Vigan street at night';
    await apiAs(studio, journey.baseUrl, '/v1/user/content/images/create', {
      image: await uploadPhoto(studio, journey.baseUrl, 50),
      caption,
    });

    // 1. /admin asks a visitor to sign in; the password, then the authenticator's code, each sent with Enter
    const desk = journey.page;
    await desk.goto('/admin');
    await visible(desk.getByRole('heading', { name: 'Staff sign in' }));
    await tabTo(desk, desk.getByRole('link', { name: 'Sign in', exact: true }));
    await desk.keyboard.press('Enter');
    await onPath(desk, '/auth/login');
    await tabTo(desk, desk.getByLabel('Email', { exact: true }));
    await desk.keyboard.type(support.email);
    await desk.keyboard.press('Tab');
    await focusOn(desk.getByLabel('Password', { exact: true }));
    await desk.keyboard.type(support.password);
    await desk.keyboard.press('Enter');
    await visible(desk.getByRole('heading', { name: 'Two-factor sign-in' }));
    await focusOn(desk.getByLabel('Code', { exact: true }));
    // each code of the app is taken once: the clock moves on to the next one
    await moveClock(journey.baseUrl, 30);
    await desk.keyboard.type(await appCode(journey.baseUrl, support.key));
    await desk.keyboard.press('Enter');
    await onPath(desk, '/admin');
    await visible(desk.getByRole('heading', { level: 1, name: 'People' }));

    // 2. People: the search field has the focus; Enter searches, and Enter on a name opens the person
    const search = desk.getByLabel('Search people', { exact: true });
    await focusOn(search);
    await desk.keyboard.type(creator.pageUrl);
    await desk.keyboard.press('Enter');
    const found = desk.getByRole('list', { name: 'People found' });
    await tabTo(desk, found.getByRole('link', { name: creator.pageName, exact: true }));
    await desk.keyboard.press('Enter');
    await desk.waitForURL((url) => url.pathname.startsWith('/admin/people/'));
    await visible(desk.getByRole('heading', { level: 1, name: creator.pageName }));
    const personId = new URL(desk.url()).pathname.split('/').pop()!;

    // 3. a post's Hide opens its modal in the Reason field; Escape closes it unsaid, back on Hide
    const hide = desk
      .getByRole('table', { name: 'Posts' })
      .getByRole('button', { name: `Hide Snap: ${caption}`, exact: true });
    await tabTo(desk, hide);
    await desk.keyboard.press('Enter');
    const hideDialog = await visible(desk.getByRole('dialog', { name: 'Hide this post?' }));
    await focusOn(hideDialog.getByLabel('Reason'));
    await desk.keyboard.press('Escape');
    await hideDialog.waitFor({ state: 'hidden' });
    await focusOn(hide);

    // 4. Suspend: the reason typed in the modal, then Tab through its buttons to Suspend and Enter
    const suspend = desk.getByRole('button', { name: 'Suspend', exact: true });
    await tabTo(desk, suspend, { backwards: true });
    await desk.keyboard.press('Enter');
    const suspendDialog = await visible(desk.getByRole('dialog', { name: 'Suspend this account?' }));
    const reason = 'Sells prints of photos that are not hers';
    await focusOn(suspendDialog.getByLabel('Reason'));
    await desk.keyboard.type(reason);
    await desk.keyboard.press('Tab');
    await focusOn(suspendDialog.getByRole('button', { name: 'Cancel', exact: true }));
    await desk.keyboard.press('Tab');
    await focusOn(suspendDialog.getByRole('button', { name: 'Suspend', exact: true }));
    await desk.keyboard.press('Enter');
    await suspendDialog.waitFor({ state: 'hidden' });
    const lift = await visible(desk.getByRole('button', { name: 'Lift suspension', exact: true }));
    // Suspend is gone: the focus goes to what took its place, not to the top of the page
    await focusOn(lift);
    expect(await focusedName(desk)).toBe('Lift suspension');

    // 5. Refund requests: the arrow keys move along the status tabs, each showing its list
    await tabTo(desk, menuEntry(desk, 'Refund requests'), { backwards: true });
    await desk.keyboard.press('Enter');
    await onPath(desk, '/admin/refund-requests');
    await visible(desk.getByRole('heading', { level: 1, name: 'Refund requests' }));
    const tab = (name: string) => desk.getByRole('tab', { name, exact: true });
    await tabTo(desk, tab('With support'));
    // each tab's status in the address (none for the first) and what its empty list says
    const tabs: Record<string, [status: string | null, empty: string]> = {
      'With support': [null, 'No refund requests are with support.'],
      'Waiting for the creator': ['awaiting_creator', 'No refund requests are waiting for a creator.'],
      Refunded: ['refunded', 'No refund requests have been refunded.'],
      Declined: ['declined', 'No refund requests have been declined.'],
    };
    const steps: [keys: string[], tab: string][] = [
      [['ArrowRight'], 'Waiting for the creator'],
      [['ArrowRight'], 'Refunded'],
      [['ArrowLeft'], 'Waiting for the creator'],
      // Home and End move the focus only (Mantine's tabs), and Enter opens the tab there
      [['End', 'Enter'], 'Declined'],
      [['Home', 'Enter'], 'With support'],
    ];
    for (const [keys, name] of steps) {
      const [status, empty] = tabs[name]!;
      for (const key of keys) await desk.keyboard.press(key);
      await focusOn(tab(name));
      await expect.poll(() => tab(name).getAttribute('aria-selected'), { message: name }).toBe('true');
      await desk.waitForURL((url) => url.searchParams.get('status') === status);
      await visible(desk.getByRole('tabpanel', { name }).getByText(empty, { exact: true }));
    }

    // 6. Audit trail: the person's id typed, the action picked by typing its name, Enter on Filter
    await tabTo(desk, menuEntry(desk, 'Audit trail'), { backwards: true });
    await desk.keyboard.press('Enter');
    await onPath(desk, '/admin/audit');
    const filters = desk.getByRole('form', { name: 'Filter the audit trail' });
    const personField = filters.getByLabel('Person id', { exact: true });
    await tabTo(desk, personField);
    await desk.keyboard.type(personId);
    await desk.keyboard.press('Tab');
    const action = filters.getByLabel('Action', { exact: true });
    await focusOn(action);
    await desk.keyboard.type('Suspended');
    await expect.poll(() => action.inputValue()).toBe('person.suspend');
    await tabTo(desk, filters.getByRole('button', { name: 'Filter', exact: true }));
    await desk.keyboard.press('Enter');
    await desk.waitForURL(
      (url) =>
        url.searchParams.get('action') === 'person.suspend' && url.searchParams.get('user_id') === personId,
    );
    // the lines shown before stay, dimmed, until the filtered ones arrive
    const trail = desk.getByRole('table', { name: 'Audit trail' });
    await expect
      .poll(() => trail.getByRole('row').count(), { message: 'the heading row and one line' })
      .toBe(2);
    const line = await visible(trail.getByRole('row').filter({ hasText: reason }));
    await visible(line.getByText(support.email, { exact: false }));

    // Clear, by keyboard too, empties the filters and the address
    await tabTo(desk, filters.getByRole('link', { name: 'Clear', exact: true }), { backwards: true });
    await desk.keyboard.press('Enter');
    await desk.waitForURL((url) => url.pathname === '/admin/audit' && url.search === '');
    // the form is drawn again for the new address a moment after it changes
    await expect.poll(() => personField.inputValue()).toBe('');
    await expect.poll(() => action.inputValue()).toBe('');

    // 7. back to People from the menu: the search field has the focus again
    await tabTo(desk, menuEntry(desk, 'People'), { backwards: true });
    await desk.keyboard.press('Enter');
    await onPath(desk, '/admin');
    await focusOn(search);
  }, 180_000);
});
