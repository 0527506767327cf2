/**
 * Files saved from the 국가법령정보센터 Open API (law.go.kr, lawService.do,
 * type=XML): law text (`<법령>` with `<기본정보>` and `<조문>/<조문단위>`) and
 * precedents (`<PrecService>` with 판시사항, 판결요지, 참조조문). A law file
 * becomes one document per article (조문여부 "조문"; "전문" units are the
 * 편/장/절/관 headings that make the chapter path); a precedent file one document.
 */
import { normaliseArticle, statusOn, statuteId, type CorpusDocument } from '../corpus.js';
import { precedentDocument } from './precedents.js';
import type { Skipped } from './skip.js';
import { childText, find, parseXml, XmlError, type XmlElement } from './xml.js';

export interface XmlFileResult {
  documents: CorpusDocument[];
  skipped: Skipped[];
}

/** "20210406" → "2021-04-06"; null when it is not eight digits. */
function apiDate(value: string | null): string | null {
  return value && /^\d{8}$/.test(value) ? `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6)}` : null;
}

/** Markup the API leaves inside text (<br/>, <p>) becomes line breaks; blank lines go. */
function plain(text: string | null): string {
  return (text ?? '')
    .replace(/<br\s*\/?>|<\/?p[^>]*>/gi, '\n')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .join('\n');
}

const HEADING_DEPTH: Record<string, number> = { 편: 1, 장: 2, 절: 3, 관: 4 };

function lawDocuments(root: XmlElement, where: string, asOf: string): XmlFileResult {
  const info = find(root, '기본정보');
  const law = info && childText(info, '법령명_한글');
  if (!info || !law) return { documents: [], skipped: [{ where, reason: 'no <기본정보>/<법령명_한글>: not a law.go.kr law text file' }] };
  const promulgated = apiDate(childText(info, '공포일자'));
  const effective = apiDate(childText(info, '시행일자'));
  const headings: string[] = [];
  const documents: CorpusDocument[] = [];
  const skipped: Skipped[] = [];
  for (const unit of find(root, '조문')?.children.filter((c) => c.name === '조문단위') ?? []) {
    const body = plain(childText(unit, '조문내용'));
    if (childText(unit, '조문여부') === '전문') {
      const depth = HEADING_DEPTH[/^제\s*\d+\s*(편|장|절|관)/.exec(body)?.[1] ?? ''];
      if (depth) {
        headings.length = depth;
        headings[depth - 1] = body.replace(/\s*<[^>]*>\s*$/, '');
      }
      continue;
    }
    const number = childText(unit, '조문번호');
    const branch = childText(unit, '조문가지번호');
    const article = normaliseArticle(`제${number ?? ''}조${branch ? `의${branch}` : ''}`);
    if (!article) {
      skipped.push({ where: `${where} 조문키=${unit.attributes['조문키'] ?? '?'}`, reason: `조문번호 "${number ?? ''}" is not a number` });
      continue;
    }
    // 조문내용 repeats the heading ("제36조(금품 청산) …"); the paragraphs carry the rest.
    const lead = body.replace(/^제\s*\d+\s*조(?:\s*의\s*\d+)?\s*(?:\([^)]*\))?\s*/, '');
    const text = [lead, ...unit.children.filter((c) => c.name === '항').flatMap(paragraphLines)].filter(Boolean).join('\n');
    if (!text || /^삭제\s*(<[^>]*>)?$/.test(text)) continue;
    const articleEffective = apiDate(childText(unit, '조문시행일자')) ?? effective;
    documents.push({
      id: statuteId(law, article),
      doc_type: 'statute',
      law,
      article,
      paragraph: null,
      chapter: headings.filter(Boolean).join(' > ') || null,
      title: childText(unit, '조문제목'),
      text,
      promulgated,
      effective: articleEffective,
      version_status: statusOn(articleEffective, asOf),
      url: `https://www.law.go.kr/법령/${law.replace(/\s+/g, '')}`,
      source: `law.go.kr:${where}`,
      parent_id: null,
    });
  }
  if (documents.length === 0 && skipped.length === 0) skipped.push({ where, reason: `${law}: no articles (<조문단위> with 조문여부 조문)` });
  return { documents, skipped };
}

/** 항내용, then its 호 and their 목, one line each. */
function paragraphLines(paragraph: XmlElement): string[] {
  const lines = [plain(childText(paragraph, '항내용'))];
  for (const item of paragraph.children.filter((c) => c.name === '호')) {
    lines.push(plain(childText(item, '호내용')));
    for (const sub of item.children.filter((c) => c.name === '목')) lines.push(plain(childText(sub, '목내용')));
  }
  return lines.filter(Boolean);
}

function precedentFile(root: XmlElement, where: string): XmlFileResult {
  const field = (name: string) => plain(childText(root, name)) || null;
  const result = precedentDocument(
    {
      caseNo: field('사건번호') ?? undefined,
      serial: field('판례정보일련번호') ?? undefined,
      name: field('사건명'),
      court: field('법원명'),
      date: apiDate(field('선고일자')),
      issues: field('판시사항'),
      holding: field('판결요지'),
      refs: field('참조조문'),
      url: null,
      source: `law.go.kr:${where}`,
    },
    where,
  );
  return result.ok === true ? { documents: [result.data], skipped: [] } : { documents: [], skipped: result.ok === false ? [result.skipped] : [] };
}

/** One saved API response: a law's text or a precedent; a broken file is one skipped entry with the reason. */
export function lawGoKrDocuments(xml: string, where: string, asOf: string): XmlFileResult {
  let root: XmlElement;
  try {
    root = parseXml(xml);
  } catch (error) {
    if (error instanceof XmlError) return { documents: [], skipped: [{ where, reason: `not well-formed XML: ${error.message}` }] };
    throw error;
  }
  if (root.name === 'PrecService' || childText(root, '사건번호')) return precedentFile(root, where);
  if (root.name === '법령' || find(root, '기본정보')) return lawDocuments(root, where, asOf);
  return { documents: [], skipped: [{ where, reason: `root element <${root.name}> is neither <법령> (law text) nor <PrecService> (precedent)` }] };
}
