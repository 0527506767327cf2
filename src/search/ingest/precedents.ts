/**
 * Court decisions as JSONL: 판시사항 (issues), 판결요지 (holding) and 참조조문
 * (cited articles), under the English keys of precedent_refs_dev.jsonl or the
 * Korean field names of the law.go.kr precedent API. One decision is one
 * document; the cited articles stay in its text so a search for the statute
 * finds the decisions that apply it.
 */
import { z } from 'zod';
import type { CorpusDocument } from '../corpus.js';
import { readJsonLine, type JsonLineResult } from './json-line.js';
import type { JsonlLine } from './jsonl.js';

const text = z.string().nullable().optional();

const PrecedentLine = z
  .object({
    id: z.union([z.string(), z.number()]).optional(),
    판례일련번호: z.union([z.string(), z.number()]).optional(),
    case_no: z.string().optional(),
    사건번호: z.string().optional(),
    case_name: text,
    사건명: text,
    court: text,
    법원명: text,
    date: text,
    선고일자: text,
    issues: text,
    판시사항: text,
    holding: text,
    판결요지: text,
    refs_raw: text,
    참조조문: text,
    url: text,
    source: z.string().optional(),
  })
  .transform((r) => ({
    caseNo: r.case_no ?? r.사건번호,
    serial: r.id ?? r.판례일련번호,
    name: r.case_name ?? r.사건명 ?? null,
    court: r.court ?? r.법원명 ?? null,
    date: isoDate(r.date ?? r.선고일자 ?? null),
    issues: r.issues ?? r.판시사항 ?? null,
    holding: r.holding ?? r.판결요지 ?? null,
    refs: r.refs_raw ?? r.참조조문 ?? null,
    url: r.url ?? null,
    source: r.source,
  }));
export type Precedent = z.output<typeof PrecedentLine>;

/** "2011.07.29", "20110729" and "2011-07-29" → "2011-07-29". */
function isoDate(value: string | null): string | null {
  const digits = value?.replace(/\D/g, '') ?? '';
  return digits.length === 8 ? `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6)}` : null;
}

/** A decision as a document, or why it cannot be one. */
export function precedentDocument(p: Precedent, where: string): JsonLineResult<CorpusDocument> {
  const caseNo = p.caseNo?.trim();
  if (!caseNo) return { ok: false, skipped: { where, reason: 'no case number (case_no / 사건번호)' } };
  const sections = [
    ['판시사항', p.issues],
    ['판결요지', p.holding],
    ['참조조문', p.refs],
  ].filter((s): s is [string, string] => Boolean(s[1]?.trim()));
  if (!sections.some(([label]) => label !== '참조조문')) return { ok: false, skipped: { where, reason: `${caseNo}: neither 판시사항 nor 판결요지` } };
  return {
    ok: true,
    data: {
      id: `precedent:${caseNo}${p.serial === undefined ? '' : `:${p.serial}`}`,
      doc_type: 'precedent',
      law: null,
      article: null,
      paragraph: null,
      chapter: p.court,
      title: [p.court, p.date, caseNo, p.name].filter(Boolean).join(' '),
      // One line per section: the API wraps long 참조조문 lists over several lines.
      text: sections.map(([label, body]) => `[${label}] ${body.replace(/\s+/g, ' ').trim()}`).join('\n'),
      promulgated: p.date,
      effective: p.date,
      version_status: 'in_force',
      url: p.url,
      source: p.source ?? where,
      parent_id: null,
    },
  };
}

export function parsePrecedentLine(line: string, where: string): JsonlLine {
  const parsed = readJsonLine(line, where, PrecedentLine);
  if (parsed.ok !== true) return parsed;
  const doc = precedentDocument(parsed.data, where);
  return doc.ok === true ? { ok: true, document: doc.data } : doc;
}
