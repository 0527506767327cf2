/**
 * A keyword of a procedure scenario (K1 procedure = TRUE) that only states the
 * wish to start the procedure: 고소하고 싶, 고소하려, 고소할, 고소하면, 처벌받게
 * 하고 싶. Every victim says so after telling what happened ("맞았어요 고소하려고요"),
 * so such words tell the procedure apart only when the account names no problem.
 * Words about the procedure itself (고소장, 불송치, 출석요구, 합의금) are not wishes.
 */

/** Endings of wanting (-고 싶-), intending (-(으)려), a future or possible act (-ㄹ, -(으)면, 가능). */
const WISH_ENDING = /(?:싶|려|할|하면|가능)$/u;

/** Whether the compact keyword (no spaces) ends in a wish, an intention or a condition. */
export function statesWish(keyword: string): boolean {
  return WISH_ENDING.test(keyword);
}
