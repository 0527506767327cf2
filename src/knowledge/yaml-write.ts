/**
 * Writes compiled documents as the YAML folder: only files whose text changed
 * are rewritten (each atomically), and layout files no longer produced are
 * removed, so the folder holds exactly the compiled knowledge.
 */
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { FIELDS_EXTRA_PATTERN, perLevel2Folders } from './layout.js';
import type { RenderedFile } from './serialize.js';
import { listYamlFiles } from './yaml-source.js';

export interface WriteSummary {
  written: string[];
  removed: string[];
  unchanged: number;
}

export async function writeYamlFiles(yamlDir: string, files: readonly RenderedFile[]): Promise<WriteSummary> {
  const summary: WriteSummary = { written: [], removed: [], unchanged: 0 };
  for (const { file, text } of files) {
    const target = path.join(yamlDir, file);
    if ((await readOptional(target)) === text) {
      summary.unchanged++;
      continue;
    }
    await writeFileAtomically(target, text);
    summary.written.push(file);
  }
  const produced = new Set(files.map(({ file }) => file));
  for (const file of await listYamlFiles(yamlDir)) {
    if (!produced.has(file) && isLayoutFile(file)) {
      await rm(path.join(yamlDir, file));
      summary.removed.push(file);
    }
  }
  return summary;
}

function isLayoutFile(file: string): boolean {
  if (FIELDS_EXTRA_PATTERN.test(file)) return true;
  const folder = file.split('/')[0];
  return file.includes('/') && Object.values(perLevel2Folders).includes(folder!);
}

async function readOptional(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** Readers (the hot reloader, git) never see a half-written file. */
export async function writeFileAtomically(target: string, content: string | Uint8Array): Promise<void> {
  await mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, target);
}
