import type { StaffRole } from '@pixel/contract';

/**
 * Who the demo has, and what each of them does on which day: three creators with six months of posts,
 * goals, questions and gifts, two supporters, two staff members, and the creator who can withdraw.
 */

export const DEMO_PASSWORD = 'pixel-demo-2026';

export type Palette = { sky: [string, string]; sun: string; hills: [string, string, string] };

/** One of the two demo supporters, by their place in `supporters`. */
export type Fan = 0 | 1;

/** When something happened: whole days before today (Manila), at a time of day the seed picks. */
export type DaysAgo = number;

/** A gift from a named visitor, or from a demo supporter signed in (`fan`). */
export type DemoGift = {
  day: DaysAgo;
  amount: string;
  message: string;
  name?: string;
  fan?: Fan;
  reply?: string;
};

export type DemoCreator = {
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

export const creators: DemoCreator[] = [
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

export const supporters: { pageUrl: string; pageName: string; joined: DaysAgo; palette: Palette }[] = [
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
export const staff: { pageUrl: string; pageName: string; role: StaffRole; joined: DaysAgo }[] = [
  { pageUrl: 'demo.admin', pageName: 'Demo Admin', role: 'admin', joined: 205 },
  { pageUrl: 'demo.support', pageName: 'Demo Support', role: 'support', joined: 204 },
];

/**
 * The demo creator who can withdraw (decision 0124): verified by both demo staff, a first payout
 * reviewed long ago, and a bank account in her legal name; her balance is the gifts and sales above.
 */
export const payee = {
  pageUrl: 'mariasketches',
  legalName: 'Maria Santos',
  birthDate: '1994-08-21',
  address: '45 Colon Street, Cebu City, Cebu',
  verified: 150,
  bank: { bankSlug: 'PH_BDO', bankName: 'BDO Unibank', accountNumber: '004560123987' },
  // the number the payout's SMS code goes to: read it at /dev/outbox
  mobileNumber: '9175550123',
};

export const demoEmail = (pageUrl: string) => `${pageUrl.replace(/[^a-z0-9]/g, '')}@demo.pixel.ph`;

/** Where the key a demo staff member's authenticator app was given is kept, to be printed at every start. */
export const staffKeyName = (pageUrl: string) => `demo-staff-key:${pageUrl}`;
