import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { FastifyInstance } from 'fastify';
import { count, inArray, like, sql } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import sharp from 'sharp';
import type { StaffRole } from '@pixel/contract';
import { unnestRows } from '../db/arrays.ts';
import type { Db } from '../db/client.ts';
import { installationSecrets, payoutClearances, userBanks, users } from '../db/schema/index.ts';
import { createAdminRepository } from '../features/admin/admin.repository.ts';
import { staffCommand } from '../features/admin/staff-command.ts';
import { escapeHtml } from '../lib/html.ts';
import { referralCode } from '../lib/tokens.ts';
import { rowsOf } from '../ledger/ledger.ts';

export const DEMO_PASSWORD = 'pixel-demo-2026';

type Palette = { sky: [string, string]; sun: string; hills: [string, string, string] };

/** One of the two demo supporters, by their place in `supporters`. */
type Fan = 0 | 1;

/** When something happened: whole days before today (Manila), at a time of day the seed picks. */
type DaysAgo = number;

/** A gift from a named visitor, or from a demo supporter signed in (`fan`). */
type DemoGift = {
  day: DaysAgo;
  amount: string;
  message: string;
  name?: string;
  fan?: Fan;
  reply?: string;
};

type DemoCreator = {
  pageUrl: string;
  pageName: string;
  bio: string;
  palette: Palette;
  joined: DaysAgo;
  /** The creator whose referral code they signed up with. */
  referredBy?: string;
  /** Other demo creators they follow, and since when. */
  follows: { pageUrl: string; day: DaysAgo }[];
  snaps: { day: DaysAgo; caption: string; buyer?: Fan }[];
  slide: { day: DaysAgo; caption: string; photos: number; previews: number; buyer: Fan };
  goal: { day: DaysAgo; title: string; description: string; target: string; gifts: DemoGift[] };
  topic: { title: string; description: string };
  /** Asked by a named visitor or a demo supporter; answered a day or two later, or still waiting. */
  questions: { day: DaysAgo; body: string; name?: string; fan?: Fan; answer?: string }[];
  bloc: { day: DaysAgo; title: string; body: string }[];
  gifts: DemoGift[];
};

