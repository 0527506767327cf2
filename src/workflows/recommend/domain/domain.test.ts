/** Dates against a reference date, place names, and the generator's reproducibility. */
import { describe, expect, it } from 'vitest';
import { RulesRecommendInterpreter } from '../../../interpret/rules/recommend.js';
import { generateCatalogue } from '../catalogue/generate.js';
import { readCatalogue } from '../catalogue/files.js';
import { parsePeriod } from './periods.js';
import { findRegions, regionNames } from './regions.js';

const REF = '2026-11-24'; // a Tuesday

describe('parsePeriod', () => {
  it.each([
    ['내일 갈 만한 곳', '2026-11-25', '2026-11-25'],
    ['모레', '2026-11-26', '2026-11-26'],
    ['이번 주 토요일 밤', '2026-11-28', '2026-11-28'],
    ['다음 주 토요일', '2026-12-05', '2026-12-05'],
    ['이번 주말', '2026-11-28', '2026-11-29'],
    ['다음 주말', '2026-12-05', '2026-12-06'],
    ['12월 첫째 주말', '2026-12-05', '2026-12-06'],
    ['1월 둘째 주 토요일', '2027-01-09', '2027-01-09'],
    ['다음 주에', '2026-11-30', '2026-12-06'],
    ['이번 주', '2026-11-24', '2026-11-29'],
    ['월요일', '2026-11-30', '2026-11-30'],
    ['화요일', '2026-11-24', '2026-11-24'],
    ['12월 10일', '2026-12-10', '2026-12-10'],
    ['2월 14일', '2027-02-14', '2027-02-14'],
    ['크리스마스', '2026-12-25', '2026-12-25'],
    ['다음 달', '2026-12-01', '2026-12-31'],
  ])('%s → %s..%s', (text, from, to) => {
    expect(parsePeriod(text, REF)).toMatchObject({ from, to });
  });

  it('reads no period where none is named, and refuses impossible dates', () => {
    expect(parsePeriod('성수 캐릭터 팝업', REF)).toBeNull();
    expect(parsePeriod('2월 30일', REF)).toBeNull();
    expect(parsePeriod('13월', REF)).toBeNull();
  });
});

describe('place names', () => {
  const names = regionNames(readCatalogue().zones);
  it('takes the longest name, so 성동구 is not 동구 and 강남구 not 남구', () => {
    expect(findRegions('성동구 팝업', names)).toEqual([{ kind: 'district', value: '성동구', label: '성동구' }]);
    expect(findRegions('강남구 전시', names)).toEqual([{ kind: 'district', value: '강남구', label: '강남구' }]);
    expect(findRegions('광주 동구 팝업', names)).toEqual([{ kind: 'district', value: '동구', label: '동구' }]);
  });
  it('reads aliases and short forms', () => {
    expect(findRegions('홍대 굿즈', names)[0]).toMatchObject({ kind: 'zone', value: '홍대 걷고싶은거리' });
    expect(findRegions('송파 쪽', names)[0]).toMatchObject({ kind: 'district', value: '송파구' });
    expect(findRegions('동명동에서', names)[0]).toMatchObject({ kind: 'dong', value: '동명동' });
  });
});

describe('rules recommend interpreter', () => {
  const rules = new RulesRecommendInterpreter(regionNames(readCatalogue().zones));
  it('reads every facet of the seed example', async () => {
    const facets = await rules.extractFacets('이번 주 토요일 밤에 동명동에서 갈 만한 캐릭터 팝업 있어? 주차 되는 데로', REF);
    expect(facets).toMatchObject({ late: true, amenities: ['주차'], categories: ['캐릭터'], period: { from: '2026-11-28', to: '2026-11-28' } });
    expect(facets.regions[0]).toMatchObject({ kind: 'dong', value: '동명동' });
  });
  it('does not read 아이돌 as a child or 유모차 as a car', async () => {
    expect((await rules.extractFacets('아이돌 굿즈 팝업', REF)).amenities).toEqual([]);
    expect((await rules.extractFacets('유모차 끌고 갈 수 있는 곳', REF)).amenities).toEqual(['아이동반']);
  });
  it.each([
    ['안녕하세요', 'smalltalk'],
    ['너 누구야?', 'identity'],
    ['고마워', 'thanks'],
    ['안녕! 성수 팝업 추천해 줘', 'recommend'],
  ])('%s → %s', async (text, intent) => {
    expect((await rules.intentOf(text)).intent).toBe(intent);
  });
});

describe('generateCatalogue', () => {
  it('is reproducible and matches the committed corpus', () => {
    const shipped = readCatalogue();
    const again = generateCatalogue({ seed: shipped.manifest.seed, referenceDate: shipped.manifest.reference_date, popups: shipped.manifest.popups });
    expect(again).toEqual(shipped);
    expect(generateCatalogue({ seed: 5, referenceDate: REF, popups: 50 })).not.toEqual(generateCatalogue({ seed: 4, referenceDate: REF, popups: 50 }));
  });
  it('has the required breadth', () => {
    const { popups, zones, updates } = readCatalogue();
    expect(popups.length).toBeGreaterThanOrEqual(300);
    expect(zones.length).toBeGreaterThanOrEqual(20);
    expect(new Set(popups.map((p) => p.location.city))).toEqual(new Set(['광주', '서울']));
    expect(new Set(updates.map((u) => u.kind)).size).toBe(4);
    // Attributes agree with the fields they summarise.
    for (const p of popups) {
      expect(p.attributes.includes('야간 운영')).toBe(p.hours.close >= '21:00');
      expect(p.attributes.includes('무료')).toBe(p.price_tier === '무료');
    }
  });
});
