/**
 * Typed configuration, read once at start-up from the environment and an optional
 * `sangdam.config.json` (environment wins). A bad value stops start-up with one
 * line naming the variable, the value and what is allowed.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { BUNDLED_KNOWLEDGE_DIR } from './knowledge/layout.js';

const llmProviders = ['none', 'openai', 'gemini', 'ollama'] as const;
const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Environment variable name → config key, in the order the README documents them. */
export const configVariables = {
  PORT: 'port',
  HOST: 'host',
  SANGDAM_DATA_DIR: 'dataDir',
  DATABASE_URL: 'databaseUrl',
  SANGDAM_KNOWLEDGE_DIR: 'knowledgeDir',
  SANGDAM_LLM: 'llm',
  SANGDAM_LLM_MODEL: 'llmModel',
  SANGDAM_LLM_TIMEOUT_MS: 'llmTimeoutMs',
  SANGDAM_LLM_RETRIES: 'llmRetries',
  OPENAI_API_KEY: 'openaiApiKey',
  OPENAI_BASE_URL: 'openaiBaseUrl',
  GOOGLE_API_KEY: 'googleApiKey',
  OLLAMA_BASE_URL: 'ollamaBaseUrl',
  SANGDAM_ADMIN_TOKEN: 'adminToken',
  SANGDAM_STEP_BUDGET: 'stepBudget',
  SANGDAM_RATE_LIMIT: 'rateLimitPerMinute',
  SANGDAM_SESSION_RATE_LIMIT: 'sessionRateLimitPerMinute',
  SANGDAM_TRUST_PROXY: 'trustProxy',
  LOG_LEVEL: 'logLevel',
  SANGDAM_TZ: 'timezone',
  TAVILY_API_KEY: 'tavilyApiKey',
  SANGDAM_EMBEDDINGS: 'embeddings',
  SANGDAM_EMBEDDINGS_MODEL: 'embeddingsModel',
} as const;

type ConfigKey = (typeof configVariables)[keyof typeof configVariables];

const portNumber = z.coerce.number().int().min(0).max(65535);
const optionalText = z.string().trim().min(1).optional();

