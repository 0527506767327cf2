/**
 * `sangdam kb build | check | export | stats`: the knowledge workbook and its
 * compiled YAML. Each sub-command is a function returning its output lines and
 * exit code, so tests call the same code the command runs.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Command } from 'commander';
import { compileWorkbook, compileYamlDirectory, type CompileOptions, type CompileResult } from '../knowledge/compile.js';
import { formatIssue, type KnowledgeIssue } from '../knowledge/issues.js';
import { BUNDLED_KNOWLEDGE_DIR, knowledgePaths } from '../knowledge/layout.js';
import { knowledgeStats } from '../knowledge/stats.js';
import { writeWorkbook } from '../knowledge/workbook/write.js';
import { writeFileAtomically, writeYamlFiles } from '../knowledge/yaml-write.js';

export interface KbReport {
  exitCode: 0 | 1;
  lines: string[];
}

/** Workbook → YAML. With any error nothing is written. */
export async function kbBuild(dir: string, options: CompileOptions = {}): Promise<KbReport> {
  const paths = knowledgePaths(dir);
  if (!existsSync(paths.workbook)) {
    return { exitCode: 1, lines: [`${paths.workbook} does not exist; run \`sangdam kb export\` to create it from the YAML.`] };
  }
  const result = await compileWorkbook(await readFile(paths.workbook), options);
  const lines = issueLines(result);
  if (!result.knowledge) {
    lines.push(`kb build: ${count(result.errors.length, 'error')} in ${path.basename(paths.workbook)}; nothing was written.`);
    return { exitCode: 1, lines };
  }
  const summary = await writeYamlFiles(paths.yamlDir, result.files);
  lines.push(
    `kb build: version ${result.knowledge.version} — ${summary.written.length} written, ${summary.removed.length} removed, ${summary.unchanged} unchanged, ${count(result.warnings.length, 'warning')}.`,
  );
  return { exitCode: 0, lines };
}

/**
 * Checks the YAML folder, and the workbook when there is one: both must be
 * valid, and the YAML must be the workbook's compiled form.
 */
export async function kbCheck(dir: string, options: CompileOptions = {}): Promise<KbReport> {
  const paths = knowledgePaths(dir);
  const yaml = await compileYamlDirectory(paths.yamlDir, options);
  const lines = issueLines(yaml);
  let errors = yaml.errors.length;
  let warnings = yaml.warnings.length;
  if (existsSync(paths.workbook)) {
    const workbook = await compileWorkbook(await readFile(paths.workbook), options);
    lines.push(...issueLines(workbook));
    errors += workbook.errors.length;
    warnings += workbook.warnings.length;
    if (workbook.knowledge && yaml.knowledge && workbook.knowledge.version !== yaml.knowledge.version) {
      lines.push(`error ${path.relative(process.cwd(), paths.yamlDir) || paths.yamlDir}: is not the compiled form of ${path.basename(paths.workbook)}; run \`sangdam kb build\``);
      errors++;
    }
  }
  const version = yaml.knowledge ? ` (version ${yaml.knowledge.version})` : '';
  lines.push(errors === 0 ? `kb check: OK${version}, ${count(warnings, 'warning')}.` : `kb check: ${count(errors, 'error')}, ${count(warnings, 'warning')}.`);
  return { exitCode: errors === 0 ? 0 : 1, lines };
}

/**
 * YAML → workbook (folding transitional fields.extra.*.yaml into the Fields
 * sheet). Files that fail their schema cannot be exported without losing them,
 * so they stop the export; other errors are listed to fix in the workbook.
 */
