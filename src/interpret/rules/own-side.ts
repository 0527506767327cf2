/**
 * Which side of a dispute the person is on (victim or accused, claimant or
 * payer, tenant or landlord …), read only where the account says it about the
 * person: a first-person label ("제가 세입자인데", "저는 가해자 쪽"), an act the
 * person did ("제가 뒤에서 박았어요", "빌려줬는데") or one done to them
 * ("저희가 뒤에서 받혔어요", "저를 고소했어요"). Side words said about others
 * ("피해자분이 다쳤어요") name nobody's side here, so a bare side word is never
 * enough. The readings of a field are tried in order and the first that
 * matches decides: self-labels come before acts, because an account that
 * labels the person also tells of the other side's acts.
 */
import { othersActOnOwn, VEHICLE_DOER } from './possessed-thing.js';
import { FINAL, finalOf } from '../../korean/hangul.js';
import { splitSentences } from '../../korean/sentences.js';

/** The person as the subject or topic of a clause. */
const SELF = '(?<![가-힣\\d])(?:저는|제가|저희가|저희는|저흰|저도|전|난|나는|내가|저희\\s?쪽(?:이|은|에서)?)';
/** Up to `n` words in between, lazily. */
const gap = (n: number) => `(?:\\S+\\s){0,${n}}?`;
/** "저는 세입자인데", "집주인입니다": a side noun closed by a copula or a connective. */
const IS = '(?:인데|이고|고|예요|에요|이에요|입니다|임|이라|이구요|이고요|구요|쪽)';
const re = (source: string) => new RegExp(source);

/** A clause ends at a connective ("…인데", "…니까") or where another subject takes over ("누가", "뒤차가"). */
const CLAUSE_END = /(?:[는은인]데|[는은인]데요|니까|지만|면서|었고|았고|했고)$/;
// Adverbs in 이 ("같이", "없이") and verbs in -다가 ("가입했다가") are no subjects.
const OTHER_SUBJECT = /^(?:누가|누군가|(?!(?:같|많|없|깊|높|굳|멀)이$|\S+다가$)\S+(?:이|가|께서))$/;

/**
 * Whether the person is the one who did an act: "제가 홧김에 발로 차서 부쉈어요"
 * but not "제가 자리 비운 사이 누가 부쉈어요" nor "제가 신호대기 중인데 뒤에서 박았어요".
 */
export function selfDid(text: string, act: RegExp): boolean {
  const words = text.split(/\s+/);
  for (let i = 0; i < words.length; i++) {
    if (!/^(?:제가|내가|저희가)$/.test(words[i]!)) continue;
    for (let j = i + 1; j < Math.min(words.length, i + 8); j++) {
      const word = words[j]!;
      if (act.test(word)) return true;
      if (OTHER_SUBJECT.test(word) || CLAUSE_END.test(word) || /[.?!]$/.test(word)) break;
    }
  }
  return false;
}

const SELF_SUBJECT = /^(?:제가|내가|저희가|저는|전|나는|난|저도|저희는)$/;
// "…대요", "…래요", "…다고": words reported from someone else are their act, not the person's.
const HEARSAY = /(?:대요|래요|대|래|다고|라고|다네|라네|더라)$/;

/** "해지하겠다고 했더니": words quoted and then said, with what came of them, are the writer's own. */
// "해지한다고 통보했음": a notice the writer gave is their own act too.
const SAID_THEN = /^(?:말|얘기)?(?:했더니|했는데|하니까|하니|했으나)|^통보(?:했|함)/;

/** Words that close a quoted clause: "제가 때렸다고 고소했어요" quotes the person inside another's act. */
const QUOTE_END = /(?:다고|라고|냐고|자고|다는|라는)$/;
/** A final consonant ㅆ, the mark of the past tense ("렸", "었", "했"). */
const pastSyllable = (syllable: string | undefined) => finalOf(syllable) === FINAL.ssangSiot;
/** Where a clause ends in casual speech too: "다친덴 없고", "현금 30 있었어", "먼저 때렸지". */
const casualClauseEnd = (word: string) => /[^하]고$/.test(word) || (/[어지]$/.test(word) && pastSyllable(word.at(-2)));

/**
 * Who did each act that `act` names: the person, another, or both over the
 * account. A Korean first account drops its subject when it is the writer
 * ("돈 빌려준 건데 안 갚아요"), so an act with no other subject before it in its
 * clause is the person's; "친구가 빌려준 돈" is the friend's. A subject inside
 * a quotation is not the doer of the act that quotes it. The act is matched at
 * the start of a word, with the next word joined on, so "빌려 준" reads as "빌려준".
 */
