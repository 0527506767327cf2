import { describe, expect, it } from 'vitest';
import { othersActOnOwn } from './possessed-thing.js';

describe('somebody else acting on what is the writer’s', () => {
  it.each([
    '제 차를 누가 긁어놨어요 열쇠로 쭉',
    '제 차를 주차장에서 누가 후진하다 박고 갔는데 블박에 다 찍혔어요.',
    '우리 가게 유리를 누군가 깨고 도망갔어요',
    '내 자전거를 모르는 남자가 타고 가버림',
    // A vehicle as the doer is somebody else driving it; the writer as the object.
    '주차장에서 후진하던 차가 제 차 문짝을 박았어요',
    '버스가 차선을 바꾸면서 제 차를 쳤어요',
    '횡단보도 건너는데 오토바이가 저를 치고 그냥 갔어요',
  ])('"%s"', (text) => {
    expect(othersActOnOwn(text)).toBe(true);
  });
  it.each([
    // No one else named: the writer may be the doer.
    '제 차를 후진하다가 기둥에 박았어요',
    // The writer is the doer.
    '제가 누가 주차한 차를 긁었어요',
    // The writer's thing is not the object.
    '누가 제 차 옆에 쓰레기를 버렸어요',
    // Separate sentences: the thing and the doer are not told together.
    '제 폰을 샀어요. 누가 연락했어요',
    // The writer's own vehicle as the subject.
    '제 차가 미끄러져서 앞차를 박았어요',
    '내 차가 주차된 차를 긁었어요',
  ])('not "%s"', (text) => {
    expect(othersActOnOwn(text)).toBe(false);
  });
});
