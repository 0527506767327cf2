/**
 * Who the person is to someone who died, when the reply names the dead person
 * instead: "돌아가신 애가 제 아들이에요" makes the person a parent, not a child.
 * Questions about heirs ask for the person's side of the relation; a reply
 * that names the deceased's side has to be turned around before its words
 * are matched to options.
 */

// "돌아가신 분이 제 …", "고인이 울 …", "죽은 게 제 …": the deceased named as the subject.
// Without a particle ("돌아가신 분 어머니예요") the word is the deceased's relative, said of oneself.
const DECEASED_IS = /(?:돌아가신|죽은|사망한|떠난)\s?(?:분|애|사람|게|거)(?:이|가|은|는)\s?|돌아가신\s?(?:건|게)\s?|고인(?:이|은)\s?/;
const OWNER = /^(?:제|저의|우리|울|저희|내)\s?/;

/** The deceased's relation to the person, and the person's relation to the deceased. */
const TURNED: ReadonlyArray<[RegExp, string]> = [
  [/^(?:아들|딸|자식|자녀|큰애|작은애|막내|애|아이)/, '부모'],
  [/^(?:할머니|할아버지|외할머니|외할아버지|조부|조모)/, '손자'],
  [/^(?:아버지|어머니|아빠|엄마|아버님|어머님|부친|모친|아부지)/, '자녀'],
  [/^(?:손자|손녀|손주)/, '할머니'],
  [/^(?:남편|아내|와이프|부인|집사람|신랑)/, '배우자'],
  [/^(?:형|오빠|누나|언니|동생|남동생|여동생)/, '형제'],
  [/^(?:삼촌|외삼촌|이모|고모|큰아버지|작은아버지|사촌|조카)/, '친척'],
];

/** The person's relation in plain words, or null when the reply does not name the deceased's side. */
export function relationToDeceased(reply: string): string | null {
  const named = DECEASED_IS.exec(reply);
  if (!named) return null;
  const rest = reply.slice(named.index + named[0].length).replace(OWNER, '');
  return TURNED.find(([word]) => word.test(rest))?.[1] ?? null;
}