const creators: DemoCreator[] = [
  {
    pageUrl: 'mariasketches',
    pageName: 'Maria Santos',
    bio: 'Illustrator from Cebu. I draw jeepneys, street food and the people of #Cebu. Every gift buys more ink!',
    palette: { sky: ['#7b2ff7', '#f107a3'], sun: '#ffd166', hills: ['#5a189a', '#3c096c', '#240046'] },
    joined: 196,
    follows: [
      { pageUrl: 'kuyajuan.eats', day: 180 },
      { pageUrl: 'island_lens', day: 150 },
    ],
    snaps: [
      { day: 189, caption: 'Morning jeepney rush on Colon Street. #Cebu #sketch' },
      { day: 121, caption: 'Taho vendor at 6 a.m., ink and watercolour.' },
      { day: 97, caption: 'Full-resolution print file of the Sinulog poster. #Sinulog', buyer: 1 },
    ],
    slide: { day: 34, caption: 'Sketchbook tour: twelve days in #Cebu', photos: 4, previews: 2, buyer: 0 },
    goal: {
      day: 70,
      title: 'A new drawing tablet',
      description: 'My old tablet lost its pen pressure. Help me draw faster for you!',
      target: '15000',
      gifts: [
        { day: 63, fan: 0, amount: '1500', message: 'Para sa bagong tablet! Laban, Maria!' },
        { day: 39, name: 'Joy', amount: '750', message: 'Pen pressure is life. Konting tulong lang!' },
        { day: 10, fan: 1, amount: '2500', message: 'Go for it! The new tablet is so close.' },
      ],
    },
    topic: { title: 'Ask me about drawing', description: 'Tools, habits, and how I started.' },
    questions: [
      {
        day: 142,
        fan: 0,
        body: 'What pens do you use for your street sketches?',
        answer: 'A 0.3 fineliner for lines and a water brush for colour. Cheap and light!',
      },
      {
        day: 58,
        name: 'Carlo',
        body: 'How long does one jeepney drawing take?',
        answer: 'About two hours on location, then one more at home for the colours.',
      },
      { day: 2, name: 'Nica', body: 'Pwede ka bang mag-workshop dito sa Mandaue?' },
    ],
    bloc: [
      {
        day: 110,
        title: 'Why I draw in public',
        body: 'People stop, ask questions, and some end up in the drawing. That is the best part of my week.',
      },
      {
        day: 19,
        title: 'New prints next month',
        body: 'The Sinulog series comes out as A4 prints. Supporters hear first, right here.',
      },
    ],
    gifts: [
      {
        day: 184,
        fan: 0,
        amount: '150',
        message: 'Your jeepney series made my day!',
        reply: 'Salamat, Bea!',
      },
      { day: 161, name: 'Tito Ramon', amount: '500', message: 'For more ink. Keep drawing our city.' },
      { day: 137, name: 'Ana', amount: '100', message: 'Saw you at the Carbon market. Love your work!' },
      {
        day: 115,
        fan: 1,
        amount: '200',
        message: 'Salamat sa inspirasyon, idol!',
        reply: 'Ikaw ang inspirasyon ko, Carlo!',
      },
      { day: 94, name: 'Kring', amount: '50', message: 'Pang-kape habang nagdo-drawing. Laban!' },
      {
        day: 76,
        name: 'Migo',
        amount: '300',
        message: 'Can you draw the Magellan’s Cross next?',
        reply: 'Noted! It is on my list.',
      },
      { day: 57, name: 'Tess', amount: '20', message: 'Small gift, big fan. Ingat palagi!' },
      {
        day: 41,
        name: 'Paolo',
        amount: '1000',
        message: 'Bought your zine last year. Here is for the next one!',
      },
      { day: 26, name: 'Lovely', amount: '100', message: 'Ang cute ng taho vendor drawing mo!' },
      { day: 17, name: 'Jhun', amount: '75', message: 'Cebu pride! Keep it up.' },
      {
        day: 8,
        name: 'Andrea',
        amount: '250',
        message: 'Grabe, parang buhay yung mga tao sa sketches mo.',
        reply: 'Salamat kaayo, Andrea!',
      },
      { day: 3, name: 'Marco', amount: '150', message: 'For the Sinulog prints. Can’t wait!' },
    ],
  },
  {
    pageUrl: 'kuyajuan.eats',
    pageName: 'Kuya Juan Eats',
    bio: 'Food vlogger hunting the best #lutongbahay from Batanes to Jolo. New Snaps every Friday.',
    palette: { sky: ['#ff7e5f', '#feb47b'], sun: '#fff3b0', hills: ['#e85d04', '#d00000', '#6a040f'] },
    joined: 186,
    referredBy: 'mariasketches',
    follows: [{ pageUrl: 'mariasketches', day: 185 }],
    snaps: [
      { day: 178, caption: 'Sinigang na hipon in a carinderia in Pampanga. #lutongbahay' },
      { day: 133, caption: 'The secret adobo recipe card, full size. #adobo', buyer: 0 },
      { day: 45, caption: 'Halo-halo season is open.' },
    ],
    slide: { day: 25, caption: 'A day of street food in Binondo', photos: 4, previews: 1, buyer: 1 },
    goal: {
      day: 82,
      title: 'Road trip to Batanes',
      description: 'Ferry, fuel and a week of filming the food of the north.',
      target: '20000',
      gifts: [
        { day: 77, fan: 1, amount: '2000', message: 'Batanes or bust!' },
        { day: 44, name: 'Noel', amount: '1000', message: 'Kain ka ng uvud balls para sa akin!' },
        { day: 9, fan: 0, amount: '3500', message: 'Ingat sa biyahe papuntang norte, Kuya!' },
      ],
    },
    topic: { title: 'Ask Kuya Juan', description: 'Where to eat, what to cook, what to skip.' },
    questions: [
      {
        day: 120,
        name: 'Mika',
        body: 'Best lechon you ever had?',
        answer: 'Talisay, Cebu. Crispy skin, no sauce needed.',
      },
      {
        day: 51,
        fan: 1,
        body: 'Any tips for a first food trip to Pampanga?',
        answer: 'Go hungry, start early, and try sisig where it was born.',
      },
      { day: 1, name: 'Gelo', body: 'Saan masarap mag-lugaw sa Quezon City?' },
    ],
    bloc: [
      {
        day: 95,
        title: 'Next stop: Iloilo',
        body: 'Batchoy, pancit molo and a lot of walking. Tell me where to eat!',
      },
      {
        day: 4,
        title: 'Thank you, 1,000 supporters',
        body: 'This channel runs on your gifts. Maraming salamat!',
      },
    ],
    gifts: [
      { day: 171, name: 'Jun', amount: '100', message: 'Your sinigang video made me call my lola.' },
      { day: 150, fan: 0, amount: '200', message: 'Nagutom ako bigla! Salamat sa tips, Kuya.' },
      { day: 128, name: 'Liza', amount: '300', message: 'Sarap! More Friday Snaps please.' },
      {
        day: 104,
        name: 'Mika',
        amount: '200',
        message: 'For your next bowl of batchoy!',
        reply: 'Sulit! Salamat!',
      },
      { day: 83, name: 'Ramil', amount: '50', message: 'Pang-softdrinks mo, Kuya. Busog ka na eh.' },
      {
        day: 66,
        fan: 1,
        amount: '500',
        message: 'Tried your adobo recipe. Perfect every time!',
        reply: 'Solid! Salamat, Carlo.',
      },
      { day: 48, name: 'Ate Gina', amount: '100', message: 'Balik ka sa Pampanga, libre kita ng sisig!' },
      { day: 31, name: 'Paul', amount: '20', message: 'Estudyante lang, pero sulit ang vlogs mo!' },
      { day: 20, name: 'Bong', amount: '150', message: 'Legit yung carinderia sa Binondo. Thanks!' },
      { day: 12, name: 'Cheska', amount: '1000', message: 'Happy birthday, Kuya Juan! Treat yourself.' },
      {
        day: 6,
        name: 'Dindo',
        amount: '75',
        message: 'Sana may episode ka sa Davao next!',
        reply: 'Soon! Durian muna.',
      },
      { day: 2, name: 'Len', amount: '300', message: 'Congrats sa 1,000 supporters!' },
    ],
  },
  {
    pageUrl: 'island_lens',
    pageName: 'Island Lens',
    bio: 'Travel photographer. Sunrises over #Palawan and the quiet corners of the archipelago.',
    palette: { sky: ['#00c6ff', '#0072ff'], sun: '#ffe66d', hills: ['#0096c7', '#023e8a', '#03045e'] },
    joined: 176,
    follows: [{ pageUrl: 'mariasketches', day: 140 }],
    snaps: [
      { day: 172, caption: 'Sunrise over Kayangan Lake, Coron. #Palawan' },
      { day: 99, caption: 'Big Lagoon at golden hour, full resolution. #ElNido', buyer: 0 },
      { day: 28, caption: 'Fishing boats before the storm, Siargao.' },
    ],
    slide: { day: 47, caption: 'Five islands in five days #Palawan', photos: 5, previews: 2, buyer: 1 },
    goal: {
      day: 62,
      title: 'A weather-sealed lens',
      description: 'For the rainy season shoots in the Visayas.',
      target: '30000',
      gifts: [
        { day: 57, name: 'Lito', amount: '5000', message: 'From one rainy-season shooter to another.' },
        { day: 16, fan: 0, amount: '2500', message: 'Konting push para sa lens. Kaya yan!' },
      ],
    },
    topic: { title: 'Photo questions', description: 'Gear, places and settings.' },
    questions: [
      {
        day: 131,
        name: 'Kai',
        body: 'Which island should I visit first?',
        answer: 'Coron, in the dry season. Take the early boat, before the crowds.',
      },
      {
        day: 36,
        fan: 0,
        body: 'Do you edit your sunrise photos a lot?',
        answer: 'Only light and colour, never the sky itself.',
      },
      { day: 1, name: 'Jessa', body: 'Ano ang best na lens para sa beginner?' },
    ],
    bloc: [
      {
        day: 80,
        title: 'Packing list for a week of island hopping',
        body: 'One body, two lenses, a dry bag and too many batteries.',
      },
    ],
    gifts: [
      {
        day: 168,
        name: 'Kai',
        amount: '250',
        message: 'Your Coron photos are my wallpaper now.',
        reply: 'Salamat, Kai!',
      },
      { day: 149, fan: 1, amount: '100', message: 'Grabe ang ganda ng shots mo!' },
      { day: 126, name: 'Rina', amount: '500', message: 'Towards the new lens!' },
      { day: 108, name: 'Migs', amount: '100', message: 'Beautiful work, keep going.' },
      {
        day: 90,
        fan: 0,
        amount: '300',
        message: 'Ang ganda ng Siargao set, parang nandun na rin ako.',
        reply: 'Balik tayo dun, Bea!',
      },
      { day: 73, name: 'Jessa', amount: '50', message: 'Pang-battery mo sa next island hopping!' },
      {
        day: 55,
        name: 'Tom',
        amount: '1000',
        message: 'Printed your Kayangan shot for our office. Worth it.',
        reply: 'That means a lot, Tom!',
      },
      { day: 38, name: 'Aira', amount: '150', message: 'Sana all nasa Palawan. Salamat sa views!' },
      { day: 24, name: 'Dennis', amount: '20', message: 'Small tip from a fellow photographer.' },
      { day: 14, name: 'Mae', amount: '200', message: 'Your golden hour shots are unreal!' },
      { day: 7, name: 'Rico', amount: '100', message: 'Lodi! Share naman your camera settings.' },
      { day: 3, name: 'Pia', amount: '500', message: 'Para sa weather-sealed lens. Kaya yan!' },
    ],
  },
];

