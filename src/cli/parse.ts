/**
 * `sangdam parse <kind> "<text>"`: runs one Korean parser and prints JSON, for
 * operators checking how a phrase is read. `sangdam parse --batch` reads JSON
 * lines from stdin and writes one result per line; a bad line yields an error
 * line naming it, and the batch goes on.
 */
import { createInterface } from 'node:readline';
import type { Command } from 'commander';
import { z } from 'zod';
import {
  ANSWER_TYPES,
  detectEmergency,
  extractEmotions,
  maskPii,
  parseAmount,
  parseAnswer,
  parseDate,
  tokenize,
  type AnswerType,
} from '../korean/index.js';

export const PARSE_KINDS = ['date', 'amount', 'answer', 'pii', 'emergency', 'emotion', 'tokens'] as const;
export type ParseKind = (typeof PARSE_KINDS)[number];

const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'ref must be YYYY-MM-DD');

export const ParseRequest = z.object({
  kind: z.enum(PARSE_KINDS),
  text: z.string(),
  ref: IsoDate.optional(),
  type: z.enum(ANSWER_TYPES as [AnswerType, ...AnswerType[]]).optional(),
  options: z.array(z.string()).optional(),
});
export type ParseRequest = z.infer<typeof ParseRequest>;

export interface ParseOutput {
  kind: ParseKind;
  text: string;
  result: unknown;
}

const today = () => new Date().toISOString().slice(0, 10);

/** The pure core of the command: one request → one `{kind, text, result}`. */
export function runParse(request: ParseRequest): ParseOutput {
  const { kind, text } = request;
  const ref = request.ref ?? today();
  switch (kind) {
    case 'date':
      return { kind, text, result: parseDate(text, ref) };
    case 'amount':
      return { kind, text, result: parseAmount(text) };
    case 'answer':
      return { kind, text, result: parseAnswer(text, { type: request.type ?? 'string', options: request.options, ref }) };
    case 'pii':
      return { kind, text, result: maskPii(text) };
    case 'emergency':
      return { kind, text, result: detectEmergency(text) };
    case 'emotion':
      return { kind, text, result: extractEmotions(text) };
    case 'tokens':
      return { kind, text, result: tokenize(text) };
  }
}

const describe = (error: z.ZodError) => error.issues.map((i) => `${i.path.join('.') || 'input'}: ${i.message}`).join('; ');

/** One batch line → its output, or `{line, error}` for a line that is not a valid request. */
export function runBatchLine(line: string, lineNumber: number): ParseOutput | { line: number; error: string } {
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch {
    return { line: lineNumber, error: `line ${lineNumber}: not valid JSON` };
  }
  const request = ParseRequest.safeParse(json);
  if (!request.success) return { line: lineNumber, error: `line ${lineNumber}: ${describe(request.error)}` };
  return runParse(request.data);
}

interface CommandOptions {
  ref?: string;
  type?: string;
  options?: string;
  batch?: boolean;
}

async function runBatch(): Promise<void> {
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  let lineNumber = 0;
  for await (const line of lines) {
    lineNumber++;
    if (line.trim().length === 0) continue;
    process.stdout.write(`${JSON.stringify(runBatchLine(line, lineNumber))}\n`);
  }
}

export function registerParseCommand(program: Command): void {
  program
    .command('parse')
    .description(`한국어 파서 실행 결과를 JSON으로 출력합니다 (${PARSE_KINDS.join('|')}); --batch는 표준 입력의 JSON 줄을 처리합니다`)
    .argument('[kind]', PARSE_KINDS.join('|'))
    .argument('[text]', '분석할 문장')
    .option('--ref <date>', '기준 날짜 YYYY-MM-DD (기본: 오늘)')
    .option('--type <type>', `answer 유형: ${ANSWER_TYPES.join('|')}`)
    .option('--options <list>', 'choice 선택지, 쉼표로 구분 (a,b,c)')
    .option('--batch', '표준 입력에서 {"kind","text","ref"?,"type"?,"options"?} JSON 줄을 읽습니다')
    .action(async (kind: string | undefined, text: string | undefined, options: CommandOptions) => {
      if (options.batch) return runBatch();
      const request = ParseRequest.safeParse({
        kind,
        text,
        ref: options.ref,
        type: options.type,
        options: options.options?.split(',').map((o) => o.trim()).filter((o) => o.length > 0),
      });
      if (!request.success) {
        process.stderr.write(`sangdam parse: ${describe(request.error)}\n사용법: sangdam parse <${PARSE_KINDS.join('|')}> "<text>" [--ref YYYY-MM-DD] [--type ...] [--options a,b,c]\n`);
        process.exitCode = 2;
        return;
      }
      process.stdout.write(`${JSON.stringify(runParse(request.data))}\n`);
    });
}
