import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const noFile = { configFile: '/nonexistent/sangdam.config.json' };

describe('loadConfig', () => {
  it('has working defaults with an empty environment', () => {
    const config = loadConfig({}, noFile);
    expect(config).toMatchObject({ port: 8787, host: '127.0.0.1', dataDir: './data', llm: 'none', stepBudget: 50, timezone: 'Asia/Seoul' });
    expect(config.databaseUrl).toBeUndefined();
    // The project's own knowledge folder wherever the command runs from, not ./knowledge of the current folder.
    expect(config.knowledgeDir).toBe(fileURLToPath(new URL('../knowledge', import.meta.url)));
  });

  it.each([
    [{ PORT: 'eighty' }, /^Invalid configuration: PORT="eighty" — expected a number$/],
    [{ PORT: '70000' }, /PORT="70000" — expected a number of at most 65535$/],
    [{ SANGDAM_STEP_BUDGET: '1.5' }, /SANGDAM_STEP_BUDGET="1.5" — expected a whole number$/],
    [{ SANGDAM_LLM_TIMEOUT_MS: '5' }, /SANGDAM_LLM_TIMEOUT_MS="5" — expected a number of at least 100$/],
    [{ SANGDAM_KNOWLEDGE_DIR: '/nonexistent/kb' }, /SANGDAM_KNOWLEDGE_DIR="\/nonexistent\/kb" — no such folder/],
    [{ SANGDAM_LLM: 'gpt' }, /SANGDAM_LLM="gpt" — expected one of none \| openai \| gemini \| ollama/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL="mysql:\/\/x" — expected a postgres:\/\/ or postgresql:\/\/ URL/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL="loud"/],
    [{ SANGDAM_TZ: 'Mars/Olympus' }, /SANGDAM_TZ="Mars\/Olympus" — expected an IANA time zone/],
    [{ SANGDAM_ADMIN_TOKEN: 'short' }, /SANGDAM_ADMIN_TOKEN="short" — expected at least 16 characters/],
    [{ SANGDAM_STEP_BUDGET: '0' }, /SANGDAM_STEP_BUDGET="0"/],
    [{ SANGDAM_LLM: 'openai' }, /SANGDAM_LLM=openai needs OPENAI_API_KEY or OPENAI_BASE_URL/],
    [{ SANGDAM_LLM: 'gemini' }, /needs GOOGLE_API_KEY/],
  ])('rejects %o with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env, noFile)).toThrowError(ConfigError);
    expect(() => loadConfig(env, noFile)).toThrowError(message);
  });

  it('treats empty variables as unset', () => {
    const config = loadConfig({ DATABASE_URL: '', PORT: '' }, noFile);
    expect(config.port).toBe(8787);
    expect(config.databaseUrl).toBeUndefined();
  });

  it('reads sangdam.config.json and lets the environment win', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sangdam-config-'));
    const file = path.join(dir, 'sangdam.config.json');
    writeFileSync(file, JSON.stringify({ PORT: 9000, SANGDAM_LLM: 'ollama', HOST: '0.0.0.0' }));
    expect(loadConfig({ PORT: '9100' }, { configFile: file })).toMatchObject({ port: 9100, llm: 'ollama', host: '0.0.0.0' });
  });

  it('names the problem in a broken config file', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sangdam-config-'));
    const file = path.join(dir, 'sangdam.config.json');
    writeFileSync(file, '{ "PORT": ');
    expect(() => loadConfig({}, { configFile: file })).toThrowError(/not valid JSON/);
    writeFileSync(file, JSON.stringify({ PROT: 1 }));
    expect(() => loadConfig({}, { configFile: file })).toThrowError(/unknown key "PROT"/);
  });
});