const supporters: { pageUrl: string; pageName: string; joined: DaysAgo; palette: Palette }[] = [
  {
    pageUrl: 'bea.reyes',
    pageName: 'Bea Reyes',
    joined: 192,
    palette: { sky: ['#43cea2', '#185a9d'], sun: '#fff1a8', hills: ['#2a9d8f', '#21867a', '#14554d'] },
  },
  {
    pageUrl: 'carlo.mendoza',
    pageName: 'Carlo Mendoza',
    joined: 167,
    palette: { sky: ['#f7971e', '#ffd200'], sun: '#ffffff', hills: ['#e76f51', '#c0533a', '#7a2e1f'] },
  },
];

/**
 * The back office's demo staff (decision 0124): an admin and a support member, so that what takes two
 * staff members (an identity approval, a large refund) can be tried. Each signs in with the password and
 * the code of an authenticator app given the key printed at start.
 */
const staff: { pageUrl: string; pageName: string; role: StaffRole; joined: DaysAgo }[] = [
  { pageUrl: 'demo.admin', pageName: 'Demo Admin', role: 'admin', joined: 205 },
  { pageUrl: 'demo.support', pageName: 'Demo Support', role: 'support', joined: 204 },
];

/**
 * The demo creator who can withdraw (decision 0124): verified by both demo staff, a first payout
 * reviewed long ago, and a bank account in her legal name; her balance is the gifts and sales above.
 */
