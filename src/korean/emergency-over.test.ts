import { describe, expect, it } from 'vitest';
import { detectEmergency } from './emergency.js';
import { doerJustLeft, toldAsOver } from './emergency-over.js';

// Each told as over or away: the doer got off or ran, an attempt in the past, the doer away, a threat received.
const OVER = [
  '방금 지하철에서 어떤 남자가 엉덩이 만지고 내렸어요 신고할 수 있나요',
  '친구 남친이 택시 같이 탔을때 허벅지 만지고 억지로 뽀뽀하려고 했어요 친구한테 말도 못하겠어요',
  '아내가 술먹으면 저를 때려요 오늘은 아내 출장가서 없어요 이혼되나요',
  '전 직장 상사가 이 바닥에서 매장시키고 너네 집 찾아간다고 협박해요',
  '전남편이 계속 연락하면서 안만나주면 가만 안둔다고 해요 집앞에도 몇번 왔었어요',
];

// Back again, still about, holding someone, a proposal made at hand, the doer's own death named, a now told.
const STILL_ON: Record<string, string> = {
  '방금 나간줄 알았던 그 남자가 다시 돌아와서 문앞에 있어요': 'stalking',
  '방금 모르는 남자가 가슴 만지고 도망갔어요 아직 근처에 있을거 같아요 무서워요': 'sexual',
  '모르는 남자가 놀이터에서 우리애 손목 잡고 차로 데려가려고 했어요 아직 주변에 있어요': 'child',
  '소개팅남이 자기 집에서 못나가게 문 막고 하자고 협박해요': 'sexual',
  '시아버지가 술 취해서 가스밸브 열어놓고 다 같이 죽자고 해요': 'violence',
  '전남친이 안만나주면 죽인다고 협박해요 지금 집 앞에 와 있어요': 'violence',
  '남편이 때리려고 했어요 지금 방에 숨어 있어요 살려주세요': 'violence',
  '전남친이 안만나주면 죽인다고 하고 지금 칼 들고 찾아오는 중이래요': 'violence',
};

describe('toldAsOver: the harm told as over or away', () => {
  it('reads each account told as over as no emergency', () => {
    for (const text of OVER) {
      expect(toldAsOver(text), text).toBe(true);
      expect(detectEmergency(text).emergency, text).toBe(false);
    }
  });

  it('still stops what is going on, whatever else is told', () => {
    for (const [text, kind] of Object.entries(STILL_ON)) expect(detectEmergency(text), text).toMatchObject({ emergency: true, kind });
  });

  it('reads the writer getting off (택시에서 내렸는데) as no doer leaving', () => {
    expect(doerJustLeft('택시에서 내렸는데 뒤에 차가 계속 따라와요 골목까지')).toBe(false);
    expect(detectEmergency('택시에서 내렸는데 뒤에 차가 계속 따라와요 골목까지').emergency).toBe(true);
  });

  it('reads the writer on the way home (지금은 택시타고 집가는중) as the writer, not the danger', () => {
    expect(detectEmergency('클럽에서 모르는 남자가 가슴 만지고 도망갔어요 친구들이랑 같이 나와서 지금은 택시타고 집가는중인데 신고 어떻게 하나요').emergency).toBe(false);
    expect(detectEmergency('가슴 만지고 도망갔는데 지금은 저를 따라오는 중이에요').emergency).toBe(true);
  });
});
