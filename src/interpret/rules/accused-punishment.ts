/**
 * Words of punishment in an account told by the accused ("제가 사람을 쳤어요
 * 형사처벌 받나요", "절도로 고소당했어요 처벌 어떻게 되나요") are the person's
 * fear of their own punishment, never a wish to see the other side punished;
 * only a wish said outright ("무고로 처벌받게 하고 싶어요") still is one.
 */
import { ownSide } from './own-side.js';

// "처벌을 원해요", "처벌받게 해주세요", "처벌 제대로 받게하고싶다", "벌 받았으면 좋겠어요", "엄벌", "감옥 보내고 싶어요", "고소하고 싶어요";
// not "처벌받게 되나요", "처벌만은 피하고 싶어요".
const PUNISHMENT_WISHED =
  /처벌(?:을|를)?\s?(?:원|바라|바랍)|(?:처벌|벌)(?:을|를)?\s?(?:\S+\s)?받(?:게|도록)\s?(?:하|해|만들)|(?:처벌|벌)\s?받았으면|처벌해\s?(?:주|달)|엄벌|감옥(?:에)?\s?(?:보내|넣|처넣)|고소하고\s?싶/;

/** Whether the account tells the person as the one accused: reported, sued or charged, or the driver who hit. */
function toldAsAccused(text: string): boolean {
  return ownSide(text, 'case_side') === '가해자로 지목됨' || ownSide(text, 'accident_role') === '가해자';
}

/** Whether the account's words of punishment are the accused's own fear, not a wish. */
export function punishmentFeared(text: string): boolean {
  return toldAsAccused(text) && !PUNISHMENT_WISHED.test(text);
}
