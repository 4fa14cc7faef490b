import { describe, expect, it } from 'vitest';
import { client, member, payCheckout, startGift, uploadImage, type Member } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

const ask = (pageUrl: string, body: Record<string, unknown>, who: Member | null = null) =>
  (who?.browser ?? client(t)).post(`/v1/profile/${pageUrl}/questions`, body);

describe('the Ask Me Anything topic', () => {
  it('is saved by the creator and read by anyone', async () => {
    const creator = await member(t);
    const banner = await uploadImage(creator);
    expect((await client(t).get(`/v1/profile/questions/topic/${creator.page_url}`)).json()).toEqual({
      data: null,
    });
    const saved = await creator.browser.put('/v1/user/questions/topic', {
      title: 'Ask me about photography',
      description: 'Cameras, lenses, editing.',
      banner_image: banner,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({
      title: 'Ask me about photography',
      description: 'Cameras, lenses, editing.',
      banner_image: new URL(banner).pathname,
    });
    const changed = await creator.browser.put('/v1/user/questions/topic', {
      title: 'Ask me anything',
      description: 'Anything at all.',
    });
    expect(changed.json().data.banner_image).toBeNull();
    const read = await client(t).get(`/v1/profile/questions/topic/${creator.page_url.toUpperCase()}`);
    expect(read.json().data).toEqual({
      title: 'Ask me anything',
      description: 'Anything at all.',
      banner_image: null,
    });
  });

  it.each([
    ['no title', { description: 'd' }, 'title', 'The title field is required.'],
    ['a blank title', { title: '  ', description: 'd' }, 'title', 'The title field is required.'],
    ['no description', { title: 'T' }, 'description', 'The description field is required.'],
    [
      'a 301-character description',
      { title: 'T', description: 'd'.repeat(301) },
      'description',
      'The description must not be greater than 300 characters.',
    ],
    [
      'a banner from another site',
      { title: 'T', description: 'd', banner_image: 'https://evil.example/b.jpg' },
      'banner_image',
      'The banner image must be an image you uploaded to PIXEL.',
    ],
    [
      'an unknown field',
      { title: 'T', description: 'd', color: 'red' },
      'color',
      'The color field is not allowed.',
    ],
  ])('refuses %s with a 422', async (_case, body, field, message) => {
    const creator = await member(t);
    const response = await creator.browser.put('/v1/user/questions/topic', body);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toEqual([message]);
  });

  it('needs a signed-in creator to save, and hides a blocker from the blocked', async () => {
    expect(
      (await client(t).put('/v1/user/questions/topic', { title: 'T', description: 'd' })).statusCode,
    ).toBe(401);
    const creator = await member(t);
    const fan = await member(t);
    await creator.browser.post('/v1/user/block', { username: fan.page_url });
    expect((await fan.browser.get(`/v1/profile/questions/topic/${creator.page_url}`)).statusCode).toBe(404);
    expect((await client(t).get('/v1/profile/questions/topic/nobody_here_at_all')).statusCode).toBe(404);
  });
});

describe('asking', () => {
  it('takes a visitor’s question with or without a name, and a member’s as themself', async () => {
    const creator = await member(t);
    const fan = await member(t);
    const named = await ask(creator.page_url, { body: 'What camera do you use?', name: 'Juan' });
    expect(named.statusCode).toBe(201);
    expect(named.json().data).toEqual({
      id: expect.any(String),
      body: 'What camera do you use?',
      asker: { name: 'Juan', page_url: null, avatar: null, avatar_variants: { WH100: null } },
      answer: null,
      answered_at: null,
      is_hidden: false,
      created_at: expect.any(String),
    });
    const unnamed = await ask(creator.page_url, { body: 'Favourite lens?' });
    expect(unnamed.json().data.asker.name).toBe('A supporter');
    const signedIn = await ask(creator.page_url, { body: 'Any tips?', name: 'ignored' }, fan);
    expect(signedIn.json().data.asker).toEqual({
      name: fan.user.pageName,
      page_url: fan.page_url,
      avatar: null,
      avatar_variants: { WH100: null },
    });
  });

  it.each([
    ['no question', {}, 'body', 'The question field is required.'],
    [
      'a 301-character question',
      { body: 'q'.repeat(301) },
      'body',
      'The question must not be greater than 300 characters.',
    ],
    [
      'a 17-character name',
      { body: 'q', name: 'n'.repeat(17) },
      'name',
      'The name must not be greater than 16 characters.',
    ],
    ['an unknown field', { body: 'q', is_hidden: 0 }, 'is_hidden', 'The is_hidden field is not allowed.'],
  ])('refuses %s with a 422', async (_case, body, field, message) => {
    const creator = await member(t);
    const response = await ask(creator.page_url, body);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toEqual([message]);
  });

  it('refuses the creator asking themself, a blocked user, and unknown pages', async () => {
    const creator = await member(t);
    const fan = await member(t);
    const self = await ask(creator.page_url, { body: 'Me?' }, creator);
    expect(self.json().errors.body).toEqual(['You cannot ask yourself a question.']);
    await creator.browser.post('/v1/user/block', { username: fan.page_url });
    expect((await ask(creator.page_url, { body: 'Hello?' }, fan)).statusCode).toBe(404);
    expect((await fan.browser.get(`/v1/profile/${creator.page_url}/questions`)).statusCode).toBe(404);
    expect((await ask('nobody_here_at_all', { body: 'Hello?' })).statusCode).toBe(404);
  });

  it('limits how fast one address can ask', async () => {
    const creator = await member(t);
    const visitor = client(t);
    const responses = [];
    for (let i = 0; i < 11; i++) {
      responses.push(await visitor.post(`/v1/profile/${creator.page_url}/questions`, { body: `q${i}` }));
    }
    expect(responses.slice(0, 10).every((r) => r.statusCode === 201)).toBe(true);
    expect(responses[10]!.statusCode).toBe(429);
    expect(responses[10]!.json().data.retry_in_seconds).toBeGreaterThan(0);
  });
});

describe('answering, hiding and deleting', () => {
  async function creatorWithQuestions(n: number) {
    const creator = await member(t);
    const ids: string[] = [];
    for (let i = 0; i < n; i++)
      ids.push((await ask(creator.page_url, { body: `Question ${i}` })).json().data.id);
    return { creator, ids };
  }

  it('lists answered first (or newest first), hidden ones to the owner only', async () => {
    const { creator, ids } = await creatorWithQuestions(4);
    const answered = await creator.browser.post(`/v1/user/questions/${ids[1]}/answer`, { answer: 'Sony.' });
    expect(answered.json().data).toMatchObject({ answer: 'Sony.', answered_at: expect.any(String) });
    await creator.browser.post(`/v1/user/questions/${ids[2]}/hide`, { is_hidden: 1 });

    const bodies = (response: { json(): { data: { body: string }[] } }) =>
      response.json().data.map((q) => q.body);
    const publicList = await client(t).get(`/v1/profile/${creator.page_url}/questions`);
    expect(bodies(publicList)).toEqual(['Question 1', 'Question 3', 'Question 0']);
    expect(publicList.json().meta).toEqual({ current_page: 1, last_page: 1, per_page: 10, total: 3 });
    const newest = await client(t).get(`/v1/profile/${creator.page_url}/questions?sort=newest`);
    expect(bodies(newest)).toEqual(['Question 3', 'Question 1', 'Question 0']);
    const own = await creator.browser.get(`/v1/profile/${creator.page_url}/questions?sort=newest`);
    expect(bodies(own)).toEqual(['Question 3', 'Question 2', 'Question 1', 'Question 0']);
    const unanswered = await creator.browser.get(
      `/v1/profile/${creator.page_url}/questions?status=unanswered`,
    );
    expect(unanswered.json().meta.total).toBe(3);
    const paged = await client(t).get(`/v1/profile/${creator.page_url}/questions?per_page=2&page=2`);
    expect(bodies(paged)).toEqual(['Question 0']);
    expect((await client(t).get(`/v1/profile/${creator.page_url}/questions?page=5`)).json().data).toEqual([]);
    expect((await client(t).get(`/v1/profile/${creator.page_url}/questions?sort=oldest`)).statusCode).toBe(
      422,
    );

    await creator.browser.post(`/v1/user/questions/${ids[2]}/hide`, { is_hidden: 0 });
    expect((await client(t).get(`/v1/profile/${creator.page_url}/questions`)).json().meta.total).toBe(4);
  });

  it('changes an answer and deletes a question', async () => {
    const { creator, ids } = await creatorWithQuestions(1);
    await creator.browser.post(`/v1/user/questions/${ids[0]}/answer`, { answer: 'First' });
    const changed = await creator.browser.post(`/v1/user/questions/${ids[0]}/answer`, { answer: 'Second' });
    expect(changed.json().data.answer).toBe('Second');
    const deleted = await creator.browser.delete(`/v1/user/questions/${ids[0]}`);
    expect(deleted.json()).toEqual({ data: { message: 'Question deleted.' } });
    expect((await client(t).get(`/v1/profile/${creator.page_url}/questions`)).json().data).toEqual([]);
    expect((await creator.browser.delete(`/v1/user/questions/${ids[0]}`)).statusCode).toBe(404);
  });

  it("treats another creator's question as if it did not exist", async () => {
    const { ids } = await creatorWithQuestions(1);
    const other = await member(t);
    const id = ids[0]!;
    expect((await other.browser.post(`/v1/user/questions/${id}/answer`, { answer: 'x' })).statusCode).toBe(
      404,
    );
    expect((await other.browser.post(`/v1/user/questions/${id}/hide`, { is_hidden: 1 })).statusCode).toBe(
      404,
    );
    expect((await other.browser.delete(`/v1/user/questions/${id}`)).statusCode).toBe(404);
    expect((await client(t).delete(`/v1/user/questions/${id}`)).statusCode).toBe(401);
  });

  it.each([
    ['an empty answer', 'answer', { answer: ' ' }, 'answer', 'The answer field is required.'],
    [
      'a long answer',
      'answer',
      { answer: 'a'.repeat(1001) },
      'answer',
      'The answer must not be greater than 1000 characters.',
    ],
    ['a bad hide flag', 'hide', { is_hidden: 2 }, 'is_hidden', 'The is hidden field must be 1 or 0.'],
  ])('refuses %s with a 422', async (_case, action, body, field, message) => {
    const { creator, ids } = await creatorWithQuestions(1);
    const response = await creator.browser.post(`/v1/user/questions/${ids[0]}/${action}`, body);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toEqual([message]);
  });
});

describe('questions carried by gifts', () => {
  it('are asked once the gift is paid, as the gift shows its giver', async () => {
    const creator = await member(t);
    const fan = await member(t);
    const named = await startGift(
      t,
      creator.page_url,
      { supporter_message: 'How do you edit your photos?', is_question: 1 },
      fan.browser,
    );
    const hidden = await startGift(
      t,
      creator.page_url,
      { supporter_message: 'Secret question', is_question: true, is_anonymous: 1 },
      fan.browser,
    );
    await startGift(t, creator.page_url, { supporter_message: 'Just a message' });
    expect((await client(t).get(`/v1/profile/${creator.page_url}/questions`)).json().data).toEqual([]);

    await payCheckout(t, named.checkoutPath);
    await payCheckout(t, hidden.checkoutPath);
    const asked = (await client(t).get(`/v1/profile/${creator.page_url}/questions?sort=newest`)).json().data;
    expect(asked.map((q: { body: string; asker: object }) => [q.body, q.asker])).toEqual([
      [
        'Secret question',
        { name: 'Anonymous', page_url: null, avatar: null, avatar_variants: { WH100: null } },
      ],
      [
        'How do you edit your photos?',
        { name: fan.user.pageName, page_url: fan.page_url, avatar: null, avatar_variants: { WH100: null } },
      ],
    ]);
  });

  it('need a message', async () => {
    const creator = await member(t);
    const response = await client(t).post(`/v1/donate/${creator.page_url}`, { amount: '50', is_question: 1 });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.supporter_message).toEqual([
      'The message field is required when the gift asks a question.',
    ]);
  });
});
