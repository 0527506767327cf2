import { describe, expect, it } from 'vitest';
import { relationToDeceased } from './deceased-relation.js';

describe('the person’s relation to the deceased', () => {
  it('turns the deceased’s side around', () => {
    expect(relationToDeceased('돌아가신 애가 제 아들이에요')).toBe('부모');
    expect(relationToDeceased('돌아가신분이 울 아부지요 전 큰딸')).toBe('자녀');
    expect(relationToDeceased('고인이 제 동생이에요')).toBe('형제');
    expect(relationToDeceased('돌아가신 분은 외할머니세요')).toBe('손자');
  });

  it('leaves replies that name the person’s own side', () => {
    expect(relationToDeceased('큰딸이에요')).toBeNull();
    expect(relationToDeceased('남편이 돌아가셨어요')).toBeNull();
    expect(relationToDeceased('돌아가신 분 어머니예요 제가')).toBeNull();
  });
});
