/**
 * A first account tells the writer's side through what is theirs: "제 차를
 * 누가 긁어놨어요", "우리 가게 유리를 누군가 깨고 갔어요". A thing of the writer's
 * taken as the object, with a doer who is somebody else in the same sentence,
 * says the act was done to the writer, whatever the verb, so no list of harms
 * has to name it.
 */
import { splitSentences } from '../../korean/sentences.js';
import { STRANGER } from './field-cues.js';

// "제 차를", "내 폰을", "우리 가게 유리를", "저희 애를": the writer's own thing as the object.
// "오토바이가 저를 치고": the writer themselves as the object too.
const OWN_OBJECT = /(?<![가-힣])(?:(?:제|내|우리|저희)\s?(?:[가-힣]{1,6}\s)?[가-힣]{1,6}(?:을|를)|저를|나를)(?![가-힣])/;
// "누가", "누군가", "어떤 사람이", "모르는 남자가": a doer who is not the writer.
const SOMEONE_ELSE = new RegExp(
  String.raw`(?<![가-힣])(?:누가|누군가(?:가)?|(?:(?:어떤|웬)\s?(?:사람|남자|여자|놈|애|차|아저씨|아줌마|학생)|${STRANGER.source})(?:이|가|들이))(?![가-힣])`,
);
// "뒤에서 트럭이", "후진하던 차가", "오토바이가": a vehicle as the subject is somebody else driving it, unless it is the writer's own ("제 차가").
export const VEHICLE_DOER = /(?<!(?:제|내|우리|저희)\s?)(?<![가-힣])(?:[가-힣]{0,3}(?<!자)차|트럭|택시|버스|오토바이|킥보드|승합차|화물차|덤프)(?:가|이)(?![가-힣])/;
// "누가 했는지 모르겠는데 제가 …": the writer named as doer in the sentence makes it theirs again.
const WRITER_DOER = /(?<![가-힣])(?:제가|내가|저희가)(?![가-힣])/;

/** The account says somebody else acted on a thing of the writer's. */
export function othersActOnOwn(text: string): boolean {
  return splitSentences(text).some(({ text: sentence }) => {
    const own = OWN_OBJECT.exec(sentence);
    return own !== null && (SOMEONE_ELSE.test(sentence) || VEHICLE_DOER.test(sentence)) && !WRITER_DOER.test(sentence);
  });
}
