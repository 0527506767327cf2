/**
 * An act known second hand: what a recording or a photo shows ("애 때리고 있는
 * 영상 봤어요", "칼 들고 있는 사진을 보냈었어요"), what others say was said
 * ("불 지르겠다고 했다는 얘기를 들었어요", "칼 들고 내려올 거라는 소문이 있어요"),
 * or what the writer knows someone does ("시어머니가 애를 때린다는 걸 알고").
 * The progressive belongs to the picture and the threat to the rumour, not to
 * what happens where the writer is; an account of it is evidence or worry to
 * take up. Read on the words right after the act, so a picture named further on
 * ("지금 때리고 있어요 영상 찍을게요") leaves the act live.
 */
import { FINAL, finalOf } from './hangul.js';

// "-는 영상", "-고 있는 사진", "-던 장면이 찍힌 cctv": the act described as what a record shows.
const ON_RECORD = /^\s?(?:고\s?)?(?:있는|있던|는|던|은)\s?(?:[가-힣]{1,4}\s)?(?:영상|동영상|사진|장면|녹음|녹취|cctv|씨씨티비|블랙박스|캡처|캡쳐|짤)/;
// "따라오는거 찍은 영상 있어요", "때리는 걸 녹음해 놨어요": the act as what the writer recorded, done and kept.
const RECORDED = /^\s?(?:거|걸|것을?|모습을?|장면을?)\s?(?:다\s?)?(?:찍은|찍었|찍어\s?(?:놨|놓|뒀|두었)|녹음한|녹음했|녹음해\s?(?:놨|놓|뒀)|녹화한|녹화했|녹화해\s?(?:놨|놓|뒀)|촬영한|촬영했|촬영해\s?(?:놨|놓|뒀))/;
// "-겠다고 했다는 얘기를 들었어요", "-ㄹ 거라는 소문이 있어요", "죽인다는 말": a threat or a plan others pass on;
// "애를 때린다는 걸 알고": what someone does, known as a fact. The syllable before 다/라 carries its tense: a past
// one ("차에 탔다는 얘기 들었어요") passes on news of what happened, which may be a child taken this minute, and is
// left to the other readings.
const HEARD_OF = /^[가-힣\s]{0,12}?([가-힣])(?:다|라)(?:고\s?(?:했|하)다)?는\s?(?:얘기|이야기|말|소문|(?:걸|것을?|거|사실을?)\s?(?:알|들었|들어서|눈치))/;

// Every syllable closed by ㅆ marks the past but 겠 (a plan) and 있 (being somewhere).
const isPast = (syllable: string) => finalOf(syllable) === FINAL.ssangSiot && syllable !== '겠' && syllable !== '있';

/**
 * Whether the act that ends `act` (the words up to it) is told, by `after` (the words that follow), as shown on
 * a record or as a threat heard of from others.
 */
export function toldSecondHand(act: string, after: string): boolean {
  const heard = HEARD_OF.exec(`${act.split(/\s+/).at(-1) ?? ''}${after}`);
  return ON_RECORD.test(after) || RECORDED.test(after) || (heard !== null && !isPast(heard[1]!));
}
