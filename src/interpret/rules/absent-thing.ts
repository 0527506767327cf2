/**
 * A none said of some other thing than the money asked about: "견적서는 없어요"
 * to "수리비가 얼마인가요?", "유언장은 본적 없어요" to "유언으로 정해진 재산은
 * 얼마인가요?". What is absent is the paper, not the sum, so the reply is no
 * 0원 and the question is asked again. A none of money itself ("돈은 한푼도
 * 못 받았어요", "빚은 없어요"), of the thing the question names ("물건은 없어진
 * 게 없어요" to "없어진 물건이나 돈은 …") or with no thing named ("없어요",
 * "아직은 없어요") is still none.
 */

// The topic or subject of the reply: "견적서는", "유언장은", "계약서도".
const MARKED_NOUN = /([가-힣A-Za-z]{2,}?)(?:은|는|이|가|도)(?=\s)/g;
// Where the reply says the thing is not there or was never had.
const NONE_WORD = /없|(?:^|\s)(?:안|못)\s?[가-힣]/;
// Sums of money go by these endings and words: 수리비, 보증금, 물건값, 피해액, 위자료, 빚, 월세.
const MONEY_NOUN = /(?:돈|금|비|값|액|료|빚|세금|월세|전세|재산|임금|월급|급여|수당|수입|소득|손해|피해|이자|원금|대출|매출|대금|가격|시세|예금|잔고)$/;
// Words marked like a noun that name no thing: when, who, "that kind", or the none itself ("한푼도", "하나도").
const NO_THING = /^(?:(?:우리|저희|그쪽|상대|그거|이거|저거|그것|이것|그게|이게)$|한푼|땡전|하나|한개|십원|아직|지금|현재|당장|일단|따로|별도|딱히|전혀|원래|요즘|이번|그때|여태|그런|이런|저런|다른|아무)/;

/** The thing the reply says is absent, when it names one marked as its topic or subject before the none. */
function absentThing(reply: string): string | undefined {
  const none = NONE_WORD.exec(reply);
  if (!none) return undefined;
  const before = reply.slice(0, none.index + 1);
  return [...before.matchAll(MARKED_NOUN)].at(-1)?.[1];
}

/** Whether a reply of none speaks of a thing that is neither money nor named in the money `question`. */
export function saysAnotherThingAbsent(reply: string, question: string): boolean {
  const thing = absentThing(reply);
  const asked = question.replace(/[?？].*$/s, '');
  return thing !== undefined && !NO_THING.test(thing) && !MONEY_NOUN.test(thing) && !asked.includes(thing);
}
