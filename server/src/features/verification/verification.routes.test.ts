import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { identityVerificationMessages as messages } from '@pixel/contract';
import { identityVerificationFiles, identityVerifications } from '../../db/schema/index.ts';
import { client, member } from '../../test/builders.ts';
import { cardPhoto as photo } from '../../test/forms.ts';
import { useTestApp } from '../../test/test-app.ts';
import { birthDateFor, details, verificationTesting } from './verification.testing.ts';

const t = useTestApp();
const { clockNow, submit } = verificationTesting(t);

describe('sending an identity verification', () => {
  it('starts with none, takes a complete one as pending, and refuses another while it waits', async () => {
    const creator = await member(t);
    const none = await creator.browser.get('/v1/user/verification');
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json().data).toEqual({
      state: 'none',
      reason: null,
      submitted_at: null,
      reviewed_at: null,
      details: null,
      renewal_due: false,
      verified: false,
    });

    const sent = await submit(creator);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data).toMatchObject({
      message: messages.submitted,
      verification: { state: 'pending', reason: null, reviewed_at: null, details },
    });
    const read = (await creator.browser.get('/v1/user/verification')).json().data;
    expect(read).toMatchObject({ state: 'pending', details });
    expect(read.submitted_at).toEqual(expect.any(String));
    // the photos are nowhere in what the creator reads back
    expect(Object.keys(read)).toEqual([
      'state',
      'reason',
      'submitted_at',
      'reviewed_at',
      'details',
      'renewal_due',
      'verified',
    ]);
    expect(Object.keys(read.details)).toEqual(['legal_name', 'birth_date', 'address', 'id_type']);

    const again = await submit(creator);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ exception: 'ConflictException', message: messages.pending });
    const rows = await t.db
      .select()
      .from(identityVerifications)
      .where(eq(identityVerifications.userId, creator.user.id));
    expect(rows).toHaveLength(1);
    expect((await client(t).get('/v1/user/verification')).statusCode).toBe(401);
  });

  it('takes one of two sent at the same moment, and leaves no file of the other behind', async () => {
    const creator = await member(t);
    const answers = await Promise.all([submit(creator), submit(creator)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const files = await t.db
      .select({ key: identityVerificationFiles.storageKey })
      .from(identityVerificationFiles)
      .innerJoin(
        identityVerifications,
        eq(identityVerifications.id, identityVerificationFiles.verificationId),
      )
      .where(eq(identityVerifications.userId, creator.user.id));
    expect(files).toHaveLength(3);
    // every photo in storage is one a row names
    const stored = await fs.readdir(path.join(t.config.dataDir, 'private-media', 'identity'));
    const named = await t.db
      .select({ key: identityVerificationFiles.storageKey })
      .from(identityVerificationFiles);
    expect(stored.map((name) => `identity/${name}`).sort()).toEqual(named.map((row) => row.key).sort());
  });

  it('needs no back for a passport, and takes someone who turns 18 today', async () => {
    const creator = await member(t);
    const now = await clockNow();
    const sent = await submit(
      creator,
      { ...details, id_type: 'passport', birth_date: birthDateFor(now, 18) },
      // a back sent anyway is not kept
      { id_front: await photo('#112233'), id_back: await photo('#445566'), selfie: await photo('#778899') },
    );
    expect(sent.statusCode, sent.body).toBe(201);
    const [row] = await t.db
      .select()
      .from(identityVerifications)
      .where(eq(identityVerifications.userId, creator.user.id));
    const sides = await t.db
      .select({ side: identityVerificationFiles.side })
      .from(identityVerificationFiles)
      .where(eq(identityVerificationFiles.verificationId, row!.id));
    expect(sides.map((file) => file.side).sort()).toEqual(['front', 'selfie']);
  });

  it("answers 422 with the field's message for what is missing or wrong, and keeps nothing", async () => {
    const creator = await member(t);
    const now = await clockNow();
    const expectRefused = async (
      response: Awaited<ReturnType<typeof submit>>,
      errors: Record<string, string[]>,
    ) => {
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json()).toMatchObject({ exception: 'ValidationException' });
      expect(response.json().errors).toEqual(errors);
      expect(response.json().message).toBe(Object.values(errors)[0]![0]);
    };

    // a day short of 18
    await expectRefused(await submit(creator, { ...details, birth_date: birthDateFor(now, 18, 1) }), {
      birth_date: [messages.underAge],
    });
    // a driver's license has a back
    await expectRefused(
      await submit(creator, details, { id_front: await photo('#123456'), selfie: await photo('#654321') }),
      { id_back: [messages.fileRequired('back')] },
    );
    // a file that is not an image, and one too small to read
    await expectRefused(
      await submit(creator, details, {
        id_front: Buffer.from('%PDF-1.7 not a photo at all'),
        id_back: await photo('#abcdef', { width: 200, height: 120 }),
        selfie: await photo('#fedcba'),
      }),
      { id_front: [messages.fileNotImage('front')], id_back: [messages.fileTooSmall('back')] },
    );
    // an empty form: every field, each with its own message
    await expectRefused(await submit(creator, {}, {}), {
      legal_name: ['The legal name field is required.'],
      birth_date: [messages.birthDateRequired],
      address: ['The address field is required.'],
      id_type: ['The ID type field is required.'],
      id_front: [messages.fileRequired('front')],
      id_back: [messages.fileRequired('back')],
      selfie: [messages.fileRequired('selfie')],
    });
    await expectRefused(
      await submit(creator, {
        ...details,
        legal_name: '   ',
        birth_date: '1994-02-30',
        id_type: 'barangay_clearance',
        address: 'x'.repeat(501),
      }),
      {
        legal_name: ['The legal name field is required.'],
        birth_date: [messages.birthDateInvalid],
        address: ['The address must not be greater than 500 characters.'],
        id_type: ['The selected ID type is invalid.'],
      },
    );
    // each field is judged on its own: a passport needs no back, whatever else is wrong
    await expectRefused(
      await submit(
        creator,
        { ...details, legal_name: '', id_type: 'passport', birth_date: birthDateFor(now, 17) },
        { id_front: await photo('#123456'), selfie: await photo('#654321') },
      ),
      { legal_name: ['The legal name field is required.'], birth_date: [messages.underAge] },
    );
    // not a form at all
    const json = await creator.browser.post('/v1/user/verification', details);
    expect(json.statusCode).toBe(422);
    expect(json.json().errors).toMatchObject({ id_front: [messages.fileRequired('front')] });

    expect(
      await t.db
        .select()
        .from(identityVerifications)
        .where(eq(identityVerifications.userId, creator.user.id)),
    ).toEqual([]);
    expect((await creator.browser.get('/v1/user/verification')).json().data.state).toBe('none');
  });
});

describe('tries', () => {
  it('are ten an hour per account, whoever shares its address', async () => {
    const creator = await member(t);
    const neighbour = await member(t);
    // behind one carrier-grade NAT
    neighbour.browser.state.ip = creator.browser.state.ip;
    for (let i = 0; i < 10; i++) expect((await submit(creator, {}, {})).statusCode).toBe(422);
    const eleventh = await submit(creator, {}, {});
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().exception).toBe('TooManyRequestsException');
    expect((await submit(neighbour)).statusCode).toBe(201);
  });
});
