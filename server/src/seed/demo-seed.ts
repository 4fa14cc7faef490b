import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { FastifyInstance } from 'fastify';
import { count, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { escapeHtml } from '../lib/html.ts';
import { referralCode } from '../lib/tokens.ts';

export const DEMO_PASSWORD = 'pixel-demo-2026';

type Palette = { sky: [string, string]; sun: string; hills: [string, string, string] };

type DemoCreator = {
  pageUrl: string;
  pageName: string;
  bio: string;
  palette: Palette;
  snaps: { caption: string; paid?: boolean }[];
  slide: { caption: string; photos: number; previews: number };
  goal: { title: string; description: string; target: string; raised: string[] };
  topic: { title: string; description: string };
  questions: { name: string; body: string; answer: string }[];
  bloc: { title: string; body: string }[];
  gifts: { name: string; message: string; amount: string; reply?: string }[];
};

const creators: DemoCreator[] = [
  {
    pageUrl: 'mariasketches',
    pageName: 'Maria Santos',
    bio: 'Illustrator from Cebu. I draw jeepneys, street food and the people of #Cebu. Every gift buys more ink!',
    palette: { sky: ['#7b2ff7', '#f107a3'], sun: '#ffd166', hills: ['#5a189a', '#3c096c', '#240046'] },
    snaps: [
      { caption: 'Morning jeepney rush on Colon Street. #Cebu #sketch' },
      { caption: 'Full-resolution print file of the Sinulog poster. #Sinulog', paid: true },
      { caption: 'Taho vendor at 6 a.m., ink and watercolour.' },
    ],
    slide: { caption: 'Sketchbook tour: twelve days in #Cebu', photos: 4, previews: 2 },
    goal: {
      title: 'A new drawing tablet',
      description: 'My old tablet lost its pen pressure. Help me draw faster for you!',
      target: '15000',
      raised: ['1500', '2500', '750'],
    },
    topic: { title: 'Ask me about drawing', description: 'Tools, habits, and how I started.' },
    questions: [
      {
        name: 'Bea',
        body: 'What pens do you use for your street sketches?',
        answer: 'A 0.3 fineliner for lines and a water brush for colour. Cheap and light!',
      },
      {
        name: 'Carlo',
        body: 'How long does one jeepney drawing take?',
        answer: 'About two hours on location, then one more at home for the colours.',
      },
    ],
    bloc: [
      {
        title: 'Why I draw in public',
        body: 'People stop, ask questions, and some end up in the drawing. That is the best part of my week.',
      },
      {
        title: 'New prints next month',
        body: 'The Sinulog series comes out as A4 prints. Supporters hear first, right here.',
      },
    ],
    gifts: [
      { name: 'Bea', message: 'Your jeepney series made my day!', amount: '150', reply: 'Salamat, Bea!' },
      { name: 'Tito Ramon', message: 'For more ink. Keep drawing our city.', amount: '500' },
      { name: 'Ana', message: 'Saw you at the Carbon market. Love your work!', amount: '100' },
    ],
  },
  {
    pageUrl: 'kuyajuan.eats',
    pageName: 'Kuya Juan Eats',
    bio: 'Food vlogger hunting the best #lutongbahay from Batanes to Jolo. New Snaps every Friday.',
    palette: { sky: ['#ff7e5f', '#feb47b'], sun: '#fff3b0', hills: ['#e85d04', '#d00000', '#6a040f'] },
    snaps: [
      { caption: 'Sinigang na hipon in a carinderia in Pampanga. #lutongbahay' },
      { caption: 'The secret adobo recipe card, full size. #adobo', paid: true },
      { caption: 'Halo-halo season is open.' },
    ],
    slide: { caption: 'A day of street food in Binondo', photos: 4, previews: 1 },
    goal: {
      title: 'Road trip to Batanes',
      description: 'Ferry, fuel and a week of filming the food of the north.',
      target: '20000',
      raised: ['2000', '1000', '3500'],
    },
    topic: { title: 'Ask Kuya Juan', description: 'Where to eat, what to cook, what to skip.' },
    questions: [
      {
        name: 'Mika',
        body: 'Best lechon you ever had?',
        answer: 'Talisay, Cebu. Crispy skin, no sauce needed.',
      },
      {
        name: 'Paolo',
        body: 'Any tips for a first food trip to Pampanga?',
        answer: 'Go hungry, start early, and try sisig where it was born.',
      },
    ],
    bloc: [
      {
        title: 'Next stop: Iloilo',
        body: 'Batchoy, pancit molo and a lot of walking. Tell me where to eat!',
      },
      { title: 'Thank you, 1,000 supporters', body: 'This channel runs on your gifts. Maraming salamat!' },
    ],
    gifts: [
      { name: 'Mika', message: 'For your next bowl of batchoy!', amount: '200', reply: 'Sulit! Salamat!' },
      { name: 'Jun', message: 'Your sinigang video made me call my lola.', amount: '100' },
      { name: 'Liza', message: 'Sarap! More Friday Snaps please.', amount: '300' },
    ],
  },
  {
    pageUrl: 'island_lens',
    pageName: 'Island Lens',
    bio: 'Travel photographer. Sunrises over #Palawan and the quiet corners of the archipelago.',
    palette: { sky: ['#00c6ff', '#0072ff'], sun: '#ffe66d', hills: ['#0096c7', '#023e8a', '#03045e'] },
    snaps: [
      { caption: 'Sunrise over Kayangan Lake, Coron. #Palawan' },
      { caption: 'Big Lagoon at golden hour, full resolution. #ElNido', paid: true },
      { caption: 'Fishing boats before the storm, Siargao.' },
    ],
    slide: { caption: 'Five islands in five days #Palawan', photos: 5, previews: 2 },
    goal: {
      title: 'A weather-sealed lens',
      description: 'For the rainy season shoots in the Visayas.',
      target: '30000',
      raised: ['5000', '2500'],
    },
    topic: { title: 'Photo questions', description: 'Gear, places and settings.' },
    questions: [
      {
        name: 'Kai',
        body: 'Which island should I visit first?',
        answer: 'Coron, in the dry season. Take the early boat, before the crowds.',
      },
      {
        name: 'Rina',
        body: 'Do you edit your sunrise photos a lot?',
        answer: 'Only light and colour, never the sky itself.',
      },
    ],
    bloc: [
      {
        title: 'Packing list for a week of island hopping',
        body: 'One body, two lenses, a dry bag and too many batteries.',
      },
    ],
    gifts: [
      {
        name: 'Kai',
        message: 'Your Coron photos are my wallpaper now.',
        amount: '250',
        reply: 'Salamat, Kai!',
      },
      { name: 'Rina', message: 'Towards the new lens!', amount: '500' },
      { name: 'Migs', message: 'Beautiful work, keep going.', amount: '100' },
    ],
  },
];

const supporters = [
  { pageUrl: 'bea.reyes', pageName: 'Bea Reyes' },
  { pageUrl: 'carlo.mendoza', pageName: 'Carlo Mendoza' },
];

const demoEmail = (pageUrl: string) => `${pageUrl.replace(/[^a-z0-9]/g, '')}@demo.pixel.ph`;

/** A small deterministic random sequence, so every fresh start draws the same pictures. */
function sequence(seed: number) {
  let state = seed || 1;
  return () => {
    state = (state * 16807) % 2147483647;
    return state / 2147483647;
  };
}

/** A landscape (sky, sun, three hill ranges) drawn as SVG and encoded by sharp. */
export async function sceneImage(
  palette: Palette,
  seed: number,
  size: { width: number; height: number } = { width: 1080, height: 1080 },
  label?: string,
) {
  const { width, height } = size;
  const random = sequence(seed);
  const ridge = (base: number, amplitude: number) => {
    const points = [`0,${height}`];
    for (let x = 0; x <= width; x += width / 8) {
      points.push(`${Math.round(x)},${Math.round(base + (random() - 0.5) * amplitude)}`);
    }
    points.push(`${width},${height}`);
    return points.join(' ');
  };
  const sunX = Math.round(width * (0.2 + random() * 0.6));
  const sunY = Math.round(height * (0.25 + random() * 0.15));
  const text = label
    ? `<text x="${width / 2}" y="${height / 2}" dy=".35em" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="${Math.round(height * 0.38)}" fill="#fff">${escapeHtml(label)}</text>`
    : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.sky[0]}"/><stop offset="1" stop-color="${palette.sky[1]}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#sky)"/>
<circle cx="${sunX}" cy="${sunY}" r="${Math.round(Math.min(width, height) * 0.12)}" fill="${palette.sun}" opacity="0.9"/>
<polygon points="${ridge(height * 0.55, height * 0.25)}" fill="${palette.hills[0]}"/>
<polygon points="${ridge(height * 0.7, height * 0.2)}" fill="${palette.hills[1]}"/>
<polygon points="${ridge(height * 0.85, height * 0.12)}" fill="${palette.hills[2]}"/>
${text}
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

function multipart(file: Buffer) {
  const boundary = `----pixelseed${randomBytes(8).toString('hex')}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="photo.jpg"\r\n` +
    'Content-Type: image/jpeg\r\n\r\n';
  return {
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

let addressCounter = 0;

/**
 * A caller of the app's own API, as a browser would be: one address and its session cookie. The demo is
 * written through the API so that it holds only what the product itself can make, and money moves through
 * checkouts, webhooks and the ledger exactly as a real gift or purchase does.
 */
function caller(app: FastifyInstance) {
  const ip = `127.0.9.${++addressCounter}`;
  let cookie: string | undefined;
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers = {}) => {
    const response = await app.inject({
      method,
      url,
      remoteAddress: ip,
      headers: { ...(cookie && { cookie }), ...headers },
      ...(payload !== undefined && { payload: payload as object }),
    });
    const session = response.cookies.find((c) => c.name === 'pixel_session');
    if (session) cookie = `pixel_session=${session.value}`;
    if (response.statusCode >= 400) {
      throw new Error(`demo seed: ${method} ${url} answered ${response.statusCode}: ${response.body}`);
    }
    return response;
  };
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload?: unknown, headers?: Record<string, string>) =>
      call('POST', url, payload, headers),
    put: (url: string, payload?: unknown, headers?: Record<string, string>) =>
      call('PUT', url, payload, headers),
    data: async <T>(response: Promise<{ json: () => unknown }>) =>
      ((await response).json() as { data: T }).data,
  };
}
type Caller = ReturnType<typeof caller>;

