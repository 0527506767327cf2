/**
 * The pop-up catalogue as validated data: pop-ups, the zones they sit in and a
 * dated feed of web updates. `sangdam data popups` writes it; the recommend
 * workflow and the search layer read it.
 */
import { z } from 'zod';

export const categories = ['패션', '뷰티', '캐릭터', '디저트·카페', '전시·아트', '라이프스타일', '테크', '굿즈'] as const;
export const Category = z.enum(categories);
export type Category = z.infer<typeof Category>;

export const amenityNames = ['주차', '반려동물', '아이동반', '휠체어', '와이파이'] as const;
export const Amenity = z.enum(amenityNames);
export type Amenity = z.infer<typeof Amenity>;

export const priceTiers = ['무료', '유료', '프리미엄'] as const;
export const PriceTier = z.enum(priceTiers);
export type PriceTier = z.infer<typeof PriceTier>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM');

export const PopupLocation = z.object({
  city: z.enum(['광주', '서울']),
  district: z.string().min(1),
  dong: z.string().min(1),
  zone: z.string().min(1),
  address: z.string().min(1),
  lat: z.number().min(33).max(39),
  lon: z.number().min(124).max(132),
});

export const Popup = z
  .object({
    id: z.string().regex(/^popup-\d{4}$/),
    name: z.string().min(1),
    brand: z.string().min(1),
    category: Category,
    description: z.string().min(1),
    tags: z.array(z.string().min(1)).min(1),
    attributes: z.array(z.string().min(1)),
    amenities: z.array(Amenity),
    location: PopupLocation,
    period: z.object({ start: isoDate, end: isoDate }),
    hours: z.object({ open: clock, close: clock }),
    price_tier: PriceTier,
    rating: z.number().min(0).max(5),
  })
  .refine((p) => p.period.start <= p.period.end, { message: 'period.start must not be after period.end' });
export type Popup = z.infer<typeof Popup>;

export const Zone = z.object({
  id: z.string().regex(/^zone-[a-z0-9-]+$/),
  name: z.string().min(1),
  city: z.enum(['광주', '서울']),
  district: z.string().min(1),
  dong: z.string().min(1),
  type: z.enum(['상점가', '카페거리', '문화마을', '신도심', '백화점', '쇼핑몰', '대학가', '오피스 상권']),
  /** Other names people use for the place ("홍대", "더현대"). */
  aliases: z.array(z.string().min(1)),
  lat: z.number(),
  lon: z.number(),
  peak_times: z.array(z.string().min(1)).min(1),
  /** 24 values, 0–1, index = hour of day. */
  congestion_by_hour: z.array(z.number().min(0).max(1)).length(24),
  amenity_scores: z.record(Amenity, z.number().min(0).max(1)),
  keywords: z.array(z.string().min(1)).min(1),
});
export type Zone = z.infer<typeof Zone>;

export const webUpdateKinds = ['신규 오픈', '운영 시간 연장', '굿즈 품절', '조기 종료'] as const;
export const WebUpdate = z.object({
  id: z.string().regex(/^update-\d{4}$/),
  date: isoDate,
  popup_id: z.string(),
  kind: z.enum(webUpdateKinds),
  title: z.string().min(1),
  text: z.string().min(1),
});
export type WebUpdate = z.infer<typeof WebUpdate>;

export const CatalogueManifest = z.object({
  seed: z.number().int(),
  reference_date: isoDate,
  popups: z.number().int(),
  zones: z.number().int(),
  web_updates: z.number().int(),
});
export type CatalogueManifest = z.infer<typeof CatalogueManifest>;

export interface Catalogue {
  manifest: CatalogueManifest;
  popups: Popup[];
  zones: Zone[];
  updates: WebUpdate[];
}
