/** The `sangdam` command. Each sub-command lives in its own module. */
import { Command } from 'commander';
import { version } from '../version.js';
import { registerChatCommand } from './chat.js';
import { registerDataCommand } from './data.js';
import { registerDbCommand } from './db.js';
import { registerDoctorCommand } from './doctor.js';
import { registerIngestCommands } from './ingest.js';
import { registerKbCommand } from './kb.js';
import { registerParseCommand } from './parse.js';
import { registerRetentionCommand } from './retention.js';
import { registerServeCommand } from './serve.js';

export function buildProgram(): Command {
  const program = new Command('sangdam')
    .description('sangdam — 지식 기반 법률 상담 도우미 (상담 접수, 법률 Q&A, 계약서 검토, 팝업 추천)')
    .version(version)
    .showHelpAfterError();
  registerServeCommand(program);
  registerDbCommand(program);
  registerDoctorCommand(program);
  registerKbCommand(program);
  registerChatCommand(program);
  registerParseCommand(program);
  registerIngestCommands(program);
  registerDataCommand(program);
  registerRetentionCommand(program);
  return program;
}

await buildProgram().parseAsync(process.argv);
