import { describe, expect, it } from 'vitest';
import { yesNoFromQuestion } from './yes-no.js';

describe('yes/no read with the question', () => {
  it('reads an ended state as no to a question about the present', () => {
    const employed = '지금도 그 회사에 다니고 계신가요?';
    expect(yesNoFromQuestion('작년 말에 관뒀어요', employed)).toBe(false);
    expect(yesNoFromQuestion('지난달에 잘렸어요', employed)).toBe(false);
    expect(yesNoFromQuestion('다니고 있어요 퇴사는 생각 중이고요', employed)).toBe(true);
    // Out of that context the same words are just something done.
    expect(yesNoFromQuestion('퇴사했어요', '퇴사 전에 회사에 알리셨나요?')).toBeNull();
  });

  it('reads 아직 with a verb as still, to a question about the present', () => {
    const residing = '지금도 그 집에 살고 계신가요?';
    expect(yesNoFromQuestion('아직 살아요', residing)).toBe(true);
    expect(yesNoFromQuestion('지난주에 그만둠', '지금도 그 회사에 다니고 계신가요?')).toBe(false);
    expect(yesNoFromQuestion('지금은 다른 회사 다녀요', '지금도 그 회사에 다니고 계신가요?')).toBe(false);
    expect(yesNoFromQuestion('아직 살아요', '이사 갈 집을 구하셨나요?')).toBeNull();
    expect(yesNoFromQuestion('네 재직 중입니다', '지금도 그 회사에 다니고 계신가요?')).toBe(true);
  });

  it('takes one of several listed things as enough', () => {
    const evidence = '녹음, 문자, 카톡 같은 기록이 있나요?';
    expect(yesNoFromQuestion('녹음은 못 했고 문자는 있어요', evidence)).toBe(true);
    // Asked only about the recording, the clause naming it denies it.
    expect(yesNoFromQuestion('녹음은 못 했고 문자는 있어요', '녹음 파일이 있나요?')).toBe(false);
  });

  it('reads "only" something the question does not name as no', () => {
    expect(yesNoFromQuestion('자차보험만 들었어요', '종합보험에 가입돼 있나요?')).toBe(false);
    expect(yesNoFromQuestion('종합보험만 들었어요', '종합보험에 가입돼 있나요?')).toBeNull();
    expect(yesNoFromQuestion('네 그것만 했어요', '신고하셨나요?')).toBeNull();
  });

  it('reads no change as no to a question about a change', () => {
    expect(yesNoFromQuestion('똑같아요', '그 뒤로 소득이 크게 바뀌었나요?')).toBe(false);
    expect(yesNoFromQuestion('똑같아요', '같은 말을 반복했나요?')).toBeNull();
  });

  it('reads a first time as no to a question about earlier times', () => {
    expect(yesNoFromQuestion('딱 한 번이었어요', '여러 번 반복됐나요?')).toBe(false);
    expect(yesNoFromQuestion('이번이 처음입니다', '예전에도 같은 일로 처벌받은 적이 있나요?')).toBe(false);
    expect(yesNoFromQuestion('처음이 아니에요', '예전에도 같은 일로 처벌받은 적이 있나요?')).toBeNull();
    expect(yesNoFromQuestion('첨이에요 신분증 위조해서 속은거에요', '예전에도 같은 이유로 행정처분을 받은 적이 있나요?')).toBe(false);
  });

  it('answers a 5-person threshold with a headcount, taking the owner out when the question does', () => {
    const question = '사장님을 빼고 일하는 사람이 5명 이상인가요?';
    expect(yesNoFromQuestion('여덟 명 정도요', question)).toBe(true);
    expect(yesNoFromQuestion('사장님까지 다섯 명이요', question)).toBe(false);
    expect(yesNoFromQuestion('직원 열댓 명', question)).toBe(true);
  });

  it('reads replies the question itself says are a no or a yes', () => {
    const contract = "공사 계약서가 있나요? 견적서나 문자만 있다면 '아니요'예요.";
    expect(yesNoFromQuestion('문자로 주고받은 것만 있어요', contract)).toBe(false);
    // The asked thing named beside the "only" case's things: more than only those.
    expect(yesNoFromQuestion('견적서랑 계약서 다 있어요', contract)).not.toBe(false);
    expect(yesNoFromQuestion('계약서는 없고 견적서만 있어요', contract)).toBe(false);
    const notice = "해고 통지서를 받으셨나요? 말이나 짧은 문자로만 들었다면 '아니요'라고 해 주세요.";
    expect(yesNoFromQuestion('전화로만 들었어요', notice)).toBe(false);
    const hurt = "몸을 다치셨나요? 멍이나 통증이 있거나 병원에 가셨다면 '네'라고 해 주세요.";
    expect(yesNoFromQuestion('통증이 좀 있어요', hurt)).toBe(true);
    expect(yesNoFromQuestion('병원은 안 갔어요', hurt)).toBeNull();
    // The words of the question proper name what is asked, not the stated case.
    const title = "판결이나 지급명령이 있나요? 판결 전에 들어온 '가압류'라면 '아니요'라고 해 주세요.";
    expect(yesNoFromQuestion('판결문 있어요', title)).toBeNull();
  });

  it('reads not knowing as no to a question about knowing, and being fine as no to a question about injury', () => {
    expect(yesNoFromQuestion('연락처는 몰라요', '상대방 연락처를 알고 계신가요?')).toBe(false);
    expect(yesNoFromQuestion('글쎄요 모르겠어요', '상대방 연락처를 알고 계신가요?')).toBeNull();
    expect(yesNoFromQuestion('몰라요', '경찰에 신고하셨나요?')).toBeNull();
    expect(yesNoFromQuestion('저는 괜찮아요', '본인도 다치셨나요?')).toBe(false);
    expect(yesNoFromQuestion('안 괜찮아요 허리가 아파요', '본인도 다치셨나요?')).toBe(true);
  });

  it('reads a spoken-only agreement as no written document', () => {
    expect(yesNoFromQuestion('말로만 약속했어요', '차용증을 쓰셨나요?')).toBe(false);
    expect(yesNoFromQuestion('구두로 정했어요', '양육비가 판결이나 공정증서로 정해져 있나요?')).toBe(false);
    expect(yesNoFromQuestion('말로만 약속했어요', '약속을 지키라고 요구하셨나요?')).toBeNull();
  });

  it('reads pain or treatment as hurt, unless denied', () => {
    const q = '사고로 다친 분이 있나요? 본인이나 동승자 모두 포함해서 알려 주세요.';
    expect(yesNoFromQuestion('저는 괜찮은데 뒤에 탄 애가 목이 아프대요', q)).toBe(true);
    expect(yesNoFromQuestion('아무도 안 아파요', q)).not.toBe(true);
  });

  it('compares a headcount with any threshold of people the question names', () => {
    expect(yesNoFromQuestion('혼자였어요', '가해자가 두 명 이상이었나요?')).toBe(false);
    expect(yesNoFromQuestion('세 명이었어요', '가해자가 두 명 이상이었나요?')).toBe(true);
    expect(yesNoFromQuestion('직원 20명 정도 돼요', '일하는 사람이 5명 이상인가요?')).toBe(true);
  });

  it('reads contact that stopped as no and trouble that recurs as yes to "still going on?"', () => {
    expect(yesNoFromQuestion('차단당했어요', '그 사람과 지금도 연락이 이어지고 있나요?')).toBe(false);
    expect(yesNoFromQuestion('요즘은 좀 잠잠해요', '위협이 지금도 계속되고 있나요?')).toBe(false);
    expect(yesNoFromQuestion('매일 밤마다 쿵쿵거려요', '지금도 계속되고 있나요?')).toBe(true);
    expect(yesNoFromQuestion('차단하니까 다른 번호로 계속 와요', '지금도 계속 받고 계신가요?')).not.toBe(false);
    // The question asks about the quiet itself.
    expect(yesNoFromQuestion('차단당했어요 카톡도 전화도', '지금 그 사람과 연락이 끊겼거나, 차단하거나 피하고 있나요?')).toBe(true);
  });

  it('agrees with a question that negates the same verb', () => {
    expect(yesNoFromQuestion('한번도 안빠졌어요', '정해진 근무일에는 빠지지 않고 출근하셨나요?')).toBe(true);
    expect(yesNoFromQuestion('애를 데려가서 안 보내줘요', '합의 없이 아이를 데려가거나, 돌려보내지 않고 있나요?')).toBe(true);
    expect(yesNoFromQuestion('안 했어요', '정해진 근무일에는 빠지지 않고 출근하셨나요?')).toBeNull();
  });

  it('reads an intention as not done yet', () => {
    expect(yesNoFromQuestion('소청 넣으려고 준비중이에요', '소청심사를 이미 청구하셨나요?')).toBe(false);
    expect(yesNoFromQuestion('하려고 했는데 결국 냈어요', '소청심사를 이미 청구하셨나요?')).not.toBe(false);
  });

  it('reads a yes, then a negation agreeing with a question about a lack, as yes', () => {
    const lost = "상대방과 연락이 끊겼나요? 차단당했거나 메시지를 보내도 답이 없다면 '네'라고 해 주세요.";
    expect(yesNoFromQuestion('네 연락 안돼요 차단당함', lost)).toBe(true);
    expect(yesNoFromQuestion('네 연락을 다 씹어요 답이 없어요', '상대방이 연락을 피하거나 답이 없나요?')).toBe(true);
    // A negation about something else the question does not ask is left to the other readings.
    expect(yesNoFromQuestion('네 근데 하루 안 나갔어요', '정해진 근무일에는 빠지지 않고 출근하셨나요?')).not.toBe(true);
  });

  it('reads a wish or a plan as not done', () => {
    expect(yesNoFromQuestion('고소하고 싶어요', '경찰에 신고하거나 고소장을 내셨나요?')).toBe(false);
    expect(yesNoFromQuestion('신고할 거예요', '경찰에 신고하거나 고소장을 내셨나요?')).toBe(false);
    expect(yesNoFromQuestion('고소하고 싶었는데 결국 냈어요', '경찰에 신고하거나 고소장을 내셨나요?')).not.toBe(false);
  });

  it('reads a drunk memory gap as yes to a question about being incapacitated', () => {
    expect(yesNoFromQuestion('술을 좀 많이 마셔서 기억이 잘 안나요', '그때 술이나 약 때문에 저항하기 어려운 상태였나요?')).toBe(true);
    expect(yesNoFromQuestion('기억이 잘 안나요', '그때 술이나 약 때문에 저항하기 어려운 상태였나요?')).toBeNull();
  });

  it('reads "only by" a means the question does not name as no', () => {
    expect(yesNoFromQuestion('전화로만 했어요', '문자, 이메일, 내용증명처럼 기록이 남는 방법으로 요청해 보셨나요?')).toBe(false);
    expect(yesNoFromQuestion('카톡으로만 했어요', '문자나 카톡으로 요청해 보셨나요?')).toBeNull();
  });

  it('reads the case a question states with 라서', () => {
    expect(yesNoFromQuestion('실수였죠 그냥', "알고 보냈나요? 대부분은 실수라서 '아니요'일 거예요.")).toBe(false);
  });

  it('lets a clause after 는데 override an earlier "only"', () => {
    // The clause after 는데 names what is asked ("알") and affirms it.
    expect(yesNoFromQuestion('이니셜만 썼는데 회사 사람들은 다 알아요', '글을 본 사람들이 그게 나라는 걸 알 수 있나요?')).toBe(true);
    expect(yesNoFromQuestion('책임보험만 들었어요', '종합보험에 가입돼 있나요?')).toBe(false);
  });

  it('reads an exception as not every time, a lack the question names as yes, and not knowing as no to "knowingly"', () => {
    expect(yesNoFromQuestion('아픈 날 하루 빼고는 다 나갔어요', '정해진 근무일에는 빠지지 않고 출근하셨나요?')).toBe(false);
    expect(yesNoFromQuestion('완전 취해서 정신이 없었어요', '그때 술 때문에 정신이 없거나 저항하기 어려운 상태였나요?')).toBe(true);
    expect(yesNoFromQuestion('모르고 보냈죠 착오로', '이미 낸 돈이라는 걸 알고 보냈나요?')).toBe(false);
    expect(yesNoFromQuestion('네 아직 살고 있어요 돈을 못받아서', '지금도 그 집에 살고 계신가요?')).toBe(true);
  });

  it('compares a stated age with an age limit in the question', () => {
    const q = '그 일이 있었을 때 만 19세 미만(미성년자)이셨나요?';
    expect(yesNoFromQuestion('그때 스물 두살이었어요', q)).toBe(false);
    expect(yesNoFromQuestion('17살이었어요', q)).toBe(true);
    expect(yesNoFromQuestion('17살이었어요', '그 일이 있었나요?')).toBeNull();
  });

  it('reads 아직도 with a recurring event as still going on', () => {
    expect(yesNoFromQuestion('아직도 카톡 와요 돈 더 보내라고', '그 사람과 지금도 연락이 이어지고 있나요?')).toBe(true);
  });

  it('reads a school year against an age limit and everyday words for a stated case', () => {
    expect(yesNoFromQuestion('고1이에요 저', '그 일이 있었을 때 만 19세 미만(미성년자)이셨나요?')).toBe(true);
    expect(yesNoFromQuestion('둘만 있는 디엠에서 그랬어요', "그 글이나 말을 여러 사람이 볼 수 있었나요? 한 사람에게만 보낸 1:1 메시지라면 '아니요'예요.")).toBe(false);
    expect(yesNoFromQuestion('지금은 친정에 와있어요', '그 사람과 지금 같이 살고 있나요?')).toBe(false);
    expect(yesNoFromQuestion('이번달까지만 나와요 아직 다니는 중', '지금도 출근하고 계신가요?')).toBe(true);
    expect(yesNoFromQuestion('아직 거기 살아요 못나가고 있어요', '지금도 그 집에 살고 계신가요?')).toBe(true);
  });
});

