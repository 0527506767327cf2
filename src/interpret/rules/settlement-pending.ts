/**
 * A settlement still argued over is not signed. Asked "합의서에 서명하셨나요?",
 * "합의금 너무 적게 불러요" says the other side's offer is too low: the two
 * have not agreed, so nothing was signed yet. Read as a no, unless the reply
 * also says the settlement was made or its money taken ("합의금 적게 받았어요").
 */

/** A question whether a settlement was signed or made: "합의서(면책 동의서 포함)에 서명하셨나요?", "합의하셨나요?". */
const ASKS_SETTLED = /합의서|면책\s?동의서|합의(?:하셨|했|를\s?하셨|가\s?됐|가\s?되었)/;
// "적게 불러요", "너무 짜게 부르네요", "턱없이 낮아요", "금액이 안 맞아요", "합의금 후려치네요", "협상 중이에요".
const ARGUED = /(?:적게|낮게|짜게|조금|작게|후려)\s?(?:\S+\s)?(?:불러|부르|부른|준대|준다|주겠|주려|제시|제안|쳐|치네)|(?:너무|턱없이|터무니없이|형편없이|말도\s?안\s?되게)\s?(?:적|낮|짜|작)|(?:금액|액수|합의금|보상금|보험금)(?:이|가|은|는)?\s?(?:서로\s?)?(?:안\s?맞|너무|터무니|말이\s?안)|후려|(?:협상|조율|합의)\s?중|(?:합의금|보상금)(?:을|를)?\s?(?:더\s?)?(?:올려|깎)/;
// "합의했는데 합의금이 너무 적어요", "서명해버렸어요", "적게 받았어요": made or taken already.
const SETTLED = /(?:합의|서명|사인|도장)(?:을|를|는|은|도)?\s?(?:이미\s?|벌써\s?)?(?:했|해\s?버렸|해버렸|찍었|됐)|받았|받고\s?(?:끝|말)/;

export function settlementStillArgued(reply: string, question: string): boolean {
  return ASKS_SETTLED.test(question) && ARGUED.test(reply) && !SETTLED.test(reply);
}
