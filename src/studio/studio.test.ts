import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

describe('langgraph.json', () => {
  it('names graph modules that load and export a compiled graph', async () => {
    const config = JSON.parse(readFileSync(path.resolve('langgraph.json'), 'utf8')) as { graphs: Record<string, string> };
    expect(Object.keys(config.graphs)).toContain('intake');
    for (const [name, target] of Object.entries(config.graphs)) {
      const [file, exported] = target.split(':');
      const module = (await import(path.resolve(file!))) as Record<string, { getGraph?: () => { nodes: Record<string, unknown> } }>;
      const graph = module[exported!];
      expect(graph?.getGraph, `${name} exports a compiled graph`).toBeTypeOf('function');
      if (name === 'intake') {
        expect(Object.keys(graph!.getGraph!().nodes)).toEqual(
          expect.arrayContaining(['INIT', 'CASE_CLASSIFICATION', 'FACT_COLLECTION', 'VALIDATION', 'RE_QUESTION', 'SUMMARY', 'COMPLETED', 'EMERGENCY_STOP']),
        );
      }
      if (name === 'ask') {
        expect(Object.keys(graph!.getGraph!().nodes)).toEqual(expect.arrayContaining(['retrieve', 'generate', 'hallucination_check', 'regenerate_strict']));
      }
      if (name === 'contract') expect(Object.keys(graph!.getGraph!().nodes)).toEqual(expect.arrayContaining(['analyze', 'tools', 'respond']));
    }
  });
});
