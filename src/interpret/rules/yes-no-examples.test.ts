import { describe, expect, it } from 'vitest';
import { yesNoByExample } from './yes-no-examples.js';

const records = '피해를 보여 줄 자료가 있나요? 진단서, 영수증·사진, 목격자 진술 같은 것이요.';

describe('a yes given by naming an example the question lists', () => {
  it('reads a listed example named on its own as yes', () => {
    expect(yesNoByExample('영수증 정도요', records)).toBe(true);
    expect(yesNoByExample('사진만요', records)).toBe(true);
    expect(yesNoByExample('진단서는 떼놨어요', records)).toBe(true);
  });

  it('reads an example named as lost as no, and leaves a denial or a plan to the other readings', () => {
    expect(yesNoByExample('사진은 폰 바꾸면서 날아갔어요', records)).toBe(false);
    expect(yesNoByExample('진단서는 아직이요', records)).toBeNull();
    expect(yesNoByExample('진단서 떼려고요', records)).toBeNull();
  });

  it('needs a question that asks whether something is there and lists what counts', () => {
    expect(yesNoByExample('알바 하나 있어요', '직원이 5명 이상인가요? 알바·계약직도 포함해요.')).toBeNull();
    expect(yesNoByExample('사진 있어요', '자료가 있나요?')).toBeNull();
    // The sentence stating which replies mean no lists nothing that counts.
    expect(yesNoByExample('문자요', '통지서가 있나요? 말·문자로만 들었다면 \'아니요\'예요.')).toBeNull();
  });
});
