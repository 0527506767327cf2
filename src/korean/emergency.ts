/**
 * Danger now or imminent: violence or a break-in under way, threats to kill
 * soon, self-harm intent, a child at risk, sexual violence just now, stalking
 * under way. Idioms (억울해 죽겠어요, 배고파 죽겠다) and past events (작년에
 * 맞았어요) do not fire: triggers are present-tense or progressive forms, and
 * for harm by others a marker of "now" must be near while no marker of the past
 * sits in the same sentence.
 *
 * The triggers (emergency-rules.ts) pair an act with the context that makes it
 * danger; this file holds the guards every trigger passes: negation, jokes and
 * laughter, stories, games and hypothetical legal questions, "지금은 괜찮아요",
 * a feeling that outlasts a past event, and a report told wholly in the past.
 * What neither the triggers nor the concept pairs list is read clause by
 * clause (emergency-reader.ts): an act of danger and the tense it is told in.
 *
 * Kinds map to knowledge messages EMERGENCY_VIOLENCE, EMERGENCY_SELF_HARM,
 * EMERGENCY_CHILD, EMERGENCY_SEXUAL and EMERGENCY_STALKING.
 */
import { RULES, type TriggerRule } from './emergency-rules.js';
import { isAccountForHelp } from './emergency-account.js';
import { isErrandAtTheDoor } from './emergency-errand.js';
import { detectSexualNow } from './emergency-sexual.js';
import { standardEndings } from './chat-spellings.js';
import { detectByConcepts } from './emergency-concepts.js';
import { isBareCry } from './emergency-cry.js';
import { toldAsADeathMourned } from './emergency-bereaved.js';
import { toldSecondHand } from './emergency-secondhand.js';
import { detectByClauses } from './emergency-reader.js';
import { detectByPerils } from './emergency-perils.js';
import { detectByTrail } from './emergency-trail.js';
import { resolveKind } from './emergency-victim.js';
import { AT_REFUGE, CHARGED, COOKING, DATED, DREAM, FOUND, HABIT, HYPOTHETICAL, INHERITANCE, LATE_REMEDY, LEVERAGE, MEMORY_GAP, NO_PERSON_SUBJECT, NOT_A_PERSON, PAST, PROCEEDING_NOW, RECOVERING, REMEDY, ROUTINE_LEAVING, SCREEN_NOW, STILL_BUT_SAFE, STORY, WRITTEN_THREAT } from './emergency-guards.js';
import { endsInPastTense, hasPastPerfect, trailsOff } from './clauses.js';
import { dropMeasuredVerbs } from './measures.js';
import { normalizeText } from './normalize.js';
import { endsWhileDoing, sentenceAt, splitSentences, type Sentence } from './sentences.js';

export type EmergencyKind = 'violence' | 'self_harm' | 'child' | 'sexual' | 'stalking';
/** A kind, or null where no one is acting (a fire, a collapse, someone shut in) or the message is only a cry: the general 112/119 message. */
export type HotlineKind = EmergencyKind | null;

export interface EmergencyResult {
  emergency: boolean;
  kind: HotlineKind;
  /** The sentence that triggered the detection, as normalised. */
  span: string | null;
}