const payee = {
  pageUrl: 'mariasketches',
  legalName: 'Maria Santos',
  birthDate: '1994-08-21',
  address: '45 Colon Street, Cebu City, Cebu',
  verified: 150,
  bank: { bankSlug: 'PH_BDO', bankName: 'BDO Unibank', accountNumber: '004560123987' },
  // the number the payout's SMS code goes to: read it at /dev/outbox
  mobileNumber: '9175550123',
};

const demoEmail = (pageUrl: string) => `${pageUrl.replace(/[^a-z0-9]/g, '')}@demo.pixel.ph`;

/** Where the key a demo staff member's authenticator app was given is kept, to be printed at every start. */
const staffKeyName = (pageUrl: string) => `demo-staff-key:${pageUrl}`;

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

/** A form with JPEG photos by field name, and text fields, as a browser sends it. */
function multipart(files: Record<string, Buffer>, fields: Record<string, string> = {}) {
  const boundary = `----pixelseed${randomBytes(8).toString('hex')}`;
  const parts = [
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    ),
    ...Object.entries(files).flatMap(([name, file]) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="photo.jpg"\r\n` +
          'Content-Type: image/jpeg\r\n\r\n',
      ),
      file,
      Buffer.from('\r\n'),
    ]),
  ];
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
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
  const n = addressCounter++;
  const ip = `127.9.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
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
  const { payload, headers } = multipart({ image });
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

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MANILA_OFFSET = 8 * HOUR;

/** Something the demo did, and the moment of the last six months it is shown at. */
type Step = { at: number; run: () => Promise<void> };

/**
 * The demo's story in order of time: each person joins, posts, gives, asks, answers and reacts on the day
 * the data says, at a time of day drawn from a fixed sequence (so every fresh start tells the same story).
 */
function timeline(app: FastifyInstance, db: Db, now: Date, passwordHash: Promise<string>) {
  const manilaMidnight = Math.floor((now.getTime() + MANILA_OFFSET) / DAY) * DAY - MANILA_OFFSET;
  const random = sequence(2026);
  // between 8 a.m. and 11 p.m. in Manila, and never later than a minute ago
  const at = (day: DaysAgo) =>
    Math.min(
      manilaMidnight - day * DAY + 8 * HOUR + Math.floor(random() * 15 * 60) * MINUTE,
      now.getTime() - MINUTE,
    );
  const later = (from: number, hours: number) => Math.min(from + hours * HOUR, now.getTime() - MINUTE);

  const steps: Step[] = [];
  const step = (when: number, run: () => Promise<void>) => steps.push({ at: when, run });
  const callers = new Map<string, Caller>();
  const signedIn = (pageUrl: string) => {
    const who = callers.get(pageUrl);
    if (!who) throw new Error(`demo seed: ${pageUrl} acts before joining`);
    return who;
  };
  const ids = new Map<string, string>();
  const fanUrl = (fan: Fan) => supporters[fan]!.pageUrl;
  const joinedAt = new Map(
    [...staff, ...supporters, ...creators].map((person) => [person.pageUrl, at(person.joined)]),
  );
  const hadJoined = (pageUrl: string, when: number) => joinedAt.get(pageUrl)! < when;
  // every picture is drawn at once, on sharp's threads, while the steps before it run
  const draw = (...args: Parameters<typeof sceneImage>) => {
    const image = sceneImage(...args);
    image.catch(() => undefined);
    return image;
  };

  async function join(person: { pageUrl: string; pageName: string }, referredBy?: string) {
    // verified accounts are written directly: the demo has no mailbox to follow a verification link from
    const [row] = await db
      .insert(users)
      .values({
        email: demoEmail(person.pageUrl),
        passwordHash: await passwordHash,
        status: 'active',
        emailVerifiedAt: sql`now()`,
        pageUrl: person.pageUrl,
        pageName: person.pageName,
        referralCode: referralCode(),
        referredByUserId: referredBy ? ids.get(referredBy)! : null,
        welcomeSeenAt: sql`now()`,
      })
      .returning({ id: users.id });
    ids.set(person.pageUrl, row!.id);
    const who = await logIn(app, demoEmail(person.pageUrl));
    callers.set(person.pageUrl, who);
    return who;
  }

  async function setPicture(who: Caller, kind: 'avatar' | 'cover', image: Buffer) {
    const { payload, headers } = multipart({ image });
    await who.post(`/v1/user/profile/${kind}`, payload, headers);
  }

  /** A gift paid on the sandbox checkout and settled by its webhook; a fan's is signed in, a visitor's not. */
  async function give(url: string, gift: DemoGift) {
    const from = gift.fan === undefined ? caller(app) : signedIn(fanUrl(gift.fan));
    const started = await from.data<{ link_url: string }>(
      from.post(url, {
        amount: gift.amount,
        supporter_message: gift.message,
        ...(gift.name && { supporter_name: gift.name }),
      }),
    );
    await pay(app, started.link_url);
  }

  for (const member of staff) {
    step(joinedAt.get(member.pageUrl)!, async () => {
      const email = demoEmail(member.pageUrl);
      const who = await join(member);
      // the role given as an operator gives it, by the staff command (decision 0098)
      const refused: string[] = [];
      const status = await staffCommand(['add', email, '--role', member.role, '--reason', 'Demo staff'], {
        repository: createAdminRepository(db),
        out: () => undefined,
        err: (line) => refused.push(line),
      });
      if (status !== 0) throw new Error(`demo seed: staff ${email} not added: ${refused.join(' ')}`);
      // two-factor sign-in turned on as Sign-in & security does, with an app given the key
      const { secret } = await who.data<{ secret: string }>(who.post('/v1/user/two-factor/totp', {}));
      await who.post('/v1/user/two-factor/totp/confirm', { code: appCode(secret) });
      await db.insert(installationSecrets).values({ name: staffKeyName(member.pageUrl), value: secret });
      // staff act in a session that took the second step: signed in again, with the app's next code (each
      // code is taken once)
      const signed = caller(app);
      const challenge = await signed.data<{ challenge_token: string }>(
        signed.post('/v1/auth/login', { email, password: DEMO_PASSWORD }),
      );
      await signed.post('/v1/auth/login/two-factor', {
        challenge_token: challenge.challenge_token,
        code: appCode(secret, 1),
      });
      callers.set(member.pageUrl, signed);
    });
  }

  for (const [index, supporter] of supporters.entries()) {
    const initials = supporter.pageName.replace(/(\w)\w*\s*/g, '$1');
    const avatar = draw(supporter.palette, 9000 + index, { width: 400, height: 400 }, initials);
    step(joinedAt.get(supporter.pageUrl)!, async () => {
      const who = await join(supporter);
      await setPicture(who, 'avatar', await avatar);
    });
  }

  for (const [index, creator] of creators.entries()) {
    const seed = (index + 1) * 1000;
    const page = creator.pageUrl;
    const posts = new Map<string, { id: string; type: 'image' | 'image_collection' | 'bloc' }>();
    let priceId = 0;
    let goalId = '';

    const initials = creator.pageName
      .split(' ')
      .map((word) => word[0])
      .join('')
      .slice(0, 2);
    const avatar = draw(creator.palette, seed, { width: 400, height: 400 }, initials);
    const cover = draw(creator.palette, seed + 1, { width: 1500, height: 500 });
    step(joinedAt.get(page)!, async () => {
      const who = await join(creator, creator.referredBy);
      // through the API, so the bio's #tags are indexed as any page's are
      await who.put('/v1/user/profile', { page_name: creator.pageName, bio: creator.bio });
      await setPicture(who, 'avatar', await avatar);
      await setPicture(who, 'cover', await cover);
      await who.put('/v1/user/questions/topic', creator.topic);
      priceId = await paidPriceId(who);
    });
    for (const follow of creator.follows) {
      step(at(follow.day), async () => {
        await signedIn(page).post('/v1/user/follow', { username: follow.pageUrl });
      });
    }

    // who has given to this creator by a day may react to their supporters-only Bloc posts from then on
    const fanGifts = [...creator.gifts, ...creator.goal.gifts].filter((gift) => gift.fan !== undefined);
    const firstGift = (fan: Fan) =>
      fanGifts.filter((gift) => gift.fan === fan).sort((a, b) => b.day - a.day)[0];
    const givenAt = new Map<DemoGift, number>();
    // only people who have joined by then react
    const reactors = (key: string, from: number, people: string[], kinds: number[]) => {
      const reacting = people
        .map((person, n) => ({ person, when: later(from, 3 + n * 7) }))
        .filter(({ person, when }) => hadJoined(person, when));
      for (const [n, { person, when }] of reacting.entries()) {
        step(when, async () => {
          const post = posts.get(key)!;
          await signedIn(person).post('/v1/user/reactions/add', {
            content_type: post.type,
            content_id: post.id,
            reaction_id: kinds[n % kinds.length],
          });
        });
      }
    };
    const others = creators.filter((other) => other !== creator).map((other) => other.pageUrl);

    for (const [n, snap] of creator.snaps.entries()) {
      const key = `snap${n}`;
      const posted = at(snap.day);
      const photo = draw(creator.palette, seed + 10 + n);
      step(posted, async () => {
        const who = signedIn(page);
        const image = await upload(who, await photo);
        const post = await who.data<{ id: string }>(
          who.post('/v1/user/content/images/create', {
            image,
            caption: snap.caption,
            ...(snap.buyer !== undefined && { price_id: priceId }),
          }),
        );
        posts.set(key, { id: post.id, type: 'image' });
      });
      if (snap.buyer === undefined) {
        // a free photo: the supporters and, now and then, the other creators react
        const people = [fanUrl(0), fanUrl(1), ...others].filter((_, m) => (n + m) % 3 !== 2);
        reactors(key, posted, people, [1, 3, 1, 2]);
      } else {
        const bought = later(posted, 20);
        const buyer = fanUrl(snap.buyer);
        step(bought, async () => {
          const fan = signedIn(buyer);
          const started = await fan.data<{ link_url: string }>(
            fan.post('/v1/user/content/images/purchase', { image_id: posts.get(key)!.id }),
          );
          await pay(app, started.link_url);
        });
        reactors(key, bought, [buyer], [1]);
      }
    }

    const slidePosted = at(creator.slide.day);
    const photos = Array.from({ length: creator.slide.photos }, (_, n) =>
      draw(creator.palette, seed + 50 + n),
    );
    step(slidePosted, async () => {
      const who = signedIn(page);
      const images = [];
      for (const [n, photo] of photos.entries()) {
        const url = await upload(who, await photo);
        // the first photos are sneak peeks: shown to everyone, the rest unlock with the purchase
        const peek = n < creator.slide.previews;
        images.push({ url, is_preview: peek, is_payable: !peek });
      }
      const slide = await who.data<{ id: string }>(
        who.post('/v1/user/content/images/collection/create', {
          caption: creator.slide.caption,
          price_id: priceId,
          images,
        }),
      );
      posts.set('slide', { id: slide.id, type: 'image_collection' });
    });
    const slideBought = later(slidePosted, 30);
    const slideBuyer = fanUrl(creator.slide.buyer);
    step(slideBought, async () => {
      const fan = signedIn(slideBuyer);
      const started = await fan.data<{ link_url: string }>(
        fan.post('/v1/user/content/images/collection/purchase', {
          image_collection_id: posts.get('slide')!.id,
        }),
      );
      await pay(app, started.link_url);
    });
    reactors('slide', slideBought, [slideBuyer], [3]);

    step(at(creator.goal.day), async () => {
      const goal = await signedIn(page).data<{ id: string }>(
        signedIn(page).post('/v1/user/goals', {
          title: creator.goal.title,
          description: creator.goal.description,
          target_amount: creator.goal.target,
        }),
      );
      goalId = goal.id;
    });
    for (const gift of creator.goal.gifts) {
      givenAt.set(gift, at(gift.day));
      step(givenAt.get(gift)!, () => give(`/v1/goals/${goalId}/donate`, gift));
    }

    for (const question of creator.questions) {
      let questionId = '';
      const asked = at(question.day);
      step(asked, async () => {
        const asker = question.fan === undefined ? caller(app) : signedIn(fanUrl(question.fan));
        const created = await asker.data<{ id: string }>(
          asker.post(`/v1/profile/${page}/questions`, {
            body: question.body,
            ...(question.name && { name: question.name }),
          }),
        );
        questionId = created.id;
      });
      const answer = question.answer;
      if (answer) {
        step(later(asked, 26), async () => {
          await signedIn(page).post(`/v1/user/questions/${questionId}/answer`, { answer });
        });
      }
    }

    for (const [n, post] of creator.bloc.entries()) {
      const key = `bloc${n}`;
      const posted = at(post.day);
      step(posted, async () => {
        const created = await signedIn(page).data<{ id: string }>(
          signedIn(page).post('/v1/user/bloc', { title: post.title, body: post.body }),
        );
        posts.set(key, { id: created.id, type: 'bloc' });
      });
      const supportersThen = ([0, 1] as Fan[])
        .filter((fan) => (firstGift(fan)?.day ?? -1) > post.day)
        .map(fanUrl);
      reactors(key, posted, supportersThen, [1, 3]);
    }

    for (const gift of creator.gifts) {
      const given = at(gift.day);
      givenAt.set(gift, given);
      step(given, () => give(`/v1/donate/${page}`, gift));
      const reply = gift.reply;
      if (reply) {
        step(later(given, 5), async () => {
          const who = signedIn(page);
          const list = await who.data<{ id: string; supporter_message: string | null }[]>(
            who.get(`/v1/profile/${page}/gifts?per_page=50`),
          );
          const row = list.find((g) => g.supporter_message === gift.message);
          if (!row) throw new Error(`demo seed: no gift "${gift.message}" to reply to`);
          await who.post('/v1/user/donations/reply', { id: row.id, reply });
        });
      }
    }
    // a supporter follows the page with their first gift to it
    for (const fan of [0, 1] as Fan[]) {
      const first = firstGift(fan);
      if (!first) continue;
      step(givenAt.get(first)! + MINUTE, async () => {
        await signedIn(fanUrl(fan)).post('/v1/user/follow', { username: page });
      });
    }
  }
  // the creator who can withdraw sends her ID as any creator does, and both demo staff approve it (an
  // identity approval takes two, decision 0121); her bank account and the review of her first payout are
  // written directly: the demo has no phone to read the SMS code from, and no first payout to review
  const payeeCreator = creators.find((creator) => creator.pageUrl === payee.pageUrl)!;
  const idPhoto = draw(payeeCreator.palette, 7000, { width: 1200, height: 800 }, 'ID');
  const selfie = draw(payeeCreator.palette, 7001, { width: 800, height: 1000 }, 'MS');
  const submitted = at(payee.verified);
  step(submitted, async () => {
    const form = multipart(
      { id_front: await idPhoto, selfie: await selfie },
      {
        legal_name: payee.legalName,
        birth_date: payee.birthDate,
        address: payee.address,
        id_type: 'passport',
      },
    );
    await signedIn(payee.pageUrl).post('/v1/user/verification', form.payload, form.headers);
  });
  // support reviews first, the admin confirms
  const reviewers = [staff[1]!, staff[0]!];
  for (const [n, reviewer] of reviewers.entries()) {
    step(later(submitted, 18 + n * 2), async () => {
      const creator = signedIn(payee.pageUrl);
      const mine = await creator.data<{ state: string }>(creator.get('/v1/user/verification'));
      if (mine.state === 'approved') return;
      const who = signedIn(reviewer.pageUrl);
      const [waiting] = await who.data<{ id: string }[]>(who.get('/v1/admin/verifications?status=pending'));
      if (!waiting) throw new Error('demo seed: no verification waiting for the demo staff');
      await who.post(`/v1/admin/verifications/${waiting.id}/approve`, {
        reason:
          n === 0
            ? 'The passport matches the selfie and the details.'
            : 'Checked the passport again: approved.',
      });
    });
  }
  step(later(submitted, 30), async () => {
    const userId = ids.get(payee.pageUrl)!;
    const verified = await signedIn(payee.pageUrl).data<{ state: string }>(
      signedIn(payee.pageUrl).get('/v1/user/verification'),
    );
    if (verified.state !== 'approved') throw new Error('demo seed: the demo creator was not verified');
    await db.insert(userBanks).values({
      userId,
      ...payee.bank,
      accountName: payee.legalName,
      mobileNumber: payee.mobileNumber,
    });
    await db.insert(payoutClearances).values({ userId, clearedAt: sql`now()` });
  });

  // in order of time; what happens at one moment keeps the order it was written in
  return steps.map((s, order) => ({ ...s, order })).sort((a, b) => a.at - b.at || a.order - b.order);
}

/** The code an authenticator app given `key` shows now, or `ahead` steps of 30 s later. */
const appCode = (key: string, ahead = 0) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(key) }).generate({
    timestamp: Date.now() + ahead * 30_000,
  });