/** Pays a checkout on the sandbox provider's page; its signed webhook settles the payment. */
async function pay(app: FastifyInstance, linkUrl: string) {
  const response = await app.inject({ method: 'POST', url: `${new URL(linkUrl).pathname}/pay` });
  if (response.statusCode !== 303) throw new Error(`demo seed: checkout not paid (${response.statusCode})`);
}

async function logIn(app: FastifyInstance, email: string) {
  const who = caller(app);
  await who.post('/v1/auth/login', { email, password: DEMO_PASSWORD });
  return who;
}

async function upload(who: Caller, image: Buffer) {
  const { payload, headers } = multipart(image);
  const data = await who.data<{ absolute_url: string }>(who.post('/v1/images/upload', payload, headers));
  return data.absolute_url;
}

/** A price tier near ₱100: the paid posts of the demo. */
async function paidPriceId(who: Caller) {
  const prices = await who.data<{ price_id: number; price: string }[]>(
    who.get('/v1/user/prices?per_page=100'),
  );
  const paid = prices.filter((tier) => Number(tier.price) > 0);
  const near = paid.sort((a, b) => Math.abs(Number(a.price) - 100) - Math.abs(Number(b.price) - 100))[0];
  if (!near) throw new Error('demo seed: no paid price tier');
  return near.price_id;
}

