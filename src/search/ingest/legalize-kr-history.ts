/**
 * The version of every legalize-kr law file in force on a date, read from the
 * clone's git history (one commit per promulgation, so older versions are in
 * git, not in the working tree). For each `kr/{법령명}/{구분}.md` the newest
 * version whose 시행일자 and 공포일자 are both on or before the date wins; a
 * file deleted on or before the date (a law folded into another) is left out.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import { parseLawMarkdown, type LawFileInput } from './legalize-kr.js';
import type { Skipped } from './skip.js';

interface Version {
  commit: string;
  /** Commit date, YYYY-MM-DD. */
  date: string;
  deleted: boolean;
}

/** True when `root` is the top of a git work tree (a folder merely inside some other repository is not). */
export function isGitClone(root: string): boolean {
  const result = spawnSync('git', ['-C', root, 'rev-parse', '--show-toplevel'], { encoding: 'utf8' });
  return result.status === 0 && existsSync(root) && realpathSync(result.stdout.trim()) === realpathSync(root);
}

/** Every version of every law file, newest first, from one `git log`. */
function fileVersions(root: string): Map<string, Version[]> {
  const log = execFileSync('git', ['-C', root, 'log', '--format=@%H %cs', '--name-status', '--no-renames', '--', 'kr/'], {
    encoding: 'utf8',
    maxBuffer: 1 << 30,
    env: { ...process.env, GIT_CONFIG_PARAMETERS: "'core.quotepath=false'" },
  });
  const versions = new Map<string, Version[]>();
  let commit = '';
  let date = '';
  for (const line of log.split('\n')) {
    if (line.startsWith('@')) {
      [commit, date] = line.slice(1).split(' ') as [string, string];
      continue;
    }
    const [status, file] = line.split('\t');
    if (!file || !file.endsWith('.md')) continue;
    const list = versions.get(file) ?? [];
    list.push({ commit, date, deleted: status === 'D' });
    versions.set(file, list);
  }
  return versions;
}

/** Blobs per `git cat-file` call: the whole corpus at once would be hundreds of megabytes in one buffer. */
const BLOB_BATCH = 2000;

/** Reads many `commit:path` blobs, a batch at a time, through `git cat-file --batch`. */
function readBlobs(root: string, specs: string[]): string[] {
  const out: string[] = [];
  for (let start = 0; start < specs.length; start += BLOB_BATCH) out.push(...readBlobBatch(root, specs.slice(start, start + BLOB_BATCH)));
  return out;
}

function readBlobBatch(root: string, specs: string[]): string[] {
  const out = spawnSync('git', ['-C', root, 'cat-file', '--batch'], { input: specs.join('\n') + '\n', maxBuffer: 1 << 30 });
  if (out.status !== 0) throw new Error(`git cat-file failed: ${out.stderr.toString().trim()}`);
  const buffer = out.stdout;
  const blobs: string[] = [];
  let at = 0;
  for (let i = 0; i < specs.length; i++) {
    const newline = buffer.indexOf(10, at);
    const header = buffer.subarray(at, newline).toString('utf8');
    const size = Number(header.split(' ')[2]);
    if (header.endsWith(' missing') || !Number.isFinite(size)) {
      blobs.push('');
      at = newline + 1;
      continue;
    }
    blobs.push(buffer.subarray(newline + 1, newline + 1 + size).toString('utf8'));
    at = newline + 1 + size + 1;
  }
  return blobs;
}

/** The files in force on `asOf`, grouped by law folder, with the commit each was read from. */
export function lawFilesAsOf(root: string, asOf: string): { folders: Map<string, LawFileInput[]>; skipped: Skipped[] } {
  const history = fileVersions(root);
  const skipped: Skipped[] = [];
  const chosen = new Map<string, LawFileInput>();
  // Walk back one version per round, reading each round's blobs in one batch, until every file is settled.
  let pending = [...history.entries()].map(([file, versions]) => ({ file, versions, next: 0 }));
  while (pending.length > 0) {
    const toRead = pending.filter((p) => {
      // A deletion counts from its commit date: a law repealed after asOf was still there.
      while (p.versions[p.next]?.deleted && p.versions[p.next]!.date > asOf) p.next++;
      const version = p.versions[p.next];
      if (!version && p.next > 0) skipped.push({ where: p.file, reason: `no version in force on ${asOf} in the git history` });
      return version !== undefined && !version.deleted;
    });
    const blobs = readBlobs(root, toRead.map((p) => `${p.versions[p.next]!.commit}:${p.file}`));
    pending = toRead.filter((p, i) => {
      const markdown = blobs[i]!;
      let inForce = true;
      try {
        const { meta } = parseLawMarkdown(markdown);
        inForce = meta.시행일자 <= asOf && meta.공포일자 <= asOf;
      } catch {
        // A version that does not parse goes to the reader, which reports why.
      }
      if (inForce) chosen.set(p.file, { path: p.file, markdown, commit: p.versions[p.next]!.commit });
      p.next++;
      return !inForce;
    });
  }
  const folders = new Map<string, LawFileInput[]>();
  for (const input of [...chosen.values()].sort((a, b) => a.path.localeCompare(b.path))) {
    const folder = input.path.split('/')[1]!;
    folders.set(folder, [...(folders.get(folder) ?? []), input]);
  }
  return { folders, skipped };
}
