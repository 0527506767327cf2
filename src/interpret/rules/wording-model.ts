/**
 * A naive Bayes model of how each scenario is told, learnt from K1 itself (the
 * typical expressions, keywords and name of every scenario) when the knowledge
 * loads. Keywords catch the words an operator listed; this catches the rest of
 * the wording a scenario's accounts share, so an account told in words no
 * keyword has still leans towards the scenarios whose expressions it resembles.
 * More typical expressions in the workbook make it better, with no code change.
 *
 * Features are the syllable bigrams and trigrams of the compact text, each
 * counted once per text: a long venting account should not drown its few
 * telling pairs in repetition.
 */

/** Add-α smoothing: a pair never seen in a scenario's wording is unlikely, not impossible. */
const SMOOTHING = 0.1;

export interface WordingModel {
  /** Scenario codes, in the order of the posterior's entries. */
  readonly scenarios: readonly string[];
  /**
   * How likely each scenario is to have been told this way, summing to 1.
   * `temperature` > 1 flattens the distribution: naive Bayes is overconfident,
   * because neighbouring pairs of syllables are far from independent.
   */
  posterior(compactText: string, temperature: number): Float64Array;
}

export function wordingFeatures(compactText: string): Set<string> {
  const out = new Set<string>();
  for (let n = 2; n <= 3; n++) for (let i = 0; i + n <= compactText.length; i++) out.add(compactText.slice(i, i + n));
  return out;
}

/** `texts`: each scenario's code and its wording, already compact (no spaces or punctuation). */
export function buildWordingModel(texts: ReadonlyArray<{ scenario: string; wording: readonly string[] }>): WordingModel {
  const scenarios = texts.map((t) => t.scenario);
  const counts = texts.map((t) => {
    const perFeature = new Map<string, number>();
    for (const text of t.wording) for (const feature of wordingFeatures(text)) perFeature.set(feature, (perFeature.get(feature) ?? 0) + 1);
    return perFeature;
  });
  const vocabulary = new Set(counts.flatMap((c) => [...c.keys()]));
  const totals = counts.map((c) => [...c.values()].reduce((sum, n) => sum + n, 0));
  // log P(feature | scenario) = log(α / denominator) + log((count + α) / α): the first part is the same
  // for every unseen feature, so only the features a scenario has seen need storing.
  const unseen = totals.map((total) => Math.log(SMOOTHING / (total + SMOOTHING * vocabulary.size)));
  const seen = new Map<string, Array<[number, number]>>();
  counts.forEach((perFeature, s) => {
    for (const [feature, n] of perFeature) {
      const list = seen.get(feature) ?? [];
      list.push([s, Math.log((n + SMOOTHING) / SMOOTHING)]);
      seen.set(feature, list);
    }
  });

  return {
    scenarios,
    posterior(compactText, temperature) {
      const logLikelihood = new Float64Array(scenarios.length);
      let known = 0;
      for (const feature of wordingFeatures(compactText)) {
        const gains = seen.get(feature);
        // A feature no scenario's wording has says nothing about which scenario it is.
        if (gains === undefined) continue;
        known++;
        for (const [s, gain] of gains) logLikelihood[s]! += gain;
      }
      let max = -Infinity;
      for (let s = 0; s < scenarios.length; s++) {
        logLikelihood[s]! += known * unseen[s]!;
        max = Math.max(max, logLikelihood[s]!);
      }
      let sum = 0;
      for (let s = 0; s < scenarios.length; s++) {
        logLikelihood[s] = Math.exp((logLikelihood[s]! - max) / temperature);
        sum += logLikelihood[s]!;
      }
      for (let s = 0; s < scenarios.length; s++) logLikelihood[s]! /= sum;
      return logLikelihood;
    },
  };
}
