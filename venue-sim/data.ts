/**
 * The seeded world: venues, courts, prices, accounts, the demo user's history and the terms page.
 * Everything here is deterministic; slots taken by other customers are drawn from a PRNG seeded by
 * court and date (see board.ts), so they do not depend on the order days are looked at.
 */
import { addDays } from './clock.js';
import type { ConsentRecord, Court, Invoice, Order, User, Venue } from './model.js';

export const WORK_START = 7;
export const WORK_END = 23;
export const SLOT_MINUTES = 30;
export const TERMS_ID = 5;
export const NEWSLETTER_ID = 1;
/** the bank provider the settings name (`data.paymentMethod`), sent back as `payment_method` */
export const PAYMENT_METHOD = 'bank';
/** the owner of every booking made by "other customers" */
export const OTHERS = '9999';

export const venues: Venue[] = [
  { id: 1, name: 'Sporto centras Žalgiris' },
  { id: 2, name: 'Teniso arena' },
  { id: 3, name: 'Padelio klubas' },
];

function courtsOf(venueId: number, first: number, names: string[], prices: number[][]): Court[] {
  return names.map((name, i) => {
    const [offPeak, peak] = prices[i] ?? prices[0] ?? [8, 14];
    return { id: first + i, venueId, name, offPeak: offPeak ?? 8, peak: peak ?? 14 };
  });
}

export const courts: Court[] = [
  ...courtsOf(
    1,
    101,
    [
      'Teniso aikštelė 1',
      'Teniso aikštelė 2',
      'Teniso aikštelė 3',
      'Badmintono aikštelė 1',
      'Badmintono aikštelė 2',
    ],
    [
      [8, 14],
      [8, 14],
      [8, 14],
      [6, 10],
      [6, 10],
    ],
  ),
  ...courtsOf(
    2,
    201,
    [
      'Kortas 1',
      'Kortas 2',
      'Kortas 3',
      'Kortas 4',
      'Kortas 5',
      'Kortas 6',
      'Centrinis kortas',
      'Kortas su žiūrovais',
    ],
    [
      [8, 14],
      [8, 14],
      [8, 14],
      [8, 14],
      [8, 14],
      [8, 14],
      [12, 20],
      [12, 20],
    ],
  ),
  ...courtsOf(
    3,
    301,
    ['Padelio aikštelė 1', 'Padelio aikštelė 2', 'Padelio aikštelė 3', 'Padelio aikštelė Ąžuolas'],
    [
      [10, 16],
      [10, 16],
      [10, 16],
      [14, 22],
    ],
  ),
];

/**
 * A venue of two courts, listed only while the scenario's `smallVenue` is on (a board of two
 * courts, tried at every width): the venues and courts above, which the other tests rely on, stay
 * as they are. Its courts are drawn, priced and booked like any other.
 */
export const smallVenue: Venue = { id: 4, name: 'Kiemo kortai' };
export const smallVenueCourts: Court[] = courtsOf(
  4,
  401,
  ['Kiemo kortas 1', 'Kiemo kortas 2'],
  [[8, 14]],
);

/** The venues listed: the seeded three, and the small one when the scenario has it. */
export function venuesListed(withSmallVenue: boolean): Venue[] {
  return withSmallVenue ? [...venues, smallVenue] : venues;
}

export function courtById(id: number): Court | undefined {
  return courts.find((c) => c.id === id) ?? smallVenueCourts.find((c) => c.id === id);
}

export function venueById(id: number): Venue | undefined {
  return venues.find((v) => v.id === id) ?? (id === smallVenue.id ? smallVenue : undefined);
}