async function fillPage(app: FastifyInstance, creator: DemoCreator, index: number, fans: Caller[]) {
  const who = await logIn(app, demoEmail(creator.pageUrl));
  const seed = (index + 1) * 1000;
  const initials = creator.pageName
    .split(' ')
    .map((word) => word[0])
    .join('')
    .slice(0, 2);

  const avatar = multipart(await sceneImage(creator.palette, seed, { width: 400, height: 400 }, initials));
  await who.post('/v1/user/profile/avatar', avatar.payload, avatar.headers);
  const cover = multipart(await sceneImage(creator.palette, seed + 1, { width: 1500, height: 500 }));
  await who.post('/v1/user/profile/cover', cover.payload, cover.headers);

  const priceId = await paidPriceId(who);
  const paidPosts: { id: string }[] = [];
  for (const [n, snap] of creator.snaps.entries()) {
    const image = await upload(who, await sceneImage(creator.palette, seed + 10 + n));
    const post = await who.data<{ id: string }>(
      who.post('/v1/user/content/images/create', {
        image,
        caption: snap.caption,
        ...(snap.paid && { price_id: priceId }),
      }),
    );
    if (snap.paid) paidPosts.push(post);
  }
  const images = [];
  for (let n = 0; n < creator.slide.photos; n++) {
    const url = await upload(who, await sceneImage(creator.palette, seed + 50 + n));
    // the first photos are sneak peeks: shown to everyone, the rest unlock with the purchase
    const peek = n < creator.slide.previews;
    images.push({ url, is_preview: peek, is_payable: !peek });
  }
  await who.post('/v1/user/content/images/collection/create', {
    caption: creator.slide.caption,
    price_id: priceId,
    images,
  });

  const goal = await who.data<{ id: string }>(
    who.post('/v1/user/goals', {
      title: creator.goal.title,
      description: creator.goal.description,
      target_amount: creator.goal.target,
    }),
  );

  await who.put('/v1/user/questions/topic', creator.topic);
  for (const [n, question] of creator.questions.entries()) {
    const asker = fans[n % fans.length]!;
    const asked = await asker.data<{ id: string }>(
      asker.post(`/v1/profile/${creator.pageUrl}/questions`, { body: question.body, name: question.name }),
    );
    await who.post(`/v1/user/questions/${asked.id}/answer`, { answer: question.answer });
  }

  for (const post of creator.bloc) await who.post('/v1/user/bloc', post);

  // gifts from signed-out visitors, paid on the sandbox checkout and settled by its webhook
  for (const gift of creator.gifts) {
    const visitor = caller(app);
    const started = await visitor.data<{ link_url: string }>(
      visitor.post(`/v1/donate/${creator.pageUrl}`, {
        amount: gift.amount,
        supporter_name: gift.name,
        supporter_message: gift.message,
      }),
    );
    await pay(app, started.link_url);
  }
  for (const [n, amount] of creator.goal.raised.entries()) {
    const fan = fans[n % fans.length]!;
    const started = await fan.data<{ link_url: string }>(
      fan.post(`/v1/goals/${goal.id}/donate`, { amount, supporter_message: 'Go for it!' }),
    );
    await pay(app, started.link_url);
  }
  for (const [n, post] of paidPosts.entries()) {
    const fan = fans[n % fans.length]!;
    const started = await fan.data<{ link_url: string }>(
      fan.post('/v1/user/content/images/purchase', { image_id: post.id }),
    );
    await pay(app, started.link_url);
  }

  const gifts = await who.data<{ id: string; supporter_message: string | null }[]>(
    who.get(`/v1/profile/${creator.pageUrl}/gifts?per_page=50`),
  );
  for (const gift of creator.gifts.filter((g) => g.reply)) {
    const row = gifts.find((g) => g.supporter_message === gift.message);
    if (row) await who.post('/v1/user/donations/reply', { id: row.id, reply: gift.reply });
  }
  for (const fan of fans) await fan.post('/v1/user/follow', { username: creator.pageUrl });
}

