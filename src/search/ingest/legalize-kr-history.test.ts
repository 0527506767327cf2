import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isGitClone, lawFilesAsOf } from './legalize-kr-history.js';
import { lawFilesToDocuments } from './legalize-kr.js';

const law = (title: string, promulgated: string, effective: string, body: string) =>
  `---\n제목: ${title}\n법령구분: 법률\n공포일자: ${promulgated}\n시행일자: ${effective}\n---\n# ${title}\n##### 제1조 (목적)\n${body}\n`;

/** A tiny legalize-kr-shaped repository: one commit per promulgation, dated like the real one. */
function buildRepo(dir: string): void {
  const git = (date: string, ...args: string[]) =>
    execFileSync('git', ['-C', dir, ...args], {
      env: { ...process.env, GIT_AUTHOR_DATE: `${date}T12:00:00Z`, GIT_COMMITTER_DATE: `${date}T12:00:00Z`, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t' },
    });
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  execFileSync('git', ['init', '-q', dir]);
  const commit = (date: string, message: string) => {
    git(date, 'add', '-A');
    git(date, 'commit', '-q', '-m', message);
  };
  write('kr/시험법/법률.md', law('시험법', '2020-01-01', '2020-01-01', '첫 판이다.'));
  write('kr/없어질법/법률.md', law('없어질법', '2020-01-01', '2020-01-01', '곧 폐지된다.'));
  commit('2020-01-01', '시험법, 없어질법 제정');
  write('kr/시험법/법률.md', law('시험법', '2021-01-01', '2021-06-01', '둘째 판이다.'));
  rmSync(path.join(dir, 'kr/없어질법'), { recursive: true });
  commit('2021-01-01', '시험법 개정, 없어질법 폐지');
  write('kr/시험법/법률.md', law('시험법', '2022-01-01', '2023-01-01', '셋째 판이다.'));
  write('kr/새법/법률.md', law('새법', '2022-01-01', '2022-01-01', '새로 생겼다.'));
  commit('2022-01-01', '시험법 개정, 새법 제정');
}

describe('legalize-kr --as-of from git history', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'sangdam-legalize-git-'));
    buildRepo(dir);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const textOn = (asOf: string) => {
    const { folders } = lawFilesAsOf(dir, asOf);
    const documents = [...folders.values()].flatMap((files) => lawFilesToDocuments(files, asOf).documents);
    return Object.fromEntries(documents.map((d) => [d.law, d.text]));
  };

  it('reads the version in force on the date, not the latest promulgated one', () => {
    expect(isGitClone(dir)).toBe(true);
    expect(textOn('2020-06-01')).toEqual({ 시험법: '첫 판이다.', 없어질법: '곧 폐지된다.' });
    // Promulgated 2021-01-01 but in force only from 2021-06-01.
    expect(textOn('2021-03-01')).toEqual({ 시험법: '첫 판이다.' });
    expect(textOn('2021-07-01')).toEqual({ 시험법: '둘째 판이다.' });
    expect(textOn('2022-06-01')).toEqual({ 시험법: '둘째 판이다.', 새법: '새로 생겼다.' });
    expect(textOn('2024-01-01')).toEqual({ 시험법: '셋째 판이다.', 새법: '새로 생겼다.' });
  });

  it('names the commit each version came from and reports laws not yet enacted on the date', () => {
    const { folders, skipped } = lawFilesAsOf(dir, '2020-06-01');
    const [file] = folders.get('시험법')!;
    expect(file!.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(lawFilesToDocuments([file!], '2020-06-01').documents[0]!.source).toBe(`legalize-kr@${file!.commit}:kr/시험법/법률.md`);
    expect(skipped).toEqual([{ where: 'kr/새법/법률.md', reason: 'no version in force on 2020-06-01 in the git history' }]);
  });

  it('tells a plain folder from a git clone', () => {
    expect(isGitClone(tmpdir())).toBe(false);
    mkdirSync(path.join(dir, 'sub'), { recursive: true });
    expect(isGitClone(path.join(dir, 'sub'))).toBe(false);
  });
});