/** The database's own clock, to the microsecond, as its text: what its `now()` stamps rows with. */
async function databaseTime(db: Db) {
  const [row] = rowsOf<{ t: string }>(await db.execute(sql`select clock_timestamp()::text as t`));
  return row!.t;
}

/**
 * Moves what the seed wrote onto the demo's six months: every time written while step k ran (from the
 * database's time when it started to when the next one did) becomes step k's moment plus the same offset.
 * The ledger's rows keep the time they were posted (what is posted stays posted), as the staff audit
 * trail keeps the time it was written (its rows are never changed), and follows, which are never updated,
 * are made again at their moment.
 */
async function redate(db: Db, marks: { real: string; at: number }[]) {
  await db.transaction(async (tx) => {
    const [end] = rowsOf<{ t: string }>(await tx.execute(sql`select clock_timestamp()::text as t`));
    const spans = marks.map((mark, k) => ({
      start: mark.real,
      end: marks[k + 1]?.real ?? end!.t,
      target: new Date(mark.at).toISOString(),
    }));
    const timeline = unnestRows('m', spans, {
      real_start: ['timestamptz', (span) => span.start],
      real_end: ['timestamptz', (span) => span.end],
      target: ['timestamptz', (span) => span.target],
    });
    const columns = rowsOf<{ table_name: string; column_name: string }>(
      await tx.execute(sql`
        select c.table_name, c.column_name
        from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
          and c.data_type = 'timestamp with time zone'
          and c.table_name not in ('ledger_entries', 'ledger_transactions', 'staff_audit', 'follows')
        order by c.table_name, c.column_name`),
    );
    for (const { table_name: table, column_name: column } of columns) {
      const col = sql.identifier(column);
      await tx.execute(sql`
        update ${sql.identifier(table)} as x set ${col} = m.target + (x.${col} - m.real_start)
        from ${timeline}
        where x.${col} >= m.real_start and x.${col} < m.real_end`);
    }
    await tx.execute(sql`
      with moved as (
        delete from follows f using ${timeline}
        where f.created_at >= m.real_start and f.created_at < m.real_end
        returning f.follower_user_id, f.followee_user_id, m.target + (f.created_at - m.real_start) as created_at
      )
      insert into follows (follower_user_id, followee_user_id, created_at)
      select follower_user_id, followee_user_id, created_at from moved`);
  });
}

