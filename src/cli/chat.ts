/**
 * `sangdam chat`: an intake in the terminal — numbered choices, progress, and
 * the person's own summary at the end. `--script file` feeds lines instead of
 * asking, for demos and tests.
 */
import { readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline/promises';
import type { Command } from 'commander';
import { AppError } from '../errors.js';
import { createAppContext } from '../server/context.js';
import type { ExpectedInput } from '../workflows/intake/state.js';
import { ReferenceDate } from '../workflows/intake/reference-date.js';
import { configOrExit } from './load-config.js';

interface Io {
  ask(prompt: string): Promise<string | null>;
  say(text: string): void;
}

function render(bot: string, expected: ExpectedInput, completion: number): string {
  const options = expected.options?.length && !expected.options.every((o) => bot.includes(o.label))
    ? `\n${expected.options.map((o, i) => `  ${i + 1}. ${o.label}`).join('\n')}`
    : '';
  const progress = expected.type === 'none' ? '' : `\n[진행 ${completion}%]`;
  return `\n${bot}${options}${progress}`;
}

export async function runChat(io: Io, options: { referenceDate?: string; channel?: string } = {}): Promise<number> {
  const context = await createAppContext(configOrExit(), { watchKnowledge: false });
  try {
    const started = await context.intake.start({ channel: options.channel ?? 'cli', reference_date: options.referenceDate });
    io.say(render(started.bot_message, started.expected_input, started.completion_rate));
    let state = started.current_state;
    while (state !== 'COMPLETED' && state !== 'EMERGENCY_STOP') {
      const line = await io.ask('> ');
      if (line === null) {
        const ended = await context.intake.end(started.session_id);
        io.say(`\n${ended.summaries.COUNSELOR?.text ?? ''}`);
        break;
      }
      if (line.trim() === '') continue;
      try {
        const turn = await context.intake.message(started.session_id, line);
        io.say(render(turn.bot_message, turn.expected_input, turn.completion_rate));
        state = turn.current_state;
      } catch (error) {
        if (error instanceof AppError && error.status < 500) io.say(`\n(${error.message})`);
        else throw error;
      }
    }
    io.say(`\n세션 ID: ${started.session_id}`);
    return 0;
  } finally {
    await context.close();
  }
}

export function registerChatCommand(program: Command): void {
  program
    .command('chat')
    .description('터미널에서 상담 접수를 진행합니다')
    .option('--script <file>', '한 줄에 한 메시지씩 담긴 파일을 차례로 보냅니다')
    .option('--ref <date>', '기준일 (YYYY-MM-DD, 기본: 오늘)')
    .action(async (options: { script?: string; ref?: string }) => {
      const ref = options.ref === undefined ? undefined : ReferenceDate.safeParse(options.ref);
      if (ref && !ref.success) {
        console.error(`--ref ${options.ref}: ${ref.error.issues[0]!.message}`);
        process.exitCode = 2;
        return;
      }
      let io: Io;
      let close = () => {};
      if (options.script) {
        const lines = (await readFile(options.script, 'utf8')).split(/\r?\n/).filter((l) => l.trim() !== '');
        io = {
          ask: async (prompt) => {
            const next = lines.shift() ?? null;
            if (next !== null) console.log(`${prompt}${next}`);
            return next;
          },
          say: (text) => console.log(text),
        };
      } else {
        const rl = createInterface({ input: process.stdin, output: process.stdout });
        let ended = false;
        rl.on('close', () => (ended = true));
        io = {
          ask: async (prompt) => (ended ? null : rl.question(prompt).catch(() => null)),
          say: (text) => console.log(text),
        };
        close = () => rl.close();
      }
      try {
        process.exitCode = await runChat(io, { referenceDate: options.ref });
      } finally {
        close();
      }
    });
}
