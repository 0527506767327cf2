/** `sangdam data popups` from source: the committed catalogue is exactly what seed 4 writes; bad options are refused. */
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const out = mkdtempSync(path.join(tmpdir(), 'sangdam-popups-'));
const cli = (args: string[]) =>
  run('npx', ['tsx', 'src/cli/main.ts', 'data', 'popups', ...args], { timeout: 60_000 }).then(
    ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );

describe('sangdam data popups', () => {
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('writes the committed corpus/popups/ byte for byte', async () => {
    const result = await cli(['--seed', '4', '--out', out]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/600 pop-ups, 22 zones, \d+ web updates \(seed 4, reference 2026-11-24\)/);
    for (const file of readdirSync('corpus/popups')) expect(readFileSync(path.join(out, file), 'utf8')).toBe(readFileSync(path.join('corpus/popups', file), 'utf8'));
  }, 60_000);

  it('refuses a bad seed or date with a message naming the option', async () => {
    const seed = await cli(['--seed', 'abc', '--out', out]);
    expect(seed.code).toBe(2);
    expect(seed.stderr).toContain('--seed must be an integer');
    for (const bad of ['2026/11/24', '2026-02-30']) {
      const date = await cli(['--reference-date', bad, '--out', out]);
      expect(date.code).toBe(2);
      expect(date.stderr).toContain('--reference-date must be a real date as YYYY-MM-DD');
    }
  }, 60_000);
});
