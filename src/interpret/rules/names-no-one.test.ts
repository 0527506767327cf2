import { describe, expect, it } from 'vitest';
import { namesNoOne } from './names-no-one.js';

const SELLER = '판매자나 업체 이름을 알려 주시겠어요?';
const BORROWER = '돈을 빌려 간 사람은 누구인가요? 이름이나 부르는 호칭으로 알려 주세요.';
const REF = '2026-11-29';

describe('a reply that names no one to a question asking who', () => {
  it.each([
    ['계좌이체요 판매자 계좌로', SELLER],
    ['현금으로 줬어요', BORROWER],
    ['작년 5월에 300 보냈어요', SELLER],
    ['판매자요', SELLER],
    ['계좌이체요 판매자 계좌로', '상대방에 대해 아시는 정보를 알려 주세요. 닉네임, 이름, 전화번호, 돈을 보낸 계좌번호 중 아는 것만 적어 주셔도 돼요.'],
  ])('"%s" names no one', (reply, question) => {
    expect(namesNoOne(reply, question, REF)).toBe(true);
  });

  it.each([
    ['○○인테리어 김사장이요', SELLER],
    ['고등학교 동창 박모씨', BORROWER],
    ['친구요', BORROWER],
    ['토스로 보냈는데 예금주는 김민수요', SELLER],
    ['롤 닉네임 밤하늘별', '욕한 사람의 이름이나 닉네임, 계정을 알려 주세요.'],
  ])('"%s" may name someone', (reply, question) => {
    expect(namesNoOne(reply, question, REF)).toBe(false);
  });

  it('leaves alone a question that asks no one', () => {
    expect(namesNoOne('계좌이체요', '돈은 어떻게 건네셨나요?', REF)).toBe(false);
    // Nothing but a sum names no one; a phone or account number is who they are.
    expect(namesNoOne('2100만원이요', '상대방 이름이나 상호를 알려 주세요.', REF)).toBe(true);
    expect(namesNoOne('010-1234-5678', '판매자 닉네임, 전화번호를 알려 주세요.', REF)).toBe(false);
    expect(namesNoOne('110234567890', '돈을 보낸 계좌번호나 예금주를 알려 주세요.', REF)).toBe(false);
  });
});
