import { describe, expect, it } from 'vitest';
import { detectEmergency } from './emergency.js';
import { detectSexualNow, sextortionIn } from './emergency-sexual.js';
import { splitSentences } from './sentences.js';

const read = (text: string) => detectSexualNow(splitSentences(text));

describe('detectSexualNow: a sexual act under way, against the will, now', () => {
  it.each([
    // Held, locked in or not let go while touched.
    '직장 동료가 창고 문 잠그고 제 몸을 더듬고 있어요',
    '처음 보는 남자가 골목에서 저를 껴안고 안 놔줘요',
    // A hand under the bedding or clothes while the writer lies asleep or pretends to.
    '삼촌이 자는데 제 옷 속으로 손 넣고 있어요 어떡해',
    // Clothes pulled down, or an order to strip behind a locked door.
    '사장이 사무실 문 잠그고 치마 벗으래요',
    // Refused and pressed on anyway.
    '애인이 싫다고 하는데 팔 붙잡고 억지로 하려고 해요',
    // Taken to a motel after being made to drink.
    '동기가 술 억지로 먹이고 지금 모텔 쪽으로 저를 끌고 가요',
    // A hand on an intimate part that stays there, said in fear.
    '옆자리 남자가 가슴에 손 대고 안 떼요 무서워요',
  ])('%s', (text) => {
    expect(read(text)?.kind).toBe('sexual');
    expect(detectEmergency(text)).toMatchObject({ emergency: true, kind: 'sexual' });
  });

  it('reads images threatened with a deadline running as sexual violence now, a condition alone as leverage', () => {
    expect(sextortionIn('채팅남이 1시간 안에 돈 안 보내면 몸캠 영상 친구들한테 뿌린대요')).toBe(true);
    expect(detectEmergency('채팅남이 1시간 안에 돈 안 보내면 몸캠 영상 친구들한테 뿌린대요')).toMatchObject({ emergency: true, kind: 'sexual' });
    expect(sextortionIn('전남친이 헤어지면 사진 올린다고 했어요')).toBe(false);
    // The hour told in words ("한시간 남았어요") or today's hour ("오늘 12시까지") runs too; another day's does not.
    expect(sextortionIn('그놈이 동영상 오늘 12시까지 돈 안보내면 뿌린대요 한시간 남았어요')).toBe(true);
    expect(sextortionIn('전남친이 다음달 말까지 돈 안 갚으면 영상 뿌린대요')).toBe(false);
  });
});

describe('detectSexualNow: the same acts told as a case', () => {
  it.each([
    // Past, dated or looked back on.
    '재작년 회식 때 부장이 억지로 키스했어요 지금 신고할 수 있나요',
    '예전에 남편이 강제로 하려고 했던 적이 있어요',
    '그 사람이 제 몸 만지던 게 아직도 생각나요',
    // Procedure, evidence and settling.
    '강제추행 가해자가 합의해 달라고 계속 연락해요',
    '성추행 고소하려는데 증거가 녹음밖에 없어요',
    '준강간 사건 재판 중인데 가해자가 반성문을 냈대요',
    // A camera or a video found afterwards.
    '원룸 화장실에서 몰래 카메라를 발견했어요 어떻게 해야 하나요',
    // News, drama and a general question.
    '뉴스에서 택시기사가 승객 몸을 만지는 영상 봤어요',
    '마사지 받을 때 관리사가 허벅지 만지는데 원래 이런가요',
    // A habit with a remedy asked.
    '상사가 회식 때마다 허리를 만져요 회사에 말해야 할까요',
    // Someone else's story reported.
    '친구가 어제 클럽에서 누가 약 탄 술 먹이고 데려갔대요',
    // A note-style account ("뽀뽀함") with no word of this minute.
    '택시에서 같이 탄 선배가 허벅지 만지고 억지로 뽀뽀함 회사 사람이에요',
  ])('%s', (text) => {
    expect(read(text)).toBeNull();
  });

  it('reads an offence named as the label of a case (성폭행 재판, 강간 사건) as no act', () => {
    expect(detectEmergency('가해자가 반성문 냈대요 성폭행 재판 진행중입니다').emergency).toBe(false);
    expect(detectEmergency('강간 사건 피해자 국선변호사 선임은 어떻게 하나요').emergency).toBe(false);
  });
});
