/**
 * Money asked for a wrong. The same story of a wrong (a false post, an insult,
 * a blow) is an offence when the person wants it punished and a civil claim when
 * the person wants money for it: "허위글 올린 사람한테 손해배상 받고 싶어요",
 * "모욕죄로 벌금 나왔는데 위자료도 받을 수 있나요". K1 links a civil claim to the
 * offences whose wrong it asks money for (`damages_for`).
 */

/**
 * Money for a harm: damages, solatium, a civil suit, compensation for mental
 * suffering. Not the repair bill or treatment costs alone (수리비, 치료비), which
 * victims of an offence name as often as claimants do.
 */
const DAMAGES = /손해\s?배상|위자료|배상\s?(?:받|청구|하라|해\s?(?:달|주))|민사|정신적\s?(?:피해|손해)|돈으로\s?(?:받|보상)|보상\s?받/u;

/** Wanting the wrong punished: a complaint to make, punishment (not a complaint already made, 고소했고). */
const PUNISHMENT = /고소\s?(?:하고|하려|할|하면|해\s?(?:야|주|달))|형사\s?고소|처벌/u;

/**
 * Whether the account asks for money for a wrong and not for its punishment.
 * `asked`: the sentence that asks (request-sentence.ts), or the whole account when
 * it is one request; `story`: the account without the side notes that deny
 * something ("고소는 안 하고 …"), so a complaint declined is no wish to punish.
 */
export function seeksDamages(asked: string, story: string): boolean {
  return DAMAGES.test(asked) && !PUNISHMENT.test(story);
}

/** A scenario's score as the classifier ranks it. */
interface Scored {
  scenario: string;
  score: number;
}

/**
 * When the account seeks damages, each civil claim takes the score of the best of
 * its offences that outranks it, and that offence falls to the claim's score: the
 * story is the same, the remedy asked decides which scenario it is.
 */
export function claimsOverOffences<T extends Scored>(scored: T[], damagesFor: ReadonlyMap<string, readonly string[]>): T[] {
  const byCode = new Map(scored.map((s) => [s.scenario, s]));
  const out = new Map(scored.map((s) => [s.scenario, s]));
  for (const [claim, offences] of damagesFor) {
    const own = byCode.get(claim);
    const wrong = offences.map((code) => byCode.get(code)).filter((s): s is T => s !== undefined).sort((a, b) => b.score - a.score)[0];
    if (own === undefined || wrong === undefined || wrong.score <= own.score) continue;
    out.set(claim, { ...own, score: wrong.score });
    out.set(wrong.scenario, { ...wrong, score: own.score });
  }
  return scored.map((s) => out.get(s.scenario)!);
}
