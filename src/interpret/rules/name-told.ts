/**
 * A name told as a name: "사장 이름 최영수", "업체 이름은 ○○인테리어", "판매자 닉네임은 아이폰팜이에요".
 * People add it in passing, in an account or in a reply to another question; it
 * is the other side of the case as the person knows it, the role kept with the
 * name so the lawyer reads "사장 최영수".
 */

const ROLE = '사장|대표|원장|점장|팀장|부장|과장|상대방|상대|가해자|판매자|업체|회사|가게|집주인|임대인|건물주|그\\s?사람|그\\s?남자|그\\s?여자';
const NAME_TOLD = new RegExp(
  `(?<![가-힣])(${ROLE})(?:님)?(?:의)?\\s?(?:이름|성함|상호|닉네임|아이디)(?:은|는|이|:)?\\s?([가-힣A-Za-z0-9○◯*]{2,16}?)(?:이에요|예요|이요|입니다|이고|고|요|임)?(?=$|[\\s.,!?~])`,
);
// Words that are no name: "이름은 몰라요", "이름은 모르고", "이름도 없어요".
const NOT_A_NAME = /^(?:몰라|모르|모름|기억|없|잘|아직|정확히|그냥)/;

/** "사장 최영수" from "사장 이름 최영수", or undefined when the text tells no name as a name. */
export function nameTold(text: string): string | undefined {
  const told = NAME_TOLD.exec(text);
  if (!told || NOT_A_NAME.test(told[2]!)) return undefined;
  return `${told[1]!.replace(/\s+/g, '')} ${told[2]}`;
}