export const ConfigSchema = z.object({
  port: portNumber.default(8787),
  host: z.string().trim().min(1).default('127.0.0.1'),
  dataDir: z.string().trim().min(1).default('./data'),
  databaseUrl: z
    .string()
    .trim()
    .regex(/^postgres(ql)?:\/\/.+/, 'a postgres:// or postgresql:// URL')
    .optional(),
  knowledgeDir: z.string().trim().min(1).default(BUNDLED_KNOWLEDGE_DIR),
  llm: z.enum(llmProviders).default('none'),
  llmModel: optionalText,
  llmTimeoutMs: z.coerce.number().int().min(100).max(600_000).default(20_000),
  llmRetries: z.coerce.number().int().min(0).max(5).default(1),
  openaiApiKey: optionalText,
  openaiBaseUrl: z.string().trim().url('an http(s) URL').optional(),
  googleApiKey: optionalText,
  ollamaBaseUrl: z.string().trim().url('an http(s) URL').optional(),
  adminToken: z.string().trim().min(16, 'at least 16 characters').optional(),
  stepBudget: z.coerce.number().int().min(1).max(10_000).default(50),
  rateLimitPerMinute: z.coerce.number().int().min(1).max(1_000_000).default(120),
  sessionRateLimitPerMinute: z.coerce.number().int().min(1).max(1_000_000).default(60),
  /** Proxies whose X-Forwarded-For is believed (comma-separated addresses or CIDRs), so limits apply per real client. */
  trustProxy: z
    .string()
    .trim()
    .regex(/^[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*$/, 'comma-separated IP addresses or CIDR ranges such as 10.0.0.0/8')
    .optional(),
  logLevel: z.enum(logLevels).default('info'),
  timezone: z
    .string()
    .trim()
    .refine(isKnownTimeZone, 'an IANA time zone such as Asia/Seoul')
    .default('Asia/Seoul'),
  tavilyApiKey: optionalText,
  embeddings: z.enum(['none', 'openai', 'ollama']).default('none'),
  embeddingsModel: optionalText,
});

export type Config = z.infer<typeof ConfigSchema>;

function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const keyToVariable = new Map<string, string>(
  Object.entries(configVariables).map(([variable, key]) => [key, variable]),
);

/** Reads `sangdam.config.json` (keys are the environment variable names) if present. */
function readConfigFile(file: string): Record<string, unknown> {
  if (!existsSync(file)) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ConfigError(`${file}: not valid JSON (${(error as Error).message})`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new ConfigError(`${file}: must be a JSON object whose keys are variable names such as "PORT"`);
  }
  for (const name of Object.keys(parsed)) {
    if (!(name in configVariables)) {
      throw new ConfigError(`${file}: unknown key "${name}"; allowed: ${Object.keys(configVariables).join(', ')}`);
    }
  }
  return parsed as Record<string, unknown>;
}

/**
 * Builds the configuration. Empty environment values count as unset so that
 * `DATABASE_URL=` in a shell does not switch anything on.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  options: { configFile?: string } = {},
): Config {
  const file = options.configFile ?? path.resolve('sangdam.config.json');
  const fromFile = readConfigFile(file);
  const raw: Partial<Record<ConfigKey, unknown>> = {};
  for (const [variable, key] of Object.entries(configVariables)) {
    const value = env[variable] !== undefined && env[variable] !== '' ? env[variable] : fromFile[variable];
    if (value !== undefined && value !== '') raw[key] = typeof value === 'number' ? String(value) : value;
  }
  const result = ConfigSchema.safeParse(raw);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const key = String(issue.path[0]);
    const variable = keyToVariable.get(key) ?? key;
    throw new ConfigError(
      `Invalid configuration: ${variable}=${JSON.stringify(raw[key as ConfigKey])} — expected ${describeExpectation(issue)}`,
    );
  }
  const config = result.data;
  if (!existsSync(config.knowledgeDir)) {
    throw new ConfigError(
      `Invalid configuration: SANGDAM_KNOWLEDGE_DIR=${JSON.stringify(config.knowledgeDir)} — no such folder (${path.resolve(config.knowledgeDir)}); ` +
        'point it at the knowledge folder, or leave it unset for the one shipped with sangdam',
    );
  }
  if (config.llm === 'openai' && !config.openaiApiKey && !config.openaiBaseUrl) {
    throw new ConfigError('Invalid configuration: SANGDAM_LLM=openai needs OPENAI_API_KEY or OPENAI_BASE_URL');
  }
  if (config.llm === 'gemini' && !config.googleApiKey) {
    throw new ConfigError('Invalid configuration: SANGDAM_LLM=gemini needs GOOGLE_API_KEY');
  }
  if (config.embeddings !== 'none' && !config.embeddingsModel) {
    throw new ConfigError(`Invalid configuration: SANGDAM_EMBEDDINGS=${config.embeddings} needs SANGDAM_EMBEDDINGS_MODEL`);
  }
  return config;
}

/** What the value should have been, in words for the one-line message (zod's own messages start "Too big: expected …"). */
function describeExpectation(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_value') return `one of ${issue.values.map(String).join(' | ')}`;
  if (issue.code === 'invalid_type') return issue.expected === 'int' ? 'a whole number' : `a ${issue.expected}`;
  if (issue.code === 'too_small' && issue.origin === 'number') return `a number of at least ${String(issue.minimum)}`;
  if (issue.code === 'too_big' && issue.origin === 'number') return `a number of at most ${String(issue.maximum)}`;
  return issue.message;
}

export function storeKind(config: Pick<Config, 'databaseUrl'>): 'sqlite' | 'postgres' {
  return config.databaseUrl ? 'postgres' : 'sqlite';
}