export async function kbExport(dir: string, options: CompileOptions & { out?: string; force?: boolean } = {}): Promise<KbReport> {
  const paths = knowledgePaths(dir);
  const target = options.out ?? paths.workbook;
  if (existsSync(target) && !options.force) {
    return { exitCode: 1, lines: [`${target} already exists; pass --force to overwrite it (edits not yet built would be lost).`] };
  }
  const result = await compileYamlDirectory(paths.yamlDir, options);
  const lines = issueLines(result);
  if (result.incomplete.length > 0) {
    lines.push(`kb export: ${result.incomplete.join(', ')} could not be read; fix them first. Nothing was written.`);
    return { exitCode: 1, lines };
  }
  await writeFileAtomically(target, await writeWorkbook(result.docs));
  const remaining = result.errors.length ? ` ${count(result.errors.length, 'error')} remain: fix them in the workbook, then run \`sangdam kb build\`.` : '';
  lines.push(`kb export: wrote ${target}.${remaining}`);
  return { exitCode: 0, lines };
}

export async function kbStats(dir: string, options: CompileOptions = {}): Promise<KbReport> {
  const result = await compileYamlDirectory(knowledgePaths(dir).yamlDir, options);
  const stats = knowledgeStats(result.docs);
  const columns = ['scenario_code', 'level2', 'keywords', 'expressions', 'questions', 'facts', 'rules'];
  const rows = stats.per_scenario.map((scenario) => [
    scenario.scenario_code,
    scenario.level2,
    String(scenario.keywords),
    String(scenario.typical_expressions),
    String(scenario.questions),
    String(scenario.facts),
    String(scenario.rules),
  ]);
  const lines = [
    `level1: ${stats.level1}  level2: ${stats.level2}  scenarios: ${stats.scenarios}  fields: ${stats.fields}  K0 messages: ${stats.k0_messages}  K4 formats: ${stats.k4_formats}`,
    ...table(columns, rows),
  ];
  if (result.errors.length) lines.push(`(${count(result.errors.length, 'error')} in the content; run \`sangdam kb check\`)`);
  return { exitCode: 0, lines };
}

function issueLines(result: Pick<CompileResult, 'errors' | 'warnings'>): string[] {
  const line = (issue: KnowledgeIssue) => `${issue.severity} ${formatIssue(issue)}`;
  return [...result.errors.map(line), ...result.warnings.map(line)];
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

function table(header: string[], rows: string[][]): string[] {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const render = (cells: string[]) => cells.map((cell, column) => (column < 2 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ');
  return [render(header), ...rows.map(render)];
}

export function registerKbCommand(program: Command): void {
  const kb = program.command('kb').description('지식 베이스(knowledge_base.xlsx ↔ knowledge/yaml) 빌드·검사·내보내기·통계');
  const dirOption = ['--dir <dir>', 'knowledge folder (holds knowledge_base.xlsx and yaml/)', BUNDLED_KNOWLEDGE_DIR] as const;
  const run = async (report: Promise<KbReport>) => {
    const { exitCode, lines } = await report;
    for (const line of lines) (exitCode === 0 ? console.log : console.error)(line);
    process.exitCode = exitCode;
  };
  kb.command('build')
    .description('workbook → YAML (deterministic); nothing is written when there are errors')
    .option(...dirOption)
    .action((options: { dir: string }) => run(kbBuild(options.dir)));
  kb.command('check')
    .description('validate the YAML (and the workbook if present) with cell/line locations; exits 1 on errors')
    .option(...dirOption)
    .action((options: { dir: string }) => run(kbCheck(options.dir)));
  kb.command('export')
    .description('YAML → workbook (knowledge_base.xlsx)')
    .option(...dirOption)
    .option('--out <file>', 'write the workbook here instead of <dir>/knowledge_base.xlsx')
    .option('--force', 'overwrite an existing workbook')
    .action((options: { dir: string; out?: string; force?: boolean }) => run(kbExport(options.dir, { out: options.out, force: options.force })));
  kb.command('stats')
    .description('counts of level1/level2/scenarios and, per scenario, keywords, questions, facts and risk rules')
    .option(...dirOption)
    .action((options: { dir: string }) => run(kbStats(options.dir)));
}