function doersOf(text: string, act: RegExp): Set<'self' | 'other'> {
  const doers = new Set<'self' | 'other'>();
  for (const sentence of splitSentences(text)) {
    const words = sentence.text.split(/\s+/);
    for (let i = 0; i < words.length; i++) {
      if (!act.test(`${words[i]}${words[i + 1] ?? ''}`) || (HEARSAY.test(words[i]!) && !SAID_THEN.test(words[i + 1] ?? ''))) continue;
      let doer: 'self' | 'other' = 'self';
      let quoted = false;
      for (let j = i - 1; j >= 0; j--) {
        const word = words[j]!;
        if (QUOTE_END.test(word)) quoted = true;
        else if (CLAUSE_END.test(word) || casualClauseEnd(word)) break;
        else if (SELF_SUBJECT.test(word) && !quoted) break;
        else if (OTHER_SUBJECT.test(word) && !SELF_SUBJECT.test(word)) {
          doer = 'other';
          break;
        }
      }
      doers.add(doer);
    }
  }
  return doers;
}

/** The person did the act, said with or without "제가": "빌려준 건데", "집 매도했는데", "애 혼자 키우는데". */
export const personDid = (act: RegExp) => (text: string) => doersOf(text, act).has('self');
/** Someone else did the act: "총무가 회비를 빼돌렸어요", "아저씨가 제 차를 긁고 갔어요". */
export const otherDid = (act: RegExp) => (text: string) => doersOf(text, act).has('other');

/** A predicate in the past tense: "갚았어요", "긁어놨어요", "들어왔어요", "박살냄", "깨뜨림", "써버렸대요". */
const PAST_PREDICATE = /(?:[었았였했렸쳤냈갔왔겼켰췄줬놨뒀봤샀썼졌]|[함감옴냄됨림숨춤줌씀]$)(?:어요|어|음|다|고|는데|지|습니다|대요|대|요|네요|더라고요|잖아요?)?[.!?~ㅠㅜ]*$/;
// A person as the subject, not a thing or a paper ("소장이 왔어요" is the accused's): "동업자가", "총무가", "옆집 사람이".
// 피해자 as the doer is the other side of an accused writer ("피해자가 합의금 달래요").
// A report or a claim another made ("사장님이 재물손괴로 신고했고") is against the writer, not done to them.
const AGAINST_WRITER = /^(?:신고|고소|고발|소송|청구|진정)/;
const PERSON_SUBJECT =
  /^(?:누가|누군가가?|(?!피해자)\S*(?:자|사람|놈|년|님|씨|친구|동생|형|누나|언니|오빠|엄마|아빠|남편|아내|와이프|신랑|여친|남친|애인|이웃|아저씨|아줌마|총무|사장|대표|대표이사|팀장|부장|과장|상사|동료|선배|후배|손님|직원|주인|업자)(?:이|가|께서))$/;

/**
 * Whether a reply tells another person, and not the writer, as the one doing
 * it: "아빠가 키우고있다니까요", not "남편이 데려갔다가 제가 데려왔어요".
 */
export function anotherPersonDoes(text: string): boolean {
  const words = text.split(/\s+/);
  return !words.some((word) => SELF_SUBJECT.test(word)) && words.some((word) => PERSON_SUBJECT.test(word));
}

/**
 * "옆집 사람이 제 차를 긁어놨어요", "동업자가 통장에서 빼서 자기 빚 갚았어요": the
 * account opens with what another person did, so the writer is the one it was
 * done to, whatever the act. Accounts of the accused open with the writer's
 * own act ("제가 싸우다가 코뼈를 부러뜨렸어요", "유리문 차서 깨뜨림"), a paper
 * that came, or another's report.
 */
function opensWithAnothersAct(text: string): boolean {
  for (const sentence of splitSentences(text)) {
    const words = sentence.text.split(/\s+/);
    for (let i = 0; i < words.length; i++) {
      if (!PAST_PREDICATE.test(words[i]!)) continue;
      for (let j = i - 1; j >= 0; j--) {
        const word = words[j]!;
        if (CLAUSE_END.test(word) || casualClauseEnd(word) || SELF_SUBJECT.test(word)) return false;
        if (OTHER_SUBJECT.test(word)) return PERSON_SUBJECT.test(word) && !AGAINST_WRITER.test(words[i]!);
      }
      return false;
    }
  }
  return false;
}

