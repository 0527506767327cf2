/**
 * The seeded pop-up catalogue generator: the same seed and reference date give
 * byte-identical files. Periods are spread around the reference date so that
 * "이번 주말", "다음 주 토요일" and "12월 첫째 주말" all have something open.
 */
import { addDays, formatYmd, parseIsoDate } from '../../../korean/calendar.js';
import { hasFinal } from '../../../korean/hangul.js';
import { zoneSeeds, type ZoneSeed } from './places.js';
import { Popup, Zone, WebUpdate, categories, amenityNames, type Amenity, type Catalogue, type Category, type PriceTier } from './schema.js';
import { amenitySentences, attributeSentences, categoryWords, updateWords } from './words.js';

/** mulberry32: small, fast and good enough for demo data. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Dice {
  constructor(readonly next: () => number) {}
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  some<T>(items: readonly T[], min: number, max: number): T[] {
    const pool = [...items];
    const out: T[] = [];
    const n = Math.min(pool.length, this.int(min, max));
    while (out.length < n) out.push(pool.splice(Math.floor(this.next() * pool.length), 1)[0]!);
    return out;
  }
  weighted<T extends { weight: number }>(items: readonly T[]): T {
    let roll = this.next() * items.reduce((sum, item) => sum + item.weight, 0);
    for (const item of items) if ((roll -= item.weight) < 0) return item;
    return items[items.length - 1]!;
  }
}

export interface GenerateOptions {
  seed: number;
  referenceDate: string;
  popups?: number;
}

const opens = ['10:00', '10:30', '11:00', '11:00', '12:00'];
const closes = ['19:00', '20:00', '20:00', '20:30', '21:00', '21:30', '22:00', '23:00'];
/** Amenity likelihood by zone type: malls and department stores have parking and lifts. */
const amenityOdds: Record<Zone['type'], Record<Amenity, number>> = {
  상점가: { 주차: 0.3, 반려동물: 0.4, 아이동반: 0.5, 휠체어: 0.4, 와이파이: 0.6 },
  카페거리: { 주차: 0.25, 반려동물: 0.6, 아이동반: 0.4, 휠체어: 0.3, 와이파이: 0.8 },
  문화마을: { 주차: 0.35, 반려동물: 0.5, 아이동반: 0.6, 휠체어: 0.35, 와이파이: 0.5 },
  신도심: { 주차: 0.75, 반려동물: 0.35, 아이동반: 0.7, 휠체어: 0.7, 와이파이: 0.7 },
  백화점: { 주차: 0.95, 반려동물: 0.15, 아이동반: 0.85, 휠체어: 0.95, 와이파이: 0.9 },
  쇼핑몰: { 주차: 0.9, 반려동물: 0.3, 아이동반: 0.85, 휠체어: 0.9, 와이파이: 0.9 },
  대학가: { 주차: 0.15, 반려동물: 0.4, 아이동반: 0.3, 휠체어: 0.3, 와이파이: 0.85 },
  '오피스 상권': { 주차: 0.6, 반려동물: 0.2, 아이동반: 0.4, 휠체어: 0.7, 와이파이: 0.8 },
};

export function generateCatalogue(options: GenerateOptions): Catalogue {
  const dice = new Dice(seededRandom(options.seed));
  const reference = parseIsoDate(options.referenceDate);
  if (!reference) throw new Error(`reference date "${options.referenceDate}" is not YYYY-MM-DD`);
  const day = (offset: number) => formatYmd(addDays(reference, offset), 'day');
  const zones = zoneSeeds.map((seed) => makeZone(seed, dice));
  const popups: Popup[] = [];
  const count = options.popups ?? 600;
  for (let i = 0; i < count; i++) {
    const zone = dice.weighted(zoneSeeds);
    // Round-robin categories first so every category is well represented.
    const category = i < categories.length * 20 ? categories[i % categories.length]! : dice.pick(categories);
    popups.push(makePopup(i + 1, zone, category, dice, day));
  }
  const updates = makeUpdates(popups, dice, options.referenceDate, day);
  return {
    manifest: { seed: options.seed, reference_date: options.referenceDate, popups: popups.length, zones: zones.length, web_updates: updates.length },
    popups,
    zones,
    updates,
  };
}

function makeZone(seed: ZoneSeed, dice: Dice): Zone {
  const { street: _street, weight: _weight, ...fields } = seed;
  const evening = seed.type === '오피스 상권' || seed.type === '대학가' || seed.type === '신도심';
  const congestion = Array.from({ length: 24 }, (_, hour) => {
    if (hour < 9 || hour > 23) return 0.05;
    const peak = evening ? Math.exp(-((hour - 19) ** 2) / 8) : Math.exp(-((hour - 15) ** 2) / 10);
    return Math.round(Math.min(1, 0.15 + 0.8 * peak + dice.next() * 0.05) * 100) / 100;
  });
  const odds = amenityOdds[seed.type];
  const scores = Object.fromEntries(amenityNames.map((a) => [a, Math.round(Math.min(1, odds[a] + dice.next() * 0.1) * 100) / 100]));
  return Zone.parse({
    ...fields,
    peak_times: evening ? ['평일 저녁 6~9시', '금요일 밤'] : ['주말 오후 1~5시', '공휴일 낮'],
    congestion_by_hour: congestion,
    amenity_scores: scores,
  });
}