// "재판 중이에요", "이혼 조정 중이에요", "별거 중이에요": a proceeding or an arrangement under way is not a danger under way;
// "벌써 일주일째" counts days, not the minutes or hours of something going on.
const NOW = /지금(?!은|까지)|현재|당장|방금|실시간|아직도|아직\s?(?:위층|복도|뒤|안에|차)|아직\s?[가-힣\s]{0,12}?(?:있|밖에|옆에|여기|안\s?갔|못\s?찾|안\s?와|자고)|(?:는|하는)\s?중(?:이|임|\.|$|\s)|는중|진행\s?중|오늘\s?(?:밤|저녁)|이따|(?:간|나간|자는|잠든|없는)\s?(?:사이|틈)에?|몰래\s?(?:쓰|보내|연락|문자|카톡)|벌써\s?(?!\S*(?:일|주|주일|달|개월|년)\s?째)\S+째|\d+\s?(?:분|시간)\s?째|(?:한|두|세|네)\s?시간\s?째|새벽에?\s?\d|(?<!(?:재판|소송|조정|수사|조사|치료|회복|협의|별거|상담|입원)\s?)중이에요/;
// Being taken somewhere, told in the present, is happening as it is told.
const IMMINENT = /끌고\s?가(?:요|네|는)|데려\s?가(?:요|네|는)|끌려\s?가(?:요|네|는)|문\s?앞|문밖|집\s?앞|밖에서|살려\s?주|도와\s?주세요|도와줘|112|119|빨리|급해|급합니다|오늘\s?밤|이따|곧|(?:고|와|서)\s?있(?:어|습|는|다|대)|오늘|피해\s?있|숨어\s?있|려고\s?(?:해|하)|려\s?해|어떡해|어떡하|신고해|도망|(?:다시|또)\s?(?:온|올|오겠|찾아)|돌아온대|오는\s?중|소리가?\s?(?:계속\s?)?들려|어딘지\s?모르|빠져\s?나와|피신|숨었|잠갔|잠궜|잠가\s?놨|어지러|어지럽|힘이\s?(?:안|없|빠)|못\s?움직이겠|꼼짝\s?(?:도\s?)?못/;
// Having nothing going on now closes the matter: "지금은 따로 살아요", "지금은 연락 없어요", "지금은 친정에 피해있어요"
// (지금은 sets the refuge against what came before); so does calling it all behind one ("이제 다 지난 일이야").
const SAFE_NOW = new RegExp(String.raw`지금은\s?[가-힣\s]{0,12}?(?:괜찮|안전|따로\s?살|연락\s?(?:없|안)|헤어졌|이혼했|벗어났)|이제는?\s?(?:괜찮|안전)|(?:다|이미)\s?지난\s?일|지금은\s?${AT_REFUGE.source}`);
const JOKE = /(?:농담|장난)(?:이고|이에요|이야|임|입니다|ㅋ)(?!\s?아니)/;
// "…죽는다고 문자 왔어요", "…죽는다고 나갔어요": the past tense belongs to the saying, not to what it threatens.
const QUOTED = /(?:다|라|자)고\s?(?:[가-힣]{1,12}\s?)?(?:왔|했|보냈|말했|그랬|나갔)[가-힣]*[\s.!?~ㅠㅜ]*$/;
const QUESTION = /(?:되나요|있나요|없나요|하나요|받나요|되나|있나|까요|는지요?|인가요?|[?])[\s.!?~ㅠㅜ]*$/;
// Laughter right after a trigger, or closing its short sentence ("죽고싶어 시험 망함 ㅋㅋ"), marks a joke.
const LAUGH_AFTER = /^[^.!?]{0,16}?[ㅋㅎ]{2}/;
const NEGATED_AFTER = /^\s?(?:지는|진|지도|지)\s?(?:않|말|마)|^(?:지는|지)\s?않|^\s?는\s?않|^\s?지\s?않/;
// 죽고 싶을 만큼 억울하다: hyperbole about a grievance, not intent.
const HYPERBOLE_AFTER = /^\s?(?:은|운)\s?심정|^\s?(?:을\s?)?(?:만큼|정도로)\s?(?:억울|화가|분하|창피|답답|속상|쪽팔|바빠|바쁘|피곤|졸려|배고파|웃겨)/;
const PAST_INTENT_AFTER = /^\s?었던\s?적|^\s?었었/;
// "너 죽고싶냐", "자살해라": asked of or ordered on someone else, a wish to die is a threat or an insult, not an intent.
const ASKED_OF_ANOTHER_AFTER = /^\s?(?:냐|니(?![가-힣])|으냐|으면|으세요\s?\?|(?:해|하)라(?![가-힣]))/;
// "죽여버린다고 문자 보냈어요", "죽여버린다는 문자를 보내요": a threat received and reported, with nothing said of now, is a case to take.
// A message is remote in any tense; a threat said aloud is reported only in the past ("소리 질러요" is happening).
// "불 질러버린다고 협박해요": the threatening is what is reported, in any tense, not the act threatened.
const REPORTED_THREAT_AFTER = /^\s?(?:다|라)?는\s?(?:문자|카톡|톡|메시지|메세지|dm|디엠|편지|쪽지|댓글)\S{0,2}\s?(?:[가-힣]{1,4}\s)?(?:보냈|보내|왔|와|남겼|써|썼)|^\s?(?:다|라)?고\s?(?:[가-힣]{1,8}\s?){0,2}?(?:(?:문자|카톡|톡|메시지|메세지|dm|디엠|채팅|편지|쪽지|댓글)\S{0,2}\s?(?:[가-힣]{1,4}\s)?(?:보냈|보내|왔|와|남겼|써|썼|쳐|올려|달)|했|하더|그랬|말했|보냈|협박\s?(?:을\s?)?(?:해|하|했|함|합)|소리\s?(?:를\s?)?(?:질렀|쳤|질러서|쳐서))/;
// "안 만나주면 자살할 거라고 매번 문자해요": a wish to die quoted as someone's habit is leverage, a threat to take.
const QUOTED_AFTER = /^[가-힣\s]{0,5}?(?:다|라)고\s/;
// "…하겠다고 협박해서", "…한다고 협박하고": the quoted words named a threat by the one who reports them.
const THREAT_NAMED_AFTER = /^[가-힣\s]{0,5}?(?:다|라)고\s?(?:[가-힣]{1,6}\s)?협박/;
// "사라지고 싶었음": a wish in the past tense is a memory.
const PAST_WISH = /싶$/;
// "술만 먹으면 때려요": what keeps happening is a case to take, not a call to make now.
// Counted in weeks or months ("석달째", "몇주째"), it is a pattern; counted in minutes or hours, it is now.
// "지금도 마주칠 때마다 그래요": "still, on every occasion" tells a habit that goes on, not a danger this minute
// ("지금도 가는 곳마다 나타나요", wherever one goes, is being tracked now).
const STILL_EVERY_TIME = /(?:지금도|아직도|요즘도)\s?[가-힣\s]{0,10}?때마다/;
// "죽여버린다고 문자를 계속 보내요 지금도 오고 있어요": "still coming" after a threat sent tells of the messages;
// someone on the way is "지금 오고 있어요", not "지금도".
const MESSAGES_STILL_COMING = /(?:지금도|아직도|요즘도)\s?(?:계속\s?)?(?:오고\s?있|와요|오네|보내고\s?있|보내요|날아오)/;
// "애를 데려가겠대요": someone's plan, reported, is yet to come.
const PLAN_REPORTED_AFTER = /^\s?(?:겠대|겠다고|겠다네|[을를]?\s?거래|려고\s?한대|려\s?한대|기로\s?했)/;
const AGAIN_AND_AGAIN = /자꾸/;
// "계속 집앞에 찾아오고": visits told as going on and on are a pattern of visits, each of which ends; a place
// named for them (집앞) is where they happen, not where someone stands now. The "on and on" may cover a list
// of what is done ("계속 연락하고 집앞에 찾아와요").
const REPEATED_VISITS = /(?:계속|자꾸|매일|맨날|밤마다)\s?(?:[가-힣]{1,12}\s?){0,3}?찾아\s?(?:오(?:고|는|네|잖)|와요)/;
// "카페 밖에 있어요": where someone is, told in the present; "가는 곳마다": wherever one goes, tracked.
const THERE_NOW = /(?:앞|밖|옆|뒤|근처|로비|복도|입구)에\s?(?:[가-힣]{1,8}\s)?(?:있|서\s?있|와\s?있)|(?:곳|데)\s?마다/;
// "석달째 따라다니는데 오늘도 따라와요": this time is told apart from the habit.
const THIS_TIME = /오늘(?:도|은|따라)|이번엔|이번에는|방금/;
// "그래도 버텨야죠": someone saying they will hold on.
const COPING = /버텨야|버틸\s?(?:거|게)|살아야죠|이겨내(?:야|볼|려)/;