/** The police or a prosecutor getting in touch: "경찰에서 연락왔어요", "경찰서에서 전화옴", "형사한테 문자 받았어요". */
const POLICE = /^(?:경찰|지구대|파출소|형사|수사관|검찰)/;
const CALL = /연락|전화|문자|출석|조사/;
// News the police give, not an act: the offender named or found, a step or a result ("범인 잡았다고", "사건 접수됐다고", "불송치 나왔다고").
const POLICE_NEWS = /범인|도둑|가해자|용의자|피의자|잡았|잡혔|검거|찾았|결과|결정|처분|송치|무혐의|종결|확인|접수|됐|되었/;

/**
 * "마트에서 계산 안하고 나왔다고 경찰에서 연락왔어요": an act quoted, with no
 * subject of its own, in what the police got in touch about is the act the
 * person is accused of; not "범인 잡았다고 경찰에서 연락왔어요" (news for a victim)
 * nor "남편이 때렸다고 …" (another's act).
 */
function accusedOfQuotedAct(text: string): boolean {
  for (const sentence of splitSentences(text)) {
    const words = sentence.text.split(/\s+/);
    for (let i = 0; i < words.length; i++) {
      if (!/[다라]고$/.test(words[i]!) || !pastSyllable(words[i]!.at(-3))) continue;
      const next = words.slice(i + 1, i + 4);
      const called = next.findIndex((word) => POLICE.test(word));
      if (called < 0 || !CALL.test(next.slice(called).join(' '))) continue;
      const quoted: string[] = [];
      for (let j = i; j >= 0; j--) {
        const word = words[j]!;
        if (j < i && (CLAUSE_END.test(word) || casualClauseEnd(word))) break;
        quoted.push(word);
      }
      if (quoted.some((word) => OTHER_SUBJECT.test(word) && !SELF_SUBJECT.test(word)) || POLICE_NEWS.test(quoted.join(' '))) continue;
      return true;
    }
  }
  return false;
}

type Reading = RegExp | ((text: string) => boolean);
const matches = (reading: Reading, text: string) => (typeof reading === 'function' ? reading(text) : reading.test(text));