/** A demo account's log-in, as printed at start. */
export type DemoLogIn = {
  kind: 'creator' | 'supporter' | 'staff';
  email: string;
  password: string;
  page_url: string;
  /** The creator who can withdraw: verified, a bank account on file, a first payout reviewed. */
  can_withdraw?: true;
  /** A staff member's role, and the key their authenticator app is given (the second step of signing in). */
  role?: StaffRole;
  authenticator_key?: string;
};

/**
 * Fills an empty database with a few creators whose pages look lived in, with six months of history
 * (photos, a Slide with sneak peeks, a goal on its way, answered questions, Bloc posts, gifts with
 * messages and replies, purchases, reactions, followers), two supporters who took part, one creator who
 * can withdraw, and two staff members of the back office (decision 0124). Returns the log-ins of the demo
 * accounts that exist (none once they are gone or were never made).
 */
export async function seedDemo({
  app,
  db,
  making,
}: {
  app: FastifyInstance;
  db: Db;
  /** Told when the demo is about to be made (an empty database), before the few seconds that takes. */
  making?: () => void;
}): Promise<DemoLogIn[]> {
  const people = [
    ...creators.map((creator) => ({ kind: 'creator' as const, pageUrl: creator.pageUrl })),
    ...supporters.map((supporter) => ({ kind: 'supporter' as const, pageUrl: supporter.pageUrl })),
    ...staff.map((member) => ({ kind: 'staff' as const, pageUrl: member.pageUrl, role: member.role })),
  ];
  const logIns = async (pageUrls: string[]): Promise<DemoLogIn[]> => {
    const keys = new Map(
      (
        await db
          .select()
          .from(installationSecrets)
          .where(like(installationSecrets.name, staffKeyName('%')))
      ).map((row) => [row.name, row.value]),
    );
    return people
      .filter((person) => pageUrls.includes(person.pageUrl))
      .map((person) => ({
        kind: person.kind,
        email: demoEmail(person.pageUrl),
        password: DEMO_PASSWORD,
        page_url: person.pageUrl,
        ...(person.pageUrl === payee.pageUrl && { can_withdraw: true as const }),
        ...('role' in person && {
          role: person.role,
          authenticator_key: keys.get(staffKeyName(person.pageUrl)) ?? '',
        }),
      }));
  };

  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) {
    const rows = await db
      .select({ pageUrl: users.pageUrl })
      .from(users)
      .where(
        inArray(
          users.email,
          people.map((person) => demoEmail(person.pageUrl)),
        ),
      );
    return logIns(rows.map((row) => row.pageUrl));
  }

  making?.();
  const marks: { real: string; at: number }[] = [];
  for (const step of timeline(app, db, new Date(), hash(DEMO_PASSWORD))) {
    marks.push({ real: await databaseTime(db), at: step.at });
    await step.run();
  }
  await redate(db, marks);
  return logIns(people.map((person) => person.pageUrl));
}

