/**
 * Yes/no read from a circumstance the reply describes rather than from a
 * yes or no: "대낮이었어요" to "밤에 일어난 일인가요?", "지금 백수래요" to
 * "회사에 다니며 월급을 받고 있나요?", "대리가 했어요" to "직접 운전하셨나요?",
 * "수입이 반토막" to "소득이 크게 바뀌었나요?", and "쓰긴 썼는데 못 받았어요"
 * to "받으셨나요?" (the asked verb itself denied, whatever else was done).
 */

// "해가 진 뒤 … 밤에 일어난 일인가요?"
const ASKS_NIGHT = /밤에|야간|해가\s?진/;
const AT_NIGHT = /밤|새벽|자정|야간|한밤|늦은\s?저녁|오후\s?(?:9|10|11)\s?시|(?<!오후\s?)(?:[1-4])\s?시쯤?\s?(?:에|였)/;
const BY_DAY = /낮|오전|점심|아침|정오|오후\s?[1-5]\s?시|출근\s?(?:시간|길)|해\s?떠\s?있/;

// "회사에 다니며 월급을 받고 있나요?", "직장이 있나요?"
const ASKS_EMPLOYED = /회사에\s?다니|월급을?\s?받고|직장(?:이|에)|취업|일하고\s?있/;
const EMPLOYED = /공무원|회사원|직장인|정규직|계약직|회사\s?(?:다녀|다니|잘\s?다)|출근\s?(?:해|하고|잘)|월급\s?(?:받고|잘\s?받)/;
const JOBLESS = /백수|무직|실직|놀고\s?있|놀아요|놀더라|일\s?안\s?(?:해|하|한대)|취준|구직\s?중|직장(?:이|도)?\s?없/;

// "직접 운전하셨나요?" — "대리가 했어요", "친구가 몰았어요".
const ASKS_DROVE = /직접\s?운전|운전(?:을)?\s?(?:하셨|했)/;
const OTHER_DROVE = /대리(?:기사|운전)?(?:가|님이|님|를\s?불렀)|(?:친구|와이프|아내|남편|동생|형|누나|언니|오빠|지인|일행)(?:가|이)\s?(?:운전|몰)/;
const SELF_DROVE = /(?:제가|내가|저도|직접)\s?(?:[가-힣]+\s)?(?:운전|몰)/;

// "사정이 크게 바뀌었나요?" — "수입이 반토막", "실직했어요".
const ASKS_CHANGE = /바뀌|변했|달라졌|변화|변경/;
const CHANGED = /반토막|절반|줄었|줄어|늘었|늘어|올랐|떨어졌|깎였|짤렸|짤려|잘렸|잘려|실직|폐업|재혼|그만뒀|두\s?배/;
const UNCHANGED = /그대로|똑같|변화\s?(?:가\s?)?없|변함\s?없|안\s?바뀌/;

// "흉기나 물건을 썼나요?" — "맨손으로만 했어요".
const ASKS_WEAPON = /흉기|둔기|칼|위험한\s?물건|물건을?\s?(?:쓰|들|사용|써)/;
const BARE_HANDED = /맨손|맨주먹|(?:주먹|손|발|말|입)(?:으로|로)만|주먹이랑\s?발/;

// "불이익이나 퇴사 압박을 겪으셨나요?" — "그만두라고 하더라구요": told to leave is that pressure.
const ASKS_PUSHED_OUT = /불이익|퇴사\s?압박|해고|따돌림/;
const PUSHED_OUT = /(?:그만\s?두|관두|나가)라|사표\s?(?:쓰|내)라|사직서\s?(?:쓰|내)라|자르겠|잘라\s?버리/;

// "폭력이나 방임 같은 위험이 걱정되나요?" — "애한테 소리지르고 던져요".
const ASKS_HARM = /폭력|학대|방임|위험/;
const HARMFUL = /때리|때려|때렸|던지|던져|던졌|소리\s?(?:를\s?)?지르|욕(?:을|하|해)|방치|굶기|굶겨|혼자\s?(?:두|놔|둬)/;
// "때리는 건 아니고", "안 때려요".
const HARM_DENIED = /[는은]\s?(?:건|거|게)\s?아[니닌냐]|(?:^|\s)(?:안|못)\s?(?:때|던|지르)|(?:지|진)\s?않/;

