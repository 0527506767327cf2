/**
 * web_search: the dated web-updates feed (offline and synthetic, as the seed's
 * "Synthetic 웹 업데이트"): recent news about pop-ups, newest first. New openings
 * and extended hours rank a pop-up up; closures and sold-out goods do not.
 */
import type { RecommendDeps } from '../deps.js';
import { retrievalBranch } from './branch.js';

const boost: Record<string, number> = { '신규 오픈': 1, '운영 시간 연장': 0.8, '굿즈 품절': 0.2, '조기 종료': 0.1 };

export const webSearchNode = (deps: RecommendDeps) =>
  retrievalBranch('web', async (state) => {
    const since = new Date(Date.parse(`${state.reference_date}T00:00:00Z`) - deps.settings.newsDays * 86_400_000).toISOString().slice(0, 10);
    const recent = deps.catalogue.updates.filter((u) => u.date >= since && u.date <= state.reference_date);
    const updates: Record<string, string[]> = {};
    for (const update of recent) (updates[update.popup_id] ??= []).push(update.text);
    const candidates = recent.map((u) => ({ id: u.popup_id, score: boost[u.kind] ?? 0.1 })).slice(0, deps.settings.branchK);
    return { evidence: { web: candidates }, insights: { updates } };
  });
