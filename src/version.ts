import { readFileSync } from 'node:fs';

/** The package version; this file sits one level below package.json in src/ and dist/. */
export const version: string = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
).version;
