/**
 * Whether the person made the report the K2 police_report question asks
 * about, read against the question's own words: some questions count a call
 * from the police, some name the charge of the complaint they mean.
 */

// "물피도주로 경찰서에서 연락왔어요", "경찰에서 조사받으라고 전화 옴".
// "절도로 신고당했어요": reported by the other side, which is how the police come to call.
const POLICE_CALLED = /경찰(?:서)?(?:에서|한테서|로부터|서)\s?(?:\S+\s){0,2}?(?:연락|전화)|(?:신고|고소)\s?당(?:했|함)/;

/**
 * A call from the police is a report where the knowledge base's question
 * says so ("경찰에서 먼저 연락을 받은 경우도 '네'", "고소를 당해 경찰 연락을
 * 받으셨나요?"); elsewhere the question asks for the person's own report.
 */
export function reportedByPoliceCall(question: string, text: string): boolean {
  return /연락/.test(question) && POLICE_CALLED.test(text);
}

// "상대방을 무고죄로 고소하셨나요?": the charge a question names.
const CHARGE_ASKED = /([가-힣]{2,4})죄로\s?(?:고소|신고|고발)/;

/**
 * Where the K2 question asks for a complaint of one charge ("무고죄로
 * 고소하셨나요?"), a report counts only when the account names that charge
 * with it ("무고로 고소했어요"): the complaint the account tells of first is
 * usually the one made against the person. Undefined when the question names
 * no charge; otherwise whether that complaint was made (a plan to make it
 * says nothing either way, so it is then left to the question).
 */
export function reportOfChargeAsked(question: string, text: string): boolean | null | undefined {
  const charge = CHARGE_ASKED.exec(question)?.[1];
  if (!charge) return undefined;
  const made = new RegExp(`${charge}(?:죄)?(?:로|으로)?\\s?(?:\\S+\\s)?(?:고소|신고|고발)(?:장)?(?:을|를|도)?\\s?(?:했|함|넣었|넣음|냈|접수)`);
  return made.test(text) ? true : null;
}
