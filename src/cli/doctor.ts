/** `sangdam doctor`: checks what a deployment needs and prints a table. */
import type { Command } from 'commander';
import { loadConfig, storeKind, type Config } from '../config.js';
import { createChatModel } from '../interpret/llm/chat-model.js';
import { LlmClient } from '../interpret/llm/client.js';
import { llmSettingsFrom } from '../interpret/llm/settings.js';
import { compileYamlDirectory } from '../knowledge/compile.js';
import { migrationStatus, openStore, pingStore } from '../store/database.js';
import { z } from 'zod';

export interface CheckResult {
  check: string;
  ok: boolean;
  detail: string;
}

export async function runDoctor(env: NodeJS.ProcessEnv = process.env): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  let config: Config;
  try {
    config = loadConfig(env);
    results.push({ check: 'config', ok: true, detail: `store=${storeKind(config)} llm=${config.llm}` });
  } catch (error) {
    results.push({ check: 'config', ok: false, detail: (error as Error).message });
    return results;
  }
  const store = openStoreSafely(config, results);
  if (store) {
    try {
      await pingStore(store);
      results.push({ check: 'store', ok: true, detail: `${store.dialect} ${store.location}` });
      const status = await migrationStatus(store);
      // Pending migrations are applied at start-up, so they are reported, not failed.
      results.push({
        check: 'migrations',
        ok: true,
        detail: status.pending.length
          ? `${status.pending.length} pending (${status.pending.join(', ')}) — applied at start-up or by \`sangdam db migrate\``
          : `${status.applied.length} applied, none pending`,
      });
    } catch (error) {
      results.push({ check: 'store', ok: false, detail: `${store.location}: ${(error as Error).message}` });
    } finally {
      await store.close();
    }
  }
  results.push(await checkKnowledge(config));
  results.push(await checkLlm(config));
  return results;
}

function openStoreSafely(config: Config, results: CheckResult[]) {
  try {
    return openStore({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  } catch (error) {
    results.push({ check: 'store', ok: false, detail: (error as Error).message });
    return null;
  }
}

async function checkKnowledge(config: Config): Promise<CheckResult> {
  try {
    const report = await compileYamlDirectory(config.knowledgeDir);
    const ok = report.errors.length === 0;
    return {
      check: 'knowledge',
      ok,
      detail: ok
        ? `${config.knowledgeDir}: valid (${report.warnings.length} warnings)`
        : `${config.knowledgeDir}: ${report.errors.length} errors — run \`sangdam kb check\` for their locations`,
    };
  } catch (error) {
    return { check: 'knowledge', ok: false, detail: `${config.knowledgeDir}: ${(error as Error).message}` };
  }
}

async function checkLlm(config: Config): Promise<CheckResult> {
  const settings = llmSettingsFrom(config);
  if (!settings) return { check: 'llm', ok: true, detail: 'none — offline rules interpreter' };
  const client = new LlmClient(createChatModel({ ...settings, retries: 0 }), { ...settings, retries: 0 }, () => {});
  try {
    await client.structured(
      { purpose: 'doctor', system: 'Reply with JSON only: {"ok": true}', user: 'ping' },
      z.object({ ok: z.boolean() }),
    );
    return { check: 'llm', ok: true, detail: `${settings.provider} ${settings.model} answered` };
  } catch (error) {
    // Sessions still work through the rules fallback, but the operator asked for an LLM.
    return { check: 'llm', ok: false, detail: `${settings.provider} ${settings.model}: ${(error as Error).message}` };
  }
}

export function formatTable(results: CheckResult[]): string {
  const width = Math.max(...results.map((r) => r.check.length));
  return results.map((r) => `${r.ok ? 'OK  ' : 'FAIL'}  ${r.check.padEnd(width)}  ${r.detail}`).join('\n');
}

export function registerDoctorCommand(program: Command): void {
  program
    .command('doctor')
    .description('설정, 저장소, 마이그레이션, 지식 베이스, LLM 연결을 점검합니다')
    .action(async () => {
      const results = await runDoctor();
      console.log(formatTable(results));
      process.exitCode = results.every((r) => r.ok) ? 0 : 1;
    });
}