// "택배가 문앞에서 없어져요": a parcel, not a person, is at the door.
const THING_BEFORE = /(?:택배|소포|물건|우편물?|쓰레기|박스|상자|신발|자전거|화분)(?:이|가|는|을|를|도)?\s?$/;
// "창문 밖에서 고양이 소리가 나서", "고양이가 문 앞에서 울어요": an animal or the weather is what is there.
const NO_PERSON_AFTER = new RegExp(`^\\s?${NOT_A_PERSON}`);
// "문앞에 서 있다가 가셨어요", "창문 두드리고 가요": whoever was there has gone, or keeps going.
const LEFT_AFTER = /^[^.!?]{0,12}?(?:다가|더니)\s?(?:그냥\s?)?(?:가|갔|가셨|떠났|사라졌|돌아갔)|^\s?고\s?(?:그냥\s?)?(?:가요|가네요|도망가|도망쳐|달아나|사라져)/;
// "금고 털어갔어요" (or in a note, 털어감), "집을 다 뒤져놨어요": a break-in that left with its loot, or left the place turned over,
// is found after the fact; whoever did it has gone.
const GONE_WITH_LOOT = /(?:털어|훔쳐|가져|챙겨)\s?(?:갔|감(?![가-힣])|가\s?버렸)|(?:뒤져|뒤집어|어질러|헤집어)\s?(?:놨|놓았|져\s?있)|없어졌|없어진/;
// "몽둥이 들고 마당에 들어왔어요": who came is still there, though it is told in the past tense.
const ARRIVED = /(?:들어|찾아|올라|내려|쫓아|따라)\s?왔(?:어요|어|다|네요|습니다|음)?[\s.!?~ㅠㅜ]*$/;
// "자고 있는데 … 훔쳐갔어요", "서 있다가 갔어요": a progressive that sets the scene of a past event.
const BACKGROUND = /(?:고|서)\s?있(?:는데|을\s?때|던|다가)/g;
// The places IMMINENT reads as someone waiting at the door.
const PLACE_OF_SCENE = /문\s?앞|문밖|집\s?앞|밖에서/g;

