/**
 * A harm that followed the person's speaking up, told in one sentence the way
 * Korean links a cause to what came of it: the person's act (reporting,
 * refusing, saying no, asking for leave) closed by 더니 / 니까 / 자 / 는데,
 * then a harm the K2 retaliation question names in everyday words (moved,
 * left out, given no work, marked down, told to quit) that lands on the
 * person. "인사팀에 신고했는데 그 다음부터 저한테만 일을 안줘요", "싫다고 했더니
 * 다음날부터 저를 투명인간 취급해요", "거절했더니 그 뒤로 회의에서 저를 빼요".
 */

// The person speaking up: a report, a refusal, a no, a request for what is theirs.
const SPOKE_UP =
  /(?:신고|거절|거부|항의|문제\s?제기|얘기|말|알리|알렸|요청|신청|싫다고|하지\s?말라고|그만하(?:라|시라)고|쓴다고|쓰겠다고)\s?[가-힣]{0,3}(?:더니|니까|하자|는데|자)(?![가-힣])/g;
// What came of it for the person, in the words people use for the harms the question lists.
const HARM = /해고|잘렸|잘랐|짤|발령|전보|부서\s?이동|옮기|빼|배제|따돌|투명\s?인간|무시|최하|불이익|징계|그만두라|그만두래|나가라|나가래|관두라|줄였|깎|안\s?(?:줘|주|줌)|쫓겨|보내\s?버|보냈/;
// The harm lands on the person: "저를", "저만", "저한테", "나만", or an order or a mark the person got.
const ON_THE_PERSON = /(?<![가-힣])(?:저|나|제|내)(?:를|만|한테|에게|\s)|(?<![가-힣])(?:절|날)\s|그만두라|그만두래|나가라|나가래|관두라|최하|받았|당했|쫓겨/;

/** Whether a sentence of the account tells a harm to the person that followed their speaking up. */
export function retaliationTold(text: string): boolean {
  for (const m of text.matchAll(SPOKE_UP)) {
    const rest = text.slice(m.index + m[0].length);
    const sentence = rest.slice(0, rest.search(/[.!?\n]/) === -1 ? rest.length : rest.search(/[.!?\n]/)).slice(0, 60);
    const harm = HARM.exec(sentence);
    if (harm && ON_THE_PERSON.test(sentence)) return true;
  }
  return false;
}
