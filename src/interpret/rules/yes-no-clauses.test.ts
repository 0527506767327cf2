import { describe, expect, it } from 'vitest';
import { yesNoByClause } from './yes-no-clauses.js';

describe('yes/no from the clauses naming what is asked', () => {
  it('reads a thing asked about denied while something else is affirmed as no', () => {
    expect(yesNoByClause('119는 안 부르고 택시 타고 병원 갔어요', '그때 119에 신고하셨나요?')).toBe(false);
    expect(yesNoByClause('내용증명은 못 보냈고 전화만 여러 번 했어요', '내용증명을 보내셨나요?')).toBe(false);
  });

  it('does not cut a clause after a noun that ends in 고', () => {
    const notice = "해고 이유와 해고 날짜가 적힌 통지서(종이 문서나 회사 공식 이메일)를 받으셨나요? 말로만 듣거나 짧은 문자로만 통보받았다면 '아니요'라고 해 주세요.";
    // "해고 | 사유는 말 안해줬어요" had read "해고" as a clause affirming the dismissal notice.
    expect(yesNoByClause('해고 사유는 말 안해줬어요', notice)).toBeNull();
    expect(yesNoByClause('경찰은 안 부르고 보험으로 처리했어요', '경찰에 신고됐나요?')).toBe(false);
  });

  it('reads one of the things asked about affirmed as yes', () => {
    const records = '영수증, 사진, 진단서 같은 자료가 있나요?';
    expect(yesNoByClause('영수증은 버렸는데 사진은 남아 있어요', records)).toBe(true);
    expect(yesNoByClause('진단서는 없지만, 사진 몇 장 찍어 뒀어요', records)).toBe(true);
  });

  it('reads any record said to be there as yes to a question after records of any kind', () => {
    const traces = '독촉받은 흔적이 남아 있나요? 통화 녹음, 문자, 카톡, 통화 목록 캡처, 송금 내역 같은 것이요.';
    expect(yesNoByClause('통화목록 캡쳐는 있어요 녹음은 없음', traces)).toBe(true);
    expect(yesNoByClause('녹음은 없고 캡쳐만 있어요', traces)).toBe(true);
    const harassment = '그 일을 보여 줄 자료가 있나요? 녹음, 카톡·메신저, 이메일, 목격한 동료, 날짜별 메모 같은 것들이요.';
    // 캡처 is not among the examples: still a record.
    expect(yesNoByClause('캡쳐는 있는데 녹음은 없어요', harassment)).toBe(true);
    expect(yesNoByClause('캡처는있고 녹음은없어요', harassment)).toBe(true);
    const fine = '억울함을 보여 줄 자료가 있나요? 블랙박스, 사진, 차량 매매 서류, 영수증 같은 것이요.';
    expect(yesNoByClause('사진은 없고 카톡은 있어요', fine)).toBe(true);
    expect(yesNoByClause('문자는 남아있는데 녹음은 못했어요', '이혼 사유를 보여 줄 자료(카톡, 사진, 녹음, 진단서 등)가 있나요?')).toBe(true);
  });

  it('reads every record denied, or only a memory kept, as no', () => {
    const harassment = '그 일을 보여 줄 자료가 있나요? 녹음, 카톡·메신저, 이메일, 목격한 동료, 날짜별 메모 같은 것들이요.';
    expect(yesNoByClause('녹음도 없고 캡쳐도 없어요', harassment)).toBe(false);
    expect(yesNoByClause('기억만 있고 자료는 없어요', harassment)).toBe(false);
  });

  it('lets the one thing a question asks after decide, whatever else is kept', () => {
    expect(yesNoByClause('캡쳐는 있는데 녹음은 없어요', '녹음한 파일이 있나요?')).toBe(false);
    expect(yesNoByClause('캡쳐는 있어요 녹음은 없음', '녹음한 파일이 있나요?')).toBe(false);
    expect(yesNoByClause('녹음은 있어요 캡쳐는 없고', '녹음한 파일이 있나요?')).toBe(true);
  });

  it('reads a screenshot however typed, and leaves out what a question’s concession sets aside', () => {
    expect(yesNoByClause('캡쳐는 못하고 지워졌어요', '캡처, 녹음 같은 증거가 있나요?')).toBe(false);
    // "이름" is set aside by the concession, so denying it answers nothing.
    expect(yesNoByClause('이름은 안썼는데 직급 쓰면 다 알아요', '이름이 직접 나오지 않았더라도, 사람들이 그게 나라는 걸 알 수 있나요?')).toBeNull();
  });

  it('leaves alone what another clause may still answer', () => {
    // "위원회" is touched by "위원들" without being named word for word.
    expect(yesNoByClause('위원들 모였는데 해명 기회는 없었어요', '위원회가 열렸거나 해명 기회를 받으셨나요?')).toBeNull();
  });

  it('does not count what someone asked for, what is only meant or what is conceded', () => {
    // Without the clause of what was asked for, one clause is left for the other readings.
    expect(yesNoByClause('합의서 쓰라는데 아직 안 썼어요', '합의서에 서명하셨나요?')).toBeNull();
    expect(yesNoByClause('고소장 내려고 경찰서 알아보는 중', '경찰에 고소장을 내셨나요?')).toBeNull();
    expect(yesNoByClause('계약서 있긴 있는데 제 사본은 없어요', '본인 몫의 계약서를 받으셨나요?')).toBeNull();
  });

  it('leaves one clause, an explicit answer and a quotation to the other readings', () => {
    expect(yesNoByClause('경찰은 안 불렀어요', '경찰에 신고하셨나요?')).toBeNull();
    expect(yesNoByClause('아니요 영수증 받고 바로 버렸어요', '영수증이 있나요?')).toBeNull();
    expect(yesNoByClause('문자로 더는 안 산다고 알렸어요', '문자나 내용증명으로 알리셨나요?')).toBeNull();
  });
});

describe('what a clause names, read loosely where people do', () => {
  it('takes any message typed on a phone for a text message', () => {
    expect(yesNoByClause('등기는 못 보냈고 톡으로 계속 달라고 했죠', '문자나 등기로 요청해 보셨나요?')).toBe(true);
  });

  it('leaves out the sentence that states which replies mean no', () => {
    const question = '정식 통지서를 받으셨나요? 문자로만 받았다면 \'아니요\'예요.';
    // The text message named in the stated case affirms nothing; the notice asked about is denied.
    expect(yesNoByClause('정식으로는 없고 문자로만 왔어요', question)).toBe(false);
  });
});
