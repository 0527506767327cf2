/**
 * The thing a quarrel was about, told as its background: "층간소음 때문에 윗집이랑
 * 말싸움하다가 밀쳐서 넘어졌어요", "층간소음 항의했더니 칼 들고 올라가겠다고", and the
 * guessed motive of an act, "층간소음 때문에 그러는 거 같아요". The account is about
 * what was done in the quarrel (a push, a threat, a door sprayed with paint), not
 * about the noise, so classification reads keywords of the background as no evidence.
 * A complaint about the thing itself ("층간소음 때문에 미치겠어요") is no background.
 */

// The noun, then what marks it as the cause, then (one word later at most) a quarrel or a
// complaint.
const QUARREL_CAUSE =
  /[가-힣]+(?=\s?(?:때문에|땜에|때매|문제로|으로)\s?(?:[가-힣]+\s)?(?:말싸움|말다툼|싸우|싸운|싸움|싸웠|다투|다퉜|다툰|항의|따지|따졌|따진|시비))/gu;
// The noun directly complained about: "층간소음 항의하다", "주차 문제 항의했더니".
const COMPLAINED_OF = /[가-힣]+(?=\s?항의)/gu;
// A guessed motive: "층간소음 때문에 그러는 거 같아요", "그것 때문인 듯".
const GUESSED_MOTIVE = /[가-힣]+(?=\s?(?:때문에|땜에)\s?(?:그러는|그런|그랬|그러나)|\s?때문인\s?(?:거|것|듯))/gu;

/** The account with the background of a quarrel blanked, or null when it tells none. */
export function withoutBackgroundCauses(text: string): string | null {
  let found = false;
  let out = text;
  for (const pattern of [QUARREL_CAUSE, COMPLAINED_OF, GUESSED_MOTIVE])
    out = out.replace(pattern, (noun) => {
      found = true;
      return ' '.repeat(noun.length);
    });
  return found ? out : null;
}
