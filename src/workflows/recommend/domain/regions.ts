/**
 * Place names a query can use, built from the catalogue's zones: cities,
 * districts (with and without 구 for the long ones), 동 and zone aliases.
 * Matching takes the longest name first and consumes it, so "성동구" is not
 * also read as "동구" and "강남구" not as "남구".
 */
import type { RegionFacet } from '../../../interpret/recommend-port.js';
import type { Popup, Zone } from '../catalogue/schema.js';

export interface RegionName {
  name: string;
  region: Omit<RegionFacet, 'label'>;
}

export function regionNames(zones: readonly Zone[]): RegionName[] {
  const names = new Map<string, RegionName>();
  const add = (name: string, region: RegionName['region']) => {
    if (!names.has(name)) names.set(name, { name, region });
  };
  for (const zone of zones) {
    // A 동 is read as the 동 even where a zone uses it as an alias: the wider reading.
    add(zone.dong, { kind: 'dong', value: zone.dong });
    add(zone.name, { kind: 'zone', value: zone.name });
    for (const alias of zone.aliases) add(alias, { kind: 'zone', value: zone.name });
    add(zone.district, { kind: 'district', value: zone.district });
    // "성수동" is also "성수", "강남구" also "강남"; one-syllable stems (동구 → 동) are too ambiguous.
    if (zone.district.length >= 3) add(zone.district.slice(0, -1), { kind: 'district', value: zone.district });
    if (zone.dong.endsWith('동') && zone.dong.length >= 3) add(zone.dong.slice(0, -1), { kind: 'dong', value: zone.dong });
    add(zone.city, { kind: 'city', value: zone.city });
  }
  return [...names.values()].sort((a, b) => b.name.length - a.name.length || (a.name < b.name ? -1 : 1));
}

/** Regions named in the text, in order of appearance, without duplicates. */
export function findRegions(text: string, names: readonly RegionName[]): RegionFacet[] {
  let rest = text;
  const found: { at: number; facet: RegionFacet }[] = [];
  for (const { name, region } of names) {
    let at = rest.indexOf(name);
    while (at >= 0) {
      found.push({ at, facet: { ...region, label: name } });
      rest = rest.slice(0, at) + ' '.repeat(name.length) + rest.slice(at + name.length);
      at = rest.indexOf(name);
    }
  }
  const unique = new Map<string, RegionFacet>();
  for (const { facet } of found.sort((a, b) => a.at - b.at)) unique.set(`${facet.kind}:${facet.value}`, unique.get(`${facet.kind}:${facet.value}`) ?? facet);
  return narrowest([...unique.values()]);
}

/** "광주 동명동" means 동명동: a city named next to one of its places only narrows. */
function narrowest(regions: RegionFacet[]): RegionFacet[] {
  const specific = regions.filter((r) => r.kind !== 'city');
  return specific.length > 0 ? specific : regions;
}

export function popupInRegion(popup: Popup, region: RegionFacet): boolean {
  const where = popup.location;
  switch (region.kind) {
    case 'city':
      return where.city === region.value;
    case 'district':
      return where.district === region.value;
    case 'dong':
      return where.dong === region.value;
    case 'zone':
      return where.zone === region.value;
  }
}
