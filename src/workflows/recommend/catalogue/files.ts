/**
 * The catalogue on disk (corpus/popups/): manifest.json, popups.jsonl,
 * zones.json and web_updates.jsonl. Reading validates every line and names the
 * first bad one, so a hand-edited file fails loudly instead of half-loading.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { CatalogueManifest, Popup, WebUpdate, Zone, type Catalogue } from './schema.js';

/** The catalogue folder that ships with the package (beside src/ and dist/). */
export const shippedPopupDir = new URL('../../../../corpus/popups', import.meta.url).pathname;

export function writeCatalogue(dir: string, catalogue: Catalogue): string[] {
  mkdirSync(dir, { recursive: true });
  const files: [string, string][] = [
    ['manifest.json', `${JSON.stringify(catalogue.manifest, null, 2)}\n`],
    ['popups.jsonl', jsonLines(catalogue.popups)],
    ['zones.json', `${JSON.stringify(catalogue.zones, null, 1)}\n`],
    ['web_updates.jsonl', jsonLines(catalogue.updates)],
  ];
  for (const [name, text] of files) writeFileSync(path.join(dir, name), text);
  return files.map(([name]) => path.join(dir, name));
}

const jsonLines = (rows: unknown[]) => rows.map((row) => JSON.stringify(row)).join('\n') + '\n';

export class CatalogueFileError extends Error {}

export function readCatalogue(dir: string = shippedPopupDir): Catalogue {
  const read = (name: string) => {
    try {
      return readFileSync(path.join(dir, name), 'utf8');
    } catch {
      throw new CatalogueFileError(`${path.join(dir, name)} not found: run "sangdam data popups --seed 4" to generate the pop-up catalogue`);
    }
  };
  return {
    manifest: parseWhole('manifest.json', read('manifest.json'), CatalogueManifest),
    popups: parseLines('popups.jsonl', read('popups.jsonl'), Popup),
    zones: parseWhole('zones.json', read('zones.json'), z.array(Zone)),
    updates: parseLines('web_updates.jsonl', read('web_updates.jsonl'), WebUpdate),
  };
}

function parseWhole<T>(name: string, text: string, schema: z.ZodType<T>): T {
  return check(name, () => JSON.parse(text) as unknown, schema);
}

function parseLines<T>(name: string, text: string, schema: z.ZodType<T>): T[] {
  return text
    .split('\n')
    .map((line, i) => ({ line, where: `${name}:${i + 1}` }))
    .filter(({ line }) => line.trim())
    .map(({ line, where }) => check(where, () => JSON.parse(line) as unknown, schema));
}

function check<T>(where: string, load: () => unknown, schema: z.ZodType<T>): T {
  let raw: unknown;
  try {
    raw = load();
  } catch {
    throw new CatalogueFileError(`${where}: not valid JSON`);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new CatalogueFileError(`${where}: ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  }
  return parsed.data;
}
