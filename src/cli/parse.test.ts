import { Command } from 'commander';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerParseCommand, runBatchLine, runParse } from './parse.js';

describe('sangdam parse', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    process.exitCode = undefined;
  });

  it('gives each kind its documented result shape', () => {
    expect(runParse({ kind: 'date', text: '작년 10월', ref: '2026-11-22' })).toEqual({ kind: 'date', text: '작년 10월', result: { value: '2025-10', approx: false } });
    expect(runParse({ kind: 'amount', text: '300~400만원' }).result).toEqual({ value: 3_500_000, approx: true, min: 3_000_000, max: 4_000_000 });
    expect(runParse({ kind: 'answer', text: '2번', type: 'choice', options: ['a', 'b'] }).result).toEqual({ value: 'b', unknown: false });
    expect(runParse({ kind: 'answer', text: '글쎄요', type: 'boolean' }).result).toEqual({ value: null, unknown: true });
    expect(runParse({ kind: 'pii', text: '010-1234-5678' }).result).toEqual({ masked: '010-****-5678', found: [{ type: 'phone', start: 0, end: 13 }] });
    expect(runParse({ kind: 'emergency', text: '억울해 죽겠어요' }).result).toEqual({ emergency: false, kind: null, span: null });
    expect(runParse({ kind: 'emotion', text: '너무 억울해요' }).result).toEqual([{ type: '억울함', intensity: 3, span: '너무 억울해요' }]);
    expect(runParse({ kind: 'tokens', text: '근기법 36조' }).result).toContain('제36조');
  });

  it('reports bad batch lines by number instead of failing', () => {
    expect(runBatchLine('{not json', 3)).toEqual({ line: 3, error: 'line 3: not valid JSON' });
    const badKind = runBatchLine('{"kind":"weather","text":"맑음"}', 4);
    expect(badKind).toMatchObject({ line: 4 });
    expect((badKind as { error: string }).error).toMatch(/^line 4: kind/);
    expect(runBatchLine('{"kind":"date","text":"어제","ref":"22-11-2026"}', 5)).toMatchObject({ line: 5, error: expect.stringContaining('YYYY-MM-DD') });
    expect(runBatchLine('{"kind":"date","text":"어제","ref":"2026-11-22"}', 6)).toEqual({ kind: 'date', text: '어제', result: { value: '2026-11-21', approx: false } });
  });

  it('prints one JSON line from the command and rejects unknown kinds with exit code 2', async () => {
    const output: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => (output.push(String(chunk)), true));
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const program = new Command().exitOverride();
    registerParseCommand(program);
    await program.parseAsync(['parse', 'answer', '둘이요', '--type', 'integer'], { from: 'user' });
    expect(JSON.parse(output.join(''))).toEqual({ kind: 'answer', text: '둘이요', result: { value: 2, unknown: false } });
    await program.parseAsync(['parse', 'weather', '맑음'], { from: 'user' });
    expect(process.exitCode).toBe(2);
  });
});