/** The lines printed at start: where to log in, and as whom (decision 0124). */
export function demoLogInsText(logIns: DemoLogIn[], publicUrl: string) {
  const line = (logIn: DemoLogIn) => {
    const signIn = `  ${logIn.email}  /  ${logIn.password}`;
    if (logIn.kind === 'creator') return `${signIn}   ${publicUrl}/${logIn.page_url}`;
    if (logIn.kind === 'staff') return `${signIn}   ${logIn.role}, app key ${logIn.authenticator_key}`;
    return signIn;
  };
  const section = (kind: DemoLogIn['kind'], title: string, notes: (lines: DemoLogIn[]) => string[]) => {
    const listed = logIns.filter((logIn) => logIn.kind === kind);
    return listed.length ? [title, ...listed.map(line), ...notes(listed)] : [];
  };
  const payees = (listed: DemoLogIn[]) =>
    listed
      .filter((logIn) => logIn.can_withdraw)
      .map(
        (logIn) =>
          `  (${logIn.page_url} can withdraw: identity verified, a BDO account on file; ` +
          `the payout's SMS code is at ${publicUrl}/dev/outbox)`,
      );
  const staffNotes = () => [
    '  (the second step: add the app key to an authenticator app, or print its current code with',
    '   npm run demo:code -- KEY; an identity approval takes both of them)',
  ];
  return [
    ...section('creator', `Demo creators (log in at ${publicUrl}/auth/login):`, payees),
    ...section('supporter', 'Demo supporters (they give gifts, buy posts and ask questions):', () => []),
    ...section(
      'staff',
      `Demo staff (sign in at ${publicUrl}/admin with the password, then the app's code):`,
      staffNotes,
    ),
  ].join('\n');
}