/** mulberry32: tiny, fast and good enough to scatter bookings. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a, to turn "court|date" into a seed. */
export function hashSeed(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function consents(entries: Array<[number, boolean]>): Map<number, ConsentRecord> {
  return new Map(
    entries.map(([id, consent]) => [id, { consent, channels: consent ? ['email'] : [] }]),
  );
}

export function seedUsers(): User[] {
  return [
    {
      subject: '1001',
      email: 'demo@example.lt',
      password: 'demo123',
      firstName: 'Jonas',
      lastName: 'Jonaitis',
      balance: 5000,
      admin: false,
      consents: consents([
        [TERMS_ID, true],
        [NEWSLETTER_ID, false],
      ]),
    },
    {
      subject: '1002',
      email: 'naujas@example.lt',
      password: 'naujas123',
      firstName: 'Ona',
      lastName: 'Naujokė',
      balance: 0,
      admin: false,
      consents: consents([
        [TERMS_ID, false],
        [NEWSLETTER_ID, false],
      ]),
    },
    {
      subject: '1',
      email: 'admin@example.lt',
      password: 'admin123',
      firstName: 'Administratorius',
      lastName: 'Sistemos',
      balance: 0,
      admin: true,
      consents: consents([[TERMS_ID, true]]),
    },
  ];
}

type OrderSeed = [
  dayOffset: number,
  courtId: number,
  time: string,
  minutes: number,
  listed: boolean,
];

/** The demo user's history around the anchor day: some past, some future, one listed for sale. */
const demoOrderSeeds: OrderSeed[] = [
  [-40, 201, '18:00', 60, false],
  [-24, 101, '10:00', 60, false],
  [-10, 301, '19:00', 90, false],
  [-3, 202, '17:30', 60, false],
  [1, 101, '18:00', 60, false],
  [3, 203, '09:00', 90, false],
  [5, 302, '20:00', 60, true],
  [9, 102, '17:00', 120, false],
];

export function seedDemoOrders(
  anchor: string,
  priceOf: (courtId: number, date: string, start: number, minutes: number) => number,
): Order[] {
  return demoOrderSeeds.map(([offset, courtId, time, minutes, listed], i) => {
    const date = addDays(anchor, offset);
    const [h, m] = time.split(':').map(Number);
    const start = (h ?? 0) * 60 + (m ?? 0);
    return {
      id: 5001 + i,
      saleId: 9001 + i,
      owner: '1001',
      courtId,
      date,
      start,
      minutes,
      price: priceOf(courtId, date, start, minutes),
      listed,
      valid: true,
    };
  });
}

/** Invoices over the last two months: one per past order plus two top-ups. */
export function seedDemoInvoices(anchor: string, pastOrders: Order[]): Invoice[] {
  const year = anchor.slice(0, 4);
  const invoices: Invoice[] = pastOrders.map((o) => ({
    docId: 0,
    owner: o.owner,
    date: o.date,
    serialNo: '',
    amount: o.price,
    lines: [{ text: `${courtById(o.courtId)?.name ?? 'Aikštelė'} ${o.date}`, amount: o.price }],
  }));
  for (const [offset, amount] of [
    [-50, 3000],
    [-15, 2000],
  ] as const) {
    invoices.push({
      docId: 0,
      owner: '1001',
      date: addDays(anchor, offset),
      serialNo: '',
      amount,
      lines: [{ text: 'Balanso papildymas', amount }],
    });
  }
  invoices.sort((a, b) => a.date.localeCompare(b.date));
  return invoices.map((inv, i) => ({
    ...inv,
    docId: 701 + i,
    serialNo: `SF-${year}-${String(i + 1).padStart(4, '0')}`,
  }));
}

/** Untrusted on purpose: the portal must sanitise it (the img and script must not survive). */
export const TERMS_HTML = `<h2>Taisyklės</h2>
<p>Rezervuodami aikštelę sutinkate su <strong>šiomis taisyklėmis</strong>.</p>
<ol>
  <li>Rezervacija galioja tik apmokėjus.</li>
  <li>Atšaukti galima ne vėliau kaip prieš 24 val.; vėliau rezervaciją galite parduoti kitiems.</li>
  <li>Į aikštelę – tik su sportine avalyne.</li>
</ol>
<p>Daugiau informacijos: <a href="https://example.lt/taisykles" target="_blank">example.lt</a>.</p>
<img src="x" onerror="alert('xss')">
<script>alert('xss')</script>
<p><a href="javascript:alert('xss')">Spauskite čia</a></p>`;