function fires(rule: TriggerRule, match: RegExpMatchArray, text: string, sentences: Sentence[]): Sentence | null {
  const start = match.index ?? 0;
  const after = text.slice(start + match[0].length, start + match[0].length + 20);
  if (NEGATED_AFTER.test(after) || LAUGH_AFTER.test(after)) return null;
  const index = sentenceAt(sentences, start);
  const sentence = sentences[index]!;
  // Someone at the door is a person, and still there.
  const noOneThere = THING_BEFORE.test(text.slice(Math.max(0, start - 8), start)) || NO_PERSON_AFTER.test(after) || NO_PERSON_SUBJECT.test(sentence.text) || LEFT_AFTER.test(after);
  if (rule.kind === 'stalking' && noOneThere) return null;
  // The refuge may be told before the act or right after it ("애들 셋 데리고 지금 쉼터에 나와있어요").
  if (AT_REFUGE.test(text.slice(Math.max(0, start - 16), start + match[0].length + 20))) return null;
  const previous = index > 0 ? sentences[index - 1]!.text : '';
  // "…만지려고 해요. 지금이요": the "now" often comes right after.
  // The splitter cuts at verb-like endings ("밤마다"), so two sentences ahead are read.
  const following = sentences.slice(index + 1, index + 3).map((s) => s.text);
  const next = following.join(' ');
  const window = `${previous} ${sentence.text} ${next}`;
  // Who does it is often named further back: the splitter cuts "출근길마다 | 나타나요 | 지금도 …".
  const earlier = index > 1 ? sentences[index - 2]!.text : '';
  if (rule.with && !rule.with.test(`${earlier} ${window}`)) return null;
  const now = (t: string) => NOW.test(t.replace(STILL_BUT_SAFE, '').replace(LATE_REMEDY, '').replace(PROCEEDING_NOW, '').replace(STILL_EVERY_TIME, '').replace(SCREEN_NOW, ''));
  if ((STILL_EVERY_TIME.test(window) || PLAN_REPORTED_AFTER.test(after)) && !now(window)) return null;
  const nowHere = now(sentence.text);
  // "애 때리고 있는 영상 봤어요", "불 지르겠다고 했다는 얘기를 들었어요": a picture or a rumour of the act.
  if (toldSecondHand(match[0], after) && !nowHere) return null;
  // -었었- (졸랐었어요) tells a past before the past, whatever the stem.
  const past = PAST.test(sentence.text) || hasPastPerfect(sentence.text);
  // "… 휘둘러서 맞았어요. 어제 일이에요": a later sentence that dates the event closes it.
  if (!nowHere && following.some((s) => DATED.test(s)) && !now(window)) return null;
  // "죽여버린다고 해요 … 어제 또 집앞에 왔어요": a threat quoted as what someone says, when what the message
  // last tells of them is dated in the past, is a case to take; nothing in it happens this minute.
  const quoted = QUOTED_AFTER.test(after) || /[다라]고$/.test(match[0]) || (/[다라]$/.test(match[0]) && /^고\s/.test(after));
  if (!nowHere && quoted && following.some((s) => PAST.test(s) && endsInPastTense(s)) && !now(window)) return null;
  // "게임하다 | 죽여버린다": the splitter ends a sentence at -하다, which in chat is mostly -하다(가), "while doing",
  // so what the writer was doing sets the frame of what follows.
  const frame = endsWhileDoing(previous) ? `${previous} ${sentence.text}` : sentence.text;
  const story = STORY.test(frame) || HYPOTHETICAL.test(sentence.text) || REMEDY.test(`${sentence.text} ${next}`) || CHARGED.test(`${sentence.text} ${next}`) || MEMORY_GAP.test(window);
  if ((story && !nowHere) || DREAM.test(window)) return null;
  if (rule.kind === 'child' && FOUND.test(window)) return null;
  if (rule.kind === 'self_harm') {
    // A wish to die quoted as a habit, named a threat or hung on what the writer may do ("헤어지면 자살하겠다고
    // 해요", "자살한다고 협박해서 이혼을 못해요") is leverage, unless something is placed this minute.
    const leverage = THREAT_NAMED_AFTER.test(after) || LEVERAGE.test(text.slice(Math.max(0, start - 16), start));
    if ((QUOTED_AFTER.test(after) && (HABIT.test(sentence.text) || (leverage && !nowHere))) || ASKED_OF_ANOTHER_AFTER.test(after) || INHERITANCE.test(window) || HYPERBOLE_AFTER.test(after) || PAST_INTENT_AFTER.test(after) || (PAST_WISH.test(match[0]) && /^\s?었/.test(after))) return null;
    if (COPING.test(window) || RECOVERING.test(sentence.text) || COOKING.test(window) || ROUTINE_LEAVING.test(window)) return null;
    return past && !nowHere ? null : sentence;
  }
  if (nowHere) return sentence;
  // The splitter cuts after 마다 ("퇴근길마다 | 따라오고"), so the habit may sit in the sentence before;
// someone placed somewhere now, said next, is this time ("가는 데마다 나타나요 지금도 밖에 있어요").
  // 자꾸 (again and again) tells a habit too, unless the message places it now or tells an attempt under way
  // ("자꾸 덮치려고 해요", "지금 … 자꾸 손을 잡아요").
  const repeatedOnly = (AGAIN_AND_AGAIN.test(sentence.text) && !now(window) && !IMMINENT.test(window)) || (REPEATED_VISITS.test(sentence.text) && !now(window) && !THERE_NOW.test(window));
  const habitual = (HABIT.test(`${previous} ${sentence.text} ${next}`) || repeatedOnly) && !THIS_TIME.test(`${sentence.text} ${next}`) && !(now(next) && THERE_NOW.test(next));
  if (past || (habitual && (!rule.immediateByItself || rule.quietWhenHabitual))) return null;
  // "한명은 우산으로 때리고.. 갈비뼈 금갔어요": a sentence that trails off is told in the tense it runs on into.
  const toldPast = endsInPastTense(sentence.text) || (trailsOff(sentence.text) && endsInPastTense(following[0] ?? ''));
  // "학교밖에서 맞았어요": a place told in the past is where it happened, not where someone waits now.
  const backdrop = endsInPastTense(previous) ? previous.replace(PLACE_OF_SCENE, '') : previous;
  const scene = toldPast ? `${backdrop} ${sentence.text} ${next}`.replace(BACKGROUND, '') : window;
  const nowNear = now(previous) || now(next) || IMMINENT.test(scene);
  if (rule.kind === 'violence' && REPORTED_THREAT_AFTER.test(after) && !now(window.replace(MESSAGES_STILL_COMING, ''))) return null;
  // A threat hung on what the writer may do, or written down and left, says nothing happens this minute
  // unless someone is there for it ("안갚으면 … 분질러버린다고 기다리고 있어요").
  if (rule.kind === 'violence' && (LEVERAGE.test(text.slice(Math.max(0, start - 16), start)) || WRITTEN_THREAT.test(sentence.text)) && !now(window) && !IMMINENT.test(window)) return null;
  if (rule.kind === 'violence' && GONE_WITH_LOOT.test(`${sentence.text} ${next}`) && !now(window)) return null;
  // Told in the past tense and still past in the latest statement, the situation is over
  // ("나갔어요 모텔이래요" is not); a question that follows asks about it and says nothing.
  const latest = [sentence.text, ...following.filter((s) => !QUESTION.test(s))].at(-1)!;
  // A state that holds is closed too when a later sentence dates it ("그저께 새벽이었고").
  const closed = (!rule.stateHoldsAfter && !ARRIVED.test(sentence.text)) || PAST.test(next);
  if (closed && toldPast && endsInPastTense(latest) && !QUOTED.test(latest) && !nowNear) return null;
  return rule.immediateByItself || nowNear ? sentence : null;
}