function makePopup(n: number, zone: ZoneSeed, category: Category, dice: Dice, day: (offset: number) => string): Popup {
  const words = categoryWords[category];
  const brand = dice.pick(words.brands);
  const name = dice.pick(words.names).replace('{brand}', brand);
  const startOffset = dice.int(-50, 40);
  const start = day(startOffset);
  const end = day(startOffset + dice.int(4, 50));
  const open = dice.pick(opens);
  const close = dice.pick(closes);
  const tier: PriceTier = dice.chance(0.38) ? '무료' : dice.chance(0.25) ? '프리미엄' : '유료';
  const attributes = [
    ...(close >= '21:00' ? ['야간 운영'] : []),
    ...(tier === '유료' ? [] : [tier]),
    ...dice.some(['예약제', '포토존', '체험', '한정판'], 1, 2),
  ];
  const odds = amenityOdds[zone.type];
  const amenities = amenityNames.filter((a) => dice.chance(odds[a]));
  const place = `${zone.dong} ${zone.name.includes(zone.dong) ? '' : zone.name}`.trim();
  const description = [
    dice.pick(words.leads).replace('{brand}', brand).replace('{place}', place),
    dice.pick(words.activities),
    ...attributes.filter((a) => attributeSentences[a]).slice(0, 2).map((a) => attributeSentences[a]!),
    ...amenities.slice(0, 2).map((a) => amenitySentences[a]!),
  ].join(' ');
  return Popup.parse({
    id: `popup-${String(n).padStart(4, '0')}`,
    name,
    brand,
    category,
    description,
    tags: [...new Set([...dice.some(words.tags, 2, 3), zone.dong, ...dice.some(zone.keywords, 1, 1)])],
    attributes,
    amenities,
    location: {
      city: zone.city,
      district: zone.district,
      dong: zone.dong,
      zone: zone.name,
      address: `${zone.city === '광주' ? '광주광역시' : '서울특별시'} ${zone.district} ${zone.street} ${dice.int(1, 180)}${dice.chance(0.4) ? ` ${dice.int(1, 5)}층` : ''}`,
      lat: Math.round((zone.lat + (dice.next() - 0.5) * 0.006) * 1e6) / 1e6,
      lon: Math.round((zone.lon + (dice.next() - 0.5) * 0.006) * 1e6) / 1e6,
    },
    period: { start, end },
    hours: { open, close },
    price_tier: tier,
    rating: Math.round((3.2 + dice.next() * 1.7) * 10) / 10,
  });
}

/** News about pop-ups dated in the fortnight up to the reference date. */
function makeUpdates(popups: Popup[], dice: Dice, referenceDate: string, day: (offset: number) => string): WebUpdate[] {
  const windowStart = day(-14);
  const updates: Omit<WebUpdate, 'id'>[] = [];
  for (const popup of popups) {
    const within = (date: string) => date >= windowStart && date <= referenceDate;
    let kind: WebUpdate['kind'] | null = null;
    let date = '';
    if (within(popup.period.start)) [kind, date] = ['신규 오픈', popup.period.start];
    else if (popup.hours.close >= '21:00' && popup.period.start <= referenceDate && popup.period.end >= referenceDate && dice.chance(0.4)) [kind, date] = ['운영 시간 연장', day(-dice.int(0, 10))];
    else if (popup.period.start <= referenceDate && popup.period.end >= referenceDate && dice.chance(0.15)) [kind, date] = ['굿즈 품절', day(-dice.int(0, 10))];
    else if (popup.period.end > referenceDate && popup.period.end <= day(10) && dice.chance(0.3)) [kind, date] = ['조기 종료', day(-dice.int(0, 6))];
    if (!kind) continue;
    const words = updateWords[kind];
    const fill = (s: string) =>
      s
        .replaceAll('{name}', popup.name)
        .replaceAll('{이/가}', subjectParticle(popup.name))
        .replaceAll('{date}', koreanDay(date))
        .replaceAll('{end}', koreanDay(popup.period.end))
        .replaceAll('{close}', popup.hours.close);
    updates.push({ date, popup_id: popup.id, kind, title: fill(words.title), text: fill(words.text) });
  }
  updates.sort((a, b) => (a.date === b.date ? a.popup_id.localeCompare(b.popup_id) : a.date < b.date ? 1 : -1));
  return updates.map((u, i) => WebUpdate.parse({ id: `update-${String(i + 1).padStart(4, '0')}`, ...u }));
}

const koreanDay = (iso: string) => `${Number(iso.slice(5, 7))}월 ${Number(iso.slice(8, 10))}일`;

/** 이 after a final consonant (받침), 가 after a vowel; non-Hangul endings read as vowels. */
function subjectParticle(word: string): string {
  return hasFinal(word.at(-1)) ? '이' : '가';
}
