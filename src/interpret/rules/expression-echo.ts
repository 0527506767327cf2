/**
 * How closely a text echoes each scenario's typical expressions: for every
 * scenario, the best share of one expression's syllable pairs the text also has,
 * each pair weighted by how rare it is across scenarios ("어떻게 해요" says little).
 *
 * The workbook holds thousands of expressions, so the text's pairs are looked up
 * in an inverted index (pair → the expressions that have it) instead of every
 * expression being walked for every message.
 */

/** A pair in the expressions of at most this many scenarios is content ("보증", "압류"), not sentence glue. */
const DISTINCTIVE_GRAM_SCENARIOS = 3;

/** Shorter expressions are too little to echo. */
const MIN_EXPRESSION_GRAMS = 3;

export interface Echo {
  /** The best share, 0 to 1, of one typical expression's weighted pairs found in the text. */
  best: number;
  /** Whether that best-echoed expression shares a content pair with the text, not only glue. */
  sharesContent: boolean;
}

export interface ExpressionEchoes {
  /** One echo per scenario, in the order the scenarios were given. */
  of(textBigrams: ReadonlySet<string>): Echo[];
}

/** `expressionBigrams[s]`: the syllable-pair sets of scenario s's typical expressions. */
export function buildExpressionEchoes(expressionBigrams: ReadonlyArray<ReadonlyArray<ReadonlySet<string>>>): ExpressionEchoes {
  const perScenario = expressionBigrams.map((sets) => sets.filter((b) => b.size >= MIN_EXPRESSION_GRAMS));
  const scenariosWith = new Map<string, number>();
  for (const sets of perScenario) for (const gram of new Set(sets.flatMap((b) => [...b]))) scenariosWith.set(gram, (scenariosWith.get(gram) ?? 0) + 1);
  const idf = (gram: string) => Math.log(perScenario.length / scenariosWith.get(gram)!);

  const scenarioOf: number[] = [];
  const totals: number[] = [];
  const postings = new Map<string, number[]>();
  perScenario.forEach((sets, s) => {
    for (const grams of sets) {
      const expression = scenarioOf.length;
      scenarioOf.push(s);
      let total = 0;
      for (const gram of grams) {
        total += idf(gram);
        const list = postings.get(gram) ?? [];
        list.push(expression);
        postings.set(gram, list);
      }
      totals.push(total);
    }
  });

  return {
    of(textBigrams) {
      const shared = new Float64Array(totals.length);
      const content = new Uint8Array(totals.length);
      for (const gram of textBigrams) {
        const expressions = postings.get(gram);
        if (expressions === undefined) continue;
        const weight = idf(gram);
        const distinctive = scenariosWith.get(gram)! <= DISTINCTIVE_GRAM_SCENARIOS;
        for (const e of expressions) {
          shared[e]! += weight;
          if (distinctive) content[e] = 1;
        }
      }
      const echoes: Echo[] = perScenario.map(() => ({ best: 0, sharesContent: false }));
      for (let e = 0; e < totals.length; e++) {
        const echo = echoes[scenarioOf[e]!]!;
        if (totals[e]! > 0 && shared[e]! / totals[e]! > echo.best) {
          echo.best = shared[e]! / totals[e]!;
          echo.sharesContent = content[e] === 1;
        }
      }
      return echoes;
    },
  };
}