const SIDES: Record<string, ReadonlyArray<readonly [string, Reading]>> = {
  case_side: [
    ['피해자', re(`${SELF}\\s?${gap(2)}피해자(?!분|님|가|측|한테|에게|를|을|의)|피해자${IS}`)],
    ['가해자로 지목됨', re(`${SELF}\\s?${gap(2)}(?:가해자|피고인|피의자)|가해자\\s?쪽${IS}`)],
    // "상간소송 당했어요", "주거침입으로 신고당함", "상간녀 소송 들어옴", "회사가 저를 배임으로 고소했어요", "사장이 저보고 돈 훔쳤다고": accused by the other side ("절" is "저를" only as a word, not in "절도").
    ['가해자로 지목됨', /(?:신고|고소|고발|소송)(?:을|를)?\s?당(?:했|함|해)|(?:소송|고소장|소장)(?:이)?\s?(?:들어옴|들어왔|걸려\s?(?:왔|옴))|(?:저를|절(?=\s)|나를|저한테|저에게|나한테)\s?(?:\S+\s){0,3}?(?:고소|신고|고발|소송)(?:을|를)?\s?(?:했|한대|하겠|한다|당|걸|건대|건다)|(?:저보고|나보고|저한테|저더러)\s?(?:\S+\s){0,3}?(?:훔쳤|때렸|가져갔|빼돌렸)다고/],
    ['가해자로 지목됨', (text) => selfDid(text, /^(?:때렸|때린|때려서|밀쳤|밀었|부쉈|부순|깨뜨렸|훔쳤|훔친|찼|차서|쳐서|쳤어|쳤는데|쳤고|한\s?거|한거)/) || /(?:제가|내가)\s?(?:\S+\s){0,2}?한\s?(?:거|게)\s?맞/.test(text)],
    // "절도로 신고당했어요", "재물손괴로 신고했대요", "상대 남편한테서 소장이 날아옴": an offence the person is reported or sued for.
    ['가해자로 지목됨', /(?:손괴|절도|횡령|배임|폭행|상해|사기|모욕|명예\s?훼손)(?:죄)?(?:로|으로)\s?(?:\S+\s)?(?:신고|고소|입건)\S{0,2}(?:했대|한대|당했|당함|됐)|소장(?:이|을|도)?\s?(?:날아|날라|받았|왔)/],
    // "계산 안하고 나왔다고 경찰에서 연락왔어요", "물건 가져갔다고 경찰서에서 전화왔어요": before the victim's words for a theft.
    ['가해자로 지목됨', accusedOfQuotedAct],
    // "모르는 사람한테 맞아서", "집에 들어와서 다 없어졌어요": harm the person took, or things of theirs gone.
    ['피해자', /(?:한테|에게)\s?(?:\S+\s)?(?:맞아|맞았|맞고|폭행\s?당)|없어졌|사라졌|(?:다른|딴)\s?사람(?:한테|에게)\s?(?:\S+\s){0,2}?팔/],
    ['피해자', /당했|(?:훔쳐|가져|뺏어|빼앗아|들고)\s?(?:갔|가서|간|가버)|도둑(?:이)?\s?들|털렸|도둑\s?맞|뺏겼|빼앗겼/],
    // "전남친이 제 차 유리를 깨부쉈어요", "우리 가게 직원이 매출을 빼돌렸어요": another's act on what is the person's own.
    ['피해자', /(?<![가-힣])(?:제|내|우리|저희)\s(?:\S+\s){0,5}?\S*(?:빼돌렸|빼돌려|깨부|부쉈|부숴|망가뜨|훔쳤|가져갔|긁었|파손|찔러|찢어|뚫어)/],
    ['피해자', /(?:남편|아내|와이프|신랑)(?:이|가)?\s?(?:\S+\s){0,5}?(?:바람|외도|불륜)/],
    // "총무가 회비를 빼돌렸어요": another's act of taking or breaking, told by the one it was done to.
    // "총무가 곗돈 들고 날랐어요": ran off with it.
    ['피해자', otherDid(/^(?:빼돌|횡령|훔쳐|훔쳤|훔친|가져갔|가져가|빼갔|빼가|부쉈|부숴|부순|깨뜨|긁고|긁었|긁은|망가뜨|뺏|빼앗|떼먹|떼어\s?먹|찔러|들어왔|들어와|침입|들고\s?(?:감|갔|가|날랐|날름|튀었|튀어|도망|잠적)|털어\s?(?:감|갔|가)|팔아\s?(?:버|먹))/)],
    // "계산 안하고 나왔다고 점주가 경찰에 신고했대요": an act quoted by another who reported it is what the person is accused of.
    ['가해자로 지목됨', /다고\s(?:\S+\s)?\S+(?:가|이)\s(?:\S+\s){0,2}?(?:신고|고소)\S*(?:대요|했대|했어|했음|함)/],
    // "횡령으로 고소했고요", "성추행으로 고소한 상대": a complaint the person made; "다 털어감", "현금이랑 시계 없어짐".
    ['피해자', personDid(/^(?:고소|신고)(?:했|함|넣|접수|한(?:상대|사람|가해자))/)],
    // "횡령으로 고소하고 싶어요", "사기로 고소하려고요": a complaint the person means to make, after the readings of being accused.
    ['피해자', personDid(/^(?:고소|신고)(?:하고\s?싶|하려|할까|할\s?거|해야)/)],
    // "자고있는데 누가 현관 비번 누르고 들어왔어요": somebody unknown came in on the writer.
    ['피해자', /(?:훔쳐|가져|뺏어|빼앗아|들고|털어)\s?감(?![가-힣])|없어짐|사라짐|(?:제|내|우리|저희)\s?(?:집|방|원룸|자취방|가게|차)(?:에|으로|에다)?\s?(?:\S+\s)?(?:몰래\s?)?(?:들어와|들어왔|침입)|(?<![가-힣])누(?:가|군가)\s(?:\S+\s){0,4}?(?:몰래\s?)?(?:들어왔|들어와서|침입했)(?!다고)/],
    // "상간녀한테 위자료 3천 청구하려고요": the spouse's affair partner is the one claimed from.
    ['피해자', /상간(?:녀|남|자)(?:한테|에게|를|을)?\s?(?:\S+\s){0,3}?(?:청구|소송|위자료)/],
    // "제 차를 누가 긁어놨어요": a thing of the writer's that somebody else acted on.
    ['피해자', othersActOnOwn],
    ['피해자', opensWithAnothersAct],
  ],
  accident_role: [
    ['서로 과실을 다툼', /과실\s?(?:비율|비률|%)?\S{0,3}\s?(?:\S+\s){0,2}?(?:싸우|싸움|다투|다툼|안\s?맞|인정\s?안)|쌍방\s?과실|서로\s?(?:자기\s?)?(?:잘못\s?아니|상대\s?탓)/],
    // "제가 사람을 쳤어요 피해자가 전치 4주래요": 피해자 as another's subject or object names the other side, not the writer.
    ['피해자', re(`${SELF}\\s?${gap(2)}피해자(?!분|님|가|측|한테|에게|를|을|의|랑|와|하고|쪽에서)|받혔|박혔|치였|들이받혔|(?:저를|나를|저희\\s?차를|제\\s?차를|내\\s?차를|저희\\s?애를)\\s?${gap(2)}(?:치|쳤|박|받|들이받)|뺑소니\\s?당|사고\\s?당했`)],
    ['가해자', re(`${SELF}\\s?${gap(2)}가해자`)],
    ['가해자', (text) => selfDid(text, /^(?:박았|박아서|들이받았|들이받아서|쳤|쳐서|친\s?것|친거|냈어|냈는데|냈고|긁었|긁어서|긁은)/)],
    // "신호대기중에 뒤에서 박았어요" with no "제가": the car behind hit the person.
    ['피해자', /뒤에서\s?(?:\S+\s)?(?:박|받|들이받|추돌|쾅)/],
    // "우리 애가 차에 부딪혔는데 운전자가 그냥 가버렸어요": the person or their family, on foot, hit by a vehicle.
    ['피해자', /(?:제가|(?:애|아이|아들|딸|엄마|아빠|어머니|아버지|할머니|할아버지|동생|남편|아내)(?:가|이|께서))\s(?:\S+\s){0,2}?(?<![가-힣])(?:차|차량|오토바이|택시|버스|트럭)(?:에|에게|한테)\s?(?:\S+\s)?(?:부딪|치이|치였|치여|받혔)/],
    // "아빠가 스쿨존에서 아이를 치셨어요": the honorific of a parent driving, told by the family, is the same blow.
    ['가해자', /(?:사람|보행자|행인|아이|애|학생|할머니|할아버지|오토바이|자전거)(?:을|를)\s?(?:\S+\s)?(?:쳤|친\s?(?:것|거)|치었|치셨|박았)/],
    // "제가 중앙선 넘어서 … 부딪혔어요", "신호 무시하고 교차로 지나가다": the driver who broke the rule is the one who caused it.
    // A violation said as the person's own act, not a car's ("옆에서 신호위반 차가 박았어요", "상대도 과속했거든").
    ['가해자', (text) => selfDid(text, /^중앙선/) || personDid(/^(?:중앙선\s?(?:넘|침범하)|신호\s?(?:무시하|위반하)|역주행하)/)(text)],
    // "제 차를 주차장에서 누가 후진하다 박고 갔는데": the writer's car, hit by somebody else.
    ['피해자', othersActOnOwn],
    // "뺑소니로 신고됐다고 연락왔어요", "물피도주로 경찰서에서 연락왔어요": the driver who left is the one reported.
    ['가해자', /(?:뺑소니|도주|물피도주|미조치)(?:로|으로)?\s?(?:\S+\s){0,3}?(?:신고\s?(?:됐|되었|당)|신고했대|신고했다고|입건|조사\s?받|연락\s?(?:왔|옴|받)|출석)/],
    // "상대가 신호위반했어요", "그 차가 중앙선 넘어왔어요": the other driver broke the rule ("상대도 과속했거든" is a fault shared).
    ['피해자', /(?<![가-힣])(?:상대(?:방)?|상대\s?차(?:량)?|그\s?차|앞차|뒤차|옆차|택시|버스|트럭|오토바이)(?!도)(?:가|이|는)?\s?(?:\S+\s){0,2}?(?:신호\s?(?:위반|무시)|중앙선\s?(?:침범|넘)|역주행|과속했|음주\s?운전)/],
    // "뒤에서 오던 택시가 치고 그냥 가버렸어요": another's vehicle hit, with no object of the writer's named
    // (a child who ran out is no driver: "애가 뛰어나와서 쳤어" is the writer's blow).
    ['피해자', re(`${VEHICLE_DOER.source}\\s?${gap(3)}(?:치고|쳤|쳐서|박고|박았|박아서|들이받)`)],
    // "주차된 차를 박았는데 그냥 왔어요": a thing hit with no other doer is the writer's act (after "뒤에서 박았어요" above).
    ['가해자', personDid(/^(?:박았|박아서|박고|들이받았|들이받아서|긁었|긁고)/)],
  ],
  user_position: [
    ['청구받는 쪽', re(`${SELF}\\s?${gap(2)}(?:빌린|갚아야|돌려줘야|물어줘야|내야|청구받는)\\s?(?:하는|되는|할|될)?\\s?(?:쪽|사람|입장)|(?:제\\s?(?:통장|계좌)|저한테|저에게)(?:으로|로)?\\s?${gap(3)}잘못\\s?(?:보냈|입금|이체|송금)|(?:제|내)\\s?(?:통장|계좌)(?:에|으로|로)\\s?(?:모르는\\s?)?${gap(2)}들어(?:왔|와)`)],
    ['청구하는 쪽', re(`${SELF}\\s?${gap(2)}(?:받을|받아야|돌려받아야|청구하는)\\s?(?:\\S+\\s)?(?:쪽|사람|입장)`)],
    // "제가 받은 쪽인데", "(은행에서) 반환해달라는 연락", "돌려달래요", "돌려달라고 연락왔어요", "모르는 사람한테서 50만원이
    // 입금됐는데": the one holding money another wants back.
    ['청구받는 쪽', re(`${SELF}\\s?${gap(2)}(?:더\\s?)?받은\\s?(?:쪽|사람|입장)|(?:돌려|반환해)\\s?(?:달래|달라는\\s?(?:연락|전화|문자)|달라고\\s?(?:\\S+\\s)?(?:연락|전화|문자)\\s?(?:와|왔|옴|받))|(?:한테서|에게서|으로부터)\\s?(?:\\S+\\s)?\\S*(?:입금|들어)(?:됐|왔|옴)`)],
    // "위약금 못낸다고 버팀", "위약금을 안준대요": the other side refusing to pay makes the person the one claiming.
    ['청구하는 쪽', /(?<!(?:제가|내가)\s?(?:\S+\s)?)(?:위약금|대금|돈)\S{0,2}\s?(?:\S+\s)?(?:못\s?낸다|못\s?내겠|안\s?낸다|안\s?준대|안\s?주겠|못\s?준다)/],
    // "위약금으로 240을 내래요", "이자를 쳐서 달래요": the other side's demand makes the person the one claimed from.
    ['청구받는 쪽', /(?:위약금|이자|손해\s?배상|배상금)\S{0,3}\s?(?:\S+\s){0,5}?(?:내래|내라고|물어내래|물어내라|달래요|달라네|달라는|달라고\s?(?:해요|하네|해서|하는데|난리))|청구서(?:가|를|도)?\s?(?:날아|날라|왔|받)/],
    // "위약금 30만원 떼고 준대요", "30% 물어내래요": a penalty held back or demanded of the writer.
    ['청구받는 쪽', /위약금\S{0,3}\s?(?:\S+\s){0,3}?(?:떼고|빼고|공제하고)\s?(?:\S+\s)?(?:준대|준다고|준다는|돌려준대|환불)|\d+\s?(?:%|프로|퍼센트)\S{0,2}\s?(?:\S+\s)?(?:물어내|내래|내라고)/],
    ['청구하는 쪽', personDid(/^빌려\s?(?:줬|준|줌|드렸|드린|주면서|주고|주었)/)],
    // "두번 냈어요": paid twice by the person (not "두번 보냈다고", told of another).
    ['청구하는 쪽', /빌려\s?(?:줬|줌|드렸|준\s)|(?:잘못|실수로|엉뚱한)\s?(?:\S+\s){0,5}?(?:보냈|보냄|송금|이체|입금했|냈어|냈는데|냈고)|(?:두\s?번|이중으로)\s?(?:냈|입금했|결제했|송금했|이체했|납부했)(?!다고)|(?<!받는\s?)청구(?:하려|할\s?(?:거|까|게)|하고\s?싶)/],
  ],
  party_role: [
    ['세입자(임차인)', re(`${SELF}\\s?${gap(1)}(?:세입자|임차인)|(?:세입자|임차인)${IS}|(?:제가\\s?|살고\\s?있는\\s?)사는?\\s?(?:집|빌라|아파트|오피스텔|원룸)|살고\\s?있는\\s?(?:집|빌라|아파트|오피스텔|원룸)|전세\\s?보증금`)],
    ['채무자(갚아야 하거나 압류당함)', re(`${SELF}\\s?${gap(1)}채무자|채무자${IS}|(?:통장|월급|급여|계좌|차|집)(?:이|가|을|를)?\\s?(?:\\S+\\s)?압류(?:가|를)?\\s?(?:당했|됐|되었|들어왔|걸렸)|압류\\s?당했|(?:지급\\s?명령|압류\\s?(?:통지서|결정문)|소장|재산\\s?명시\\s?명령)(?:이|가|을|를)?\\s?${gap(3)}(?:날아왔|날라왔|왔어|왔는데|받았)|출석하라|가?압류(?:래|라고|라네|랍니다)`)],
    ['채권자(받을 돈이 있음)', re(`${SELF}\\s?${gap(2)}(?:돈\\s?)?받을\\s?(?:돈|사람|쪽)|채권자${IS}|받을\\s?돈(?:이|은)?\\s?(?:있|\\d)|승소\\s?(?:판결|했|해서)|(?:지급\\s?명령|압류|강제\\s?집행|재산\\s?명시|소액\\s?소송|경매)(?:을|를)?\\s?(?:신청\\s?(?:하려|했|할까|하고|해서)|걸(?:려고|었|까|고)|하려|할까|하고\\s?싶)`)],
    ['입찰자·낙찰자', /낙찰(?:을|을)?\s?받|입찰(?:했|하려|해서)/],
  ],
  lease_role: [
    ['임대인(집주인)', re(`${SELF}\\s?${gap(1)}(?:집주인|건물주|임대인)|(?:집주인|건물주|임대인)${IS}`)],
    ['임차인(세입자)', re(`${SELF}\\s?${gap(1)}(?:세입자|임차인)|(?:세입자|임차인)${IS}`)],
    // The other side named as the subject ("집주인이 나가래요") puts the person on the other side of the lease.
    ['임차인(세입자)', /(?:집주인|건물주|임대인)(?:이|가|한테|님이|님한테|은|는)\s/],
    ['임대인(집주인)', /(?:세입자|임차인)(?:가|이)\s/],
    // "오피스텔 세놨는데": letting it out; "월세를 350에서 450으로 올린대": the rent raised on the person.
    ['임대인(집주인)', /(?<![가-힣])세(?:를)?\s?(?:놨|놓|줬|준|내줬)/],
    ['임차인(세입자)', /(?:월세|보증금|임대료)(?:를|을)?\s?(?:\S+\s){0,3}?(?:올린대|올려\s?달래|올리겠대|올린다고)/],
  ],
  loan_role: [
    ['돈을 빌려준 사람(채권자)', re(`${SELF}\\s?빌려\\s?(?:준|드린)\\s?돈`)],
    ['돈을 빌린 사람(주채무자)', re(`${SELF}\\s?${gap(1)}(?:돈\\s?)?빌린\\s?(?:사람|쪽)`)],
    ['보증을 선 사람(보증인)', re(`${SELF}\\s?${gap(4)}보증(?:을|도)?\\s?(?:서|섰)|보증(?:을)?\\s?서\\s?줬|보증(?:을|도)?\\s?섰|보증인${IS}`)],
    ['돈을 빌려준 사람(채권자)', re(`${SELF}\\s?${gap(3)}빌려\\s?(?:줬|준|드렸)`)],
    ['돈을 빌려준 사람(채권자)', personDid(/^빌려(?:줬|준|줌|드렸|드린|줄\s?때)/)],
  ],
  sale_role: [
    ['매도인(파는 쪽)', re(`${SELF}\\s?${gap(2)}(?:파는|판|매도한)\\s?(?:쪽|사람)|매도인${IS}`)],
    ['매수인(사는 쪽)', re(`${SELF}\\s?${gap(2)}(?:사는|산|매수한)\\s?(?:쪽|사람)|매수인${IS}`)],
    ['매도인(파는 쪽)', personDid(/^(?:매도(?:했|한|하고|하려|하기로)|팔았|팔려고|팔기로|판\s?(?:집|아파트|땅))/)],
    ['매수인(사는 쪽)', personDid(/^(?:매수(?:했|한|하고|하려|하기로)|샀는데|샀고|사려고|사기로\s?(?:하고|했))/)],
    // The other side named as the subject ("매도인이 잔금 앞두고 파기") puts the person on the other side of the sale.
    ['매수인(사는 쪽)', /(?:매도인|매도자|집주인)(?:이|가|측|쪽)\s/],
    ['매도인(파는 쪽)', /(?:매수인|매수자)(?:이|가|측|쪽)\s/],
  ],
  deposit_side: [
    ['계약금을 받은 쪽', /계약금\S{0,3}\s?(?:\S+\s)?(?<!돌려)받(?:았|은)|(?:매수인|매수자|세입자|임차인|상대방?|손님|고객)(?:이|가)\s?(?:\S+\s)?계약금\S{0,3}\s?(?:\S+\s)?(?:넣|보내|보냈|줬|입금)/],
    ['계약금을 준 쪽', /계약금\S{0,3}\s?(?:\S+\s)?(?:보냈|줬|넣었|냈|입금했|걸었|쏴|쐈|송금|이체)/],
  ],
  parent_role: [
    // The other parent keeps the child or keeps it from the person ("전처가 애를 안보여줘요"): the person lives apart.
    ['조부모 등 다른 가족', re(`${SELF}\\s?(?:외)?(?:할머니|할아버지)|손녀|손자|손주`)],
    ['자녀와 떨어져 사는 부모', re(`${SELF}\\s?${gap(1)}양육비(?:를)?\\s?(?:주는|내는|보내는)|(?:전처|전남편|전\\s?와이프|전\\s?부인|애\\s?엄마|애\\s?아빠|엄마|아빠)(?:가|이)\\s?(?:\\S+\\s)?(?:키우|키워|데려|(?:애|아이|아들|딸|애들)(?:를|을)?\\s?(?:안|못)\\s?(?:보여|만나))`)],
    ['자녀를 키우는 부모', re(`${SELF}\\s?${gap(2)}(?:키우|키워|양육하)|(?:애|아이|아들|딸)\\s?키우는\\s?(?:엄마|아빠)`)],
    ['자녀를 키우는 부모', personDid(/^(?:키우|키워|키운|양육하)/)],
    // The K2 question: who receives support is usually the parent raising the child, who pays it the one apart.
    ['자녀와 떨어져 사는 부모', (text) => /양육비/.test(text) && personDid(/^(?:주고\s?있|보내고\s?있|주는데|보내는데)/)(text)],
    ['자녀를 키우는 부모', (text) => /양육비/.test(text) && personDid(/^(?:받기로|받고\s?있|받는데|올려\s?받|받을\s?수)/)(text)],
  ],
  cancelled_by: [
    ['서로 합의해서 끝냄', /(?:서로|합의(?:해서|하에|로))\s?(?:\S+\s)?(?:해지|취소|끝내|끝냈|해약)/],
    ['내가 끝내려 함', re(`(?:제가|저희\\s?쪽에서|저희가|내가|제\\s?쪽에서)\\s?${gap(3)}(?:해지|해제|취소|해약|파기)|(?:취소|해지|해제|해약)(?:는|를|한\\s?건)?\\s?제가|제가\\s?${gap(3)}사정이\\s?생겨`)],
    // "원장이 갑자기 이번달까지만 하라고 계약 해지 통보", "고객이 공사 착수 전에 일방적으로 계약 취소함".
    ['상대방이 끝내겠다고 함', /(?:업체|상대방?|매수자|매수인|매도인|집주인|사장|회사|학원|건물주|측|원장|대표|고객|손님|임대인|임차인|세입자|주인|본부|본사)(?:님)?(?:이|가|에서|측에서)\s?(?:\S+\s){0,4}?(?:일방적으로\s?|갑자기\s?)?(?:\S*계약(?:을)?\s?)?(?:깼|파기|해지|해제|취소|해약)|(?:해지|해제|취소|해약)(?:한다고|하겠다고|한다는)\s?(?:\S+\s)?통보(?:가|를)?\s?(?:왔|받)|안\s?(?:사겠|팔겠|하겠)대|(?<!(?:제가|내가)\s?(?:\S+\s){0,4})못\s?(?:사겠|팔겠)(?:다|대)|없던\s?(?:일|걸|거)로\s?하(?:재|자고|자네|자는)/],
    // "해지하겠다고 했더니", "취소한다고 했더니", "취소한다니까", "해제하고 싶은데": the writer's own act or wish.
    ['내가 끝내려 함', personDid(/^(?:취소|해지|해제|해약|파기)(?:했|하려|하고|하니까|하니|할게|하겠|한다고|한다니|할래|하고\s?싶)/)],
  ],
};

/** The side the person states they are on for `field`, or undefined. */
export function ownSide(text: string, field: string): string | undefined {
  return SIDES[field]?.find(([, reading]) => matches(reading, text))?.[0];
}

/** The fields this module reads. */
export const sideFields: ReadonlySet<string> = new Set(Object.keys(SIDES));