// Who is harmed is often named the sentence before the harm.
function withPrevious(sentences: Sentence[], sentence: Sentence): string {
  const index = sentences.indexOf(sentence);
  return index > 0 ? `${sentences[index - 1]!.text} ${sentence.text}` : sentence.text;
}

/** Whether `text` describes danger now, which kind, and the sentence that says so. Never throws. */
export function detectEmergency(input: string): EmergencyResult {
  const text = dropMeasuredVerbs(standardEndings(normalizeText(typeof input === 'string' ? input : '')));
  if (text.length === 0) return { emergency: false, kind: null, span: null };
  // Said in jest, or over and done with: nothing in the message is danger now.
  if (SAFE_NOW.test(text) || JOKE.test(text)) return { emergency: false, kind: null, span: null };
  // A bare cry names no harm to choose a hotline by: the general emergency message answers it.
  if (isBareCry(text)) return { emergency: true, kind: null, span: text };
  const sentences = splitSentences(text);
  // A legal account asks for a remedy, a courier at the door is on an errand, and the bereaved tell how someone
  // died by their own hand or in a peril ("남편이 목을 매서 세상을 떠났어요 사망보험금 …", read on the stretch that
  // found it): none is stopped. A death at someone else's hands is not read so: whoever did it may be near.
  const stops = (kind: HotlineKind, span: string) =>
    !isAccountForHelp(text, kind) && !isErrandAtTheDoor(text, kind) && !((kind === 'self_harm' || kind === null) && toldAsADeathMourned(span, text));
  for (const rule of RULES) {
    for (const match of text.matchAll(rule.pattern)) {
      const sentence = fires(rule, match, text, sentences);
      if (!sentence) continue;
      const kind = resolveKind(rule.kind, withPrevious(sentences, sentence), text);
      if (stops(kind, sentence.text)) return { emergency: true, kind, span: sentence.text };
    }
  }
  // The readers in order: concept pairs, sexual violence under way (before the clause reader, which would
  // name a drugged body without its cause), clauses, perils of place, a trail.
  for (const read of [detectByConcepts, detectSexualNow, detectByClauses, detectByPerils, detectByTrail]) {
    const found = read(sentences, stops);
    if (found) return { emergency: true, kind: found.kind, span: found.sentence.text };
  }
  return { emergency: false, kind: null, span: null };
}