/**
 * Fills an empty database with a few creators, each with a page that looks lived in (photos, a Slide with
 * sneak peeks, a goal on its way, answered questions, Bloc posts, gifts with messages), and returns the
 * log-in details of the demo creators that exist (none once they are gone or were never made).
 */
export async function seedDemo({ app, db }: { app: FastifyInstance; db: Db }) {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) {
    const emails = creators.map((creator) => demoEmail(creator.pageUrl));
    const rows = await db
      .select({ email: users.email, pageUrl: users.pageUrl })
      .from(users)
      .where(inArray(users.email, emails));
    return rows.map((row) => ({ email: row.email!, password: DEMO_PASSWORD, page_url: row.pageUrl }));
  }
  const passwordHash = await hash(DEMO_PASSWORD);
  const people = [...creators, ...supporters];
  // verified accounts are written directly: the demo has no mailbox to follow a verification link from
  await db.insert(users).values(
    people.map((person) => ({
      email: demoEmail(person.pageUrl),
      passwordHash,
      status: 'active' as const,
      emailVerifiedAt: new Date(),
      pageUrl: person.pageUrl,
      pageName: person.pageName,
      referralCode: referralCode(),
      welcomeSeenAt: new Date(),
    })),
  );
  // the second creator signed up with the first one's code, so Maria's referrals page has someone on it
  const [referrer] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.pageUrl, creators[0]!.pageUrl));
  await db
    .update(users)
    .set({ referredByUserId: referrer!.id })
    .where(eq(users.pageUrl, creators[1]!.pageUrl));
  const fans = await Promise.all(supporters.map((supporter) => logIn(app, demoEmail(supporter.pageUrl))));
  const created = [];
  for (const [index, creator] of creators.entries()) {
    const who = await logIn(app, demoEmail(creator.pageUrl));
    // through the API, so the bio's #tags are indexed as any page's are
    await who.put('/v1/user/profile', { page_name: creator.pageName, bio: creator.bio });
    await fillPage(app, creator, index, fans);
    created.push({ email: demoEmail(creator.pageUrl), password: DEMO_PASSWORD, page_url: creator.pageUrl });
  }
  return created;
}