// "갚을 돈이라고 인정하나요?" — "준다 준다 하면서 안 줘요": a promise to pay, however broken, owns the debt.
const ASKS_ACKNOWLEDGED = /인정/;
const PROMISED_TO_PAY = /(?:준다|갚는다|준대|갚는대)\s?(?:고|준다|갚는다|하면서|해놓고|면서)|(?:주겠|갚겠|줄게|갚을게|보내겠|보내줄게)/;

// "상대방이 먼저 손을 댔나요?" — "제가 먼저 밀긴 했어요": the person started it.
const ASKS_OTHER_FIRST = /상대(?:방)?(?:이|가|쪽)?\s?먼저/;
const SELF_FIRST = /(?:제가|내가|저도|나도|저희가)\s?먼저/;

// "누가 그랬는지 알고 계신가요?" — "옆집 아저씨던데요": someone named as the one.
const ASKS_WHO = /누가\s?(?:그랬|했)|누구인지|누군지/;
const NAMES_SOMEONE = /(?:아저씨|아줌마|할아버지|할머니|남자|여자|학생|직원|기사|이웃|동생|형|언니|오빠|누나|친구|사장|[가-힣]씨)(?:였|이었|이더라|더라|던데|이던데|래요|이래요|라던데|이라던데|이에요|예요|이요)/;

// "받으셨나요?", "보내셨나요?": the verb the question asks about.
const ASKED_VERB = /([가-힣])(?:으)?(?:셨|셨었)나요/;

// "받으셨나요?" — "아직 안 줬어요": the other side not giving is the person not receiving.
const CONVERSE: Readonly<Record<string, string>> = { 받: '받|줬|주|내줬|내주|보내' };

function deniesAskedVerb(text: string, question: string): boolean {
  const stem = ASKED_VERB.exec(question)?.[1];
  if (!stem || stem === '하') return false;
  const verbs = CONVERSE[stem] ?? stem;
  return new RegExp(`(?:안|못)\\s?(?:${verbs})|(?:${verbs})지\\s?(?:않|못)`).test(text);
}

/** Yes or no from what the reply describes; null when it describes none of these. */
export function yesNoFromCircumstance(text: string, question: string): boolean | null {
  if (ASKS_NIGHT.test(question)) {
    if (AT_NIGHT.test(text)) return true;
    if (BY_DAY.test(text)) return false;
  }
  if (ASKS_EMPLOYED.test(question) && JOBLESS.test(text)) return false;
  // Working somewhere answers "are they employed", not "are you still at that company" ("다른 회사 다녀요").
  if (ASKS_EMPLOYED.test(question) && !/지금도|아직|그\s?회사/.test(question) && EMPLOYED.test(text) && !/그만|관두|잘렸|짤렸|퇴사|다른/.test(text)) return true;
  if (ASKS_DROVE.test(question) && OTHER_DROVE.test(text) && !SELF_DROVE.test(text)) return false;
  if (ASKS_CHANGE.test(question) && CHANGED.test(text) && !UNCHANGED.test(text)) return true;
  if (ASKS_WEAPON.test(question) && BARE_HANDED.test(text)) return false;
  if (ASKS_PUSHED_OUT.test(question) && PUSHED_OUT.test(text)) return true;
  if (ASKS_OTHER_FIRST.test(question) && SELF_FIRST.test(text)) return false;
  if (ASKS_ACKNOWLEDGED.test(question) && PROMISED_TO_PAY.test(text)) return true;
  if (ASKS_WHO.test(question) && NAMES_SOMEONE.test(text) && !/모르|몰라|누군지/.test(text)) return true;
  if (ASKS_HARM.test(question) && HARMFUL.test(text) && !HARM_DENIED.test(text)) return true;
  if (deniesAskedVerb(text, question)) return false;
  return null;
}
