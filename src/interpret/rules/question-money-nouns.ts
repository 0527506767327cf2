/**
 * A K2 question names the sum it asks for by its own noun: "받고 있는 월
 * 양육비는 얼마인가요?", "밀린 월세를 …", "보증금은 얼마인가요?". A sum the
 * account ties to that noun ("양육비로 한달에 50밖에 안줘요") is that field's,
 * over a generic cue nearer to it (한 달에 names an income as often as any
 * monthly sum). Nouns many questions share for any sum (금액, 손해, 물건,
 * 재산) name nothing in particular and are left out. The questions are read
 * from the knowledge base, so a reworded question moves its noun with it.
 */
// The noun marked as the topic or subject of "… 얼마": no other marked word stands between.
const ASKED_NOUN = /([가-힣]{2,}?)(?:\([^)]*\))?(?:은|는|이|가)\s(?:[^\s?]*[^은는이가\s?]\s){0,4}?얼마/;
const ANY_SUM = /^(?:금액|손해|물건|재산)$/;

/** The noun a money question asks its sum by, or undefined. */
export function moneyNounOf(question: string): string | undefined {
  const noun = ASKED_NOUN.exec(question)?.[1];
  return noun && !ANY_SUM.test(noun) ? noun : undefined;
}

/**
 * The asked field whose question's noun stands last in the words before a sum;
 * none when two asked fields share that noun.
 */
export function fieldNamedByQuestion(before: string, questionOf: ReadonlyMap<string, string>, isMoney: (field: string) => boolean): string | undefined {
  let chosen: string | undefined;
  let at = -1;
  let shared = false;
  for (const [field, question] of questionOf) {
    const noun = isMoney(field) ? moneyNounOf(question) : undefined;
    const index = noun ? before.lastIndexOf(noun) : -1;
    if (index < 0) continue;
    if (index > at) [chosen, at, shared] = [field, index, false];
    else if (index === at) shared = true;
  }
  return shared ? undefined : chosen;
}
