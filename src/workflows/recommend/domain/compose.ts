/** The consumer answer, written only from the knowledge base's templates and the chosen pop-ups. */
import { fillTemplate, type RecommendTexts } from '../../../knowledge/recommend-texts.js';
import type { RequestFacets } from '../../../interpret/recommend-port.js';
import type { Popup } from '../catalogue/schema.js';
import type { ChosenItem } from '../state.js';

const shortDate = (iso: string) => `${Number(iso.slice(5, 7))}/${Number(iso.slice(8, 10))}`;

export function popupLine(popup: Popup) {
  return {
    name: popup.name,
    category: popup.category,
    place: `${popup.location.city} ${popup.location.district} ${popup.location.dong}`,
    period: `${shortDate(popup.period.start)}~${shortDate(popup.period.end)}`,
    hours: `${popup.hours.open}~${popup.hours.close}`,
  };
}

/** The request's conditions in the consumer's own words, e.g. "동명동 · 이번 주 토요일 · 야간 · 주차". */
export function conditionsText(facets: RequestFacets): string {
  return [
    ...facets.regions.map((r) => r.label),
    ...(facets.period ? [facets.period.label] : []),
    ...(facets.late ? ['야간'] : []),
    ...(facets.price ? [facets.price] : []),
    ...facets.amenities,
    ...facets.categories,
  ].join(' · ');
}

export function composeDraft(texts: RecommendTexts, facets: RequestFacets, items: readonly ChosenItem[], alternatives: readonly ChosenItem[], news: Record<string, string[]>): string {
  const t = texts.templates;
  const conditions = conditionsText(facets);
  const lines: string[] = [];
  if (items.length > 0) {
    lines.push(conditions ? fillTemplate(t.intro, { conditions, count: items.length }) : fillTemplate(t.intro_no_conditions, { count: items.length }));
    items.forEach((item, i) => {
      lines.push(fillTemplate(t.item, { index: i + 1, ...popupLine(item.popup) }));
      const latest = news[item.popup.id]?.[0];
      if (latest) lines.push(fillTemplate(t.news, { news: latest }));
    });
    lines.push(t.closing);
  } else {
    lines.push(fillTemplate(t.no_result, { conditions }));
    if (alternatives.length > 0) {
      lines.push(t.alternatives_intro);
      alternatives.forEach((alt, i) => {
        const unmet = alt.unmet_facets.map((f) => texts.unmet_labels[f as keyof RecommendTexts['unmet_labels']] ?? f).join(', ');
        lines.push(fillTemplate(t.alternative_item, { index: i + 1, unmet, ...popupLine(alt.popup) }));
      });
    }
  }
  return lines.join('\n');
}