describe('yes/no from "only that" and from a negated compound verb', () => {
  it('reads "nothing but" a record as a record', () => {
    expect(yesNoFromQuestion('녹음 파일밖에 없어요', '그 일을 보여 줄 자료가 있나요?')).toBe(true);
  });

  it('agrees with a question that negates a compound verb the reply negates too', () => {
    expect(yesNoFromQuestion('빌려 간 책을 아직도 안 돌려줘요', '빌려 간 물건을 돌려주지 않고 있나요?')).toBe(true);
  });

  it('reads a plan typed as -려구 as not done', () => {
    expect(yesNoFromQuestion('다음주에 신청하려구요', '이미 신청하셨나요?')).toBe(false);
  });
});

describe('yes/no from a prefix, a verb the question negates, and a recipient', () => {
  it('reads a privative prefix on the noun asked about as no', () => {
    expect(yesNoFromQuestion('무면허였대요', '상대 운전자가 면허가 있었나요?')).toBe(false);
    expect(yesNoFromQuestion('미등록 업체래요', '등록된 업체인가요?')).toBe(false);
    // The prefixed word itself in the question is no denial.
    expect(yesNoFromQuestion('미성년자였어요', '당시 미성년자이셨나요?')).not.toBe(false);
  });

  it('reads the verb the question negates, said plainly, as no', () => {
    expect(yesNoFromQuestion('두 번 늦었어요', '늦지 않고 출근하셨나요?')).toBe(false);
  });

  it('reads "only to" someone as still given', () => {
    expect(yesNoFromQuestion('큰딸한테만 땅을 넘겼어요', '살아 계실 때 특정 상속인에게 재산을 준 적이 있나요?')).not.toBe(false);
  });
});

describe('a state that has not ended, and aches', () => {
  const employed = '지금도 그 회사에 다니고 계신가요?';
  it('reads leave and a denied resignation as still employed', () => {
    expect(yesNoFromQuestion('휴직 중이에요', employed)).toBe(true);
    expect(yesNoFromQuestion('그만두진 않았어요 휴가 쓰고 있어요', employed)).not.toBe(false);
  });

  it('reads an ache as hurt', () => {
    expect(yesNoFromQuestion('어깨가 계속 결려요', '다치신 곳이 있나요?')).toBe(true);
  });
});

describe('a guess after a hedge', () => {
  it('reads the guessed action, done or not', () => {
    const filed = '이미 신청하셨나요?';
    expect(yesNoFromQuestion('기억이 가물가물한데 냈던 것 같아요', filed)).toBe(true);
    expect(yesNoFromQuestion('잘 모르겠는데 아마 안 냈을 거예요', filed)).toBe(false);
    expect(yesNoFromQuestion('글쎄요 기억이 안 나요', filed)).toBeNull();
  });
});
