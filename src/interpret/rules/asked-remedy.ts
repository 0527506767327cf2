/**
 * Which remedy the person asks for: that the other side be punished (처벌, 고소,
 * 형사, 벌 받게) or that they pay (손해배상, 위자료, 치료비, 수리비, 물어내). One story
 * is told for both: a neighbour who kicked the door in, a post that called someone a
 * fraud, a friend who borrowed money on a lie. Wanting punishment makes it the
 * offence; wanting to be paid makes it the civil claim (or the family one, 위자료).
 */
import { splitSentences } from '../../korean/sentences.js';
import { withoutDeniedAsides } from './denied-asides.js';
import { makesRequest } from './request-sentence.js';

export type Remedy = 'punishment' | 'compensation';

const PUNISHMENT = /처벌|고소|형사|벌\s?받|감옥|구속|징역|전과|벌금/u;
// Getting money back from a fraudster (돌려받) or a bank's 보상 is no civil claim against the teller's opponent.
const COMPENSATION = /손해\s?배상|배상|위자료|민사|치료비|수리비|교체비|물어\s?(?:내|주|줘|달|준)/u;

/** The request is in a sentence's last words (as in request-sentence.ts). */
const TAIL = 40;

/**
 * The remedy the last asking sentence names (what a side note denies does not count:
 * "고소는 아직 안 했어요"), or null when it names neither or both.
 */
export function askedRemedy(account: string): Remedy | null {
  const asking = splitSentences(account)
    .filter((s) => makesRequest(s.text))
    .at(-1);
  if (asking === undefined) return null;
  const tail = asking.text.slice(-TAIL);
  const asked = withoutDeniedAsides(tail) ?? tail;
  const punishment = PUNISHMENT.test(asked);
  const compensation = COMPENSATION.test(asked);
  if (punishment === compensation) return null;
  return punishment ? 'punishment' : 'compensation';
}
