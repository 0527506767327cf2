import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { taxonomy } from './taxonomy.js';

const specFile = fileURLToPath(new URL('../../../shared/spec/taxonomy.yaml', import.meta.url));

describe('embedded taxonomy', () => {
  // Field labels are not compared: the spec's flow mapping for evidence_types has
  // unquoted commas, so a YAML parser cuts its label short; codes and types bind.
  it.skipIf(!existsSync(specFile))('matches ../shared/spec/taxonomy.yaml (levels, scenarios, field codes and types)', () => {
    const spec = parse(readFileSync(specFile, 'utf8')) as typeof taxonomy;
    expect(taxonomy.level1).toEqual(spec.level1);
    expect(taxonomy.level2).toEqual(spec.level2);
    const typesOf = (fields: typeof taxonomy.fields) => Object.entries(fields).map(([code, def]) => [code, def.type, def.options]);
    expect(typesOf(taxonomy.fields)).toEqual(typesOf(spec.fields));
  });

  it('has 5 level1, 24 level2 and 109 scenarios with unique codes', () => {
    const scenarios = Object.values(taxonomy.level2).flatMap((level2) => Object.keys(level2.scenarios));
    expect(Object.keys(taxonomy.level1)).toHaveLength(5);
    expect(Object.keys(taxonomy.level2)).toHaveLength(24);
    expect(scenarios).toHaveLength(109);
    expect(new Set(scenarios).size).toBe(109);
  });
});
