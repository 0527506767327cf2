/**
 * Reads the legalize-kr layout (`kr/{법령명}/{구분}.md`): YAML front matter,
 * `#`–`####` headings for 편/장/절/관, `##### 제N조 (제목)` articles, `**①**`
 * paragraphs, and `## 부칙` (not ingested).
 */
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { normaliseArticle, statusOn, statuteId, type CorpusDocument } from '../corpus.js';
import type { Skipped } from './skip.js';

const yamlDate = z.union([z.string(), z.date()]).transform((value, ctx) => {
  const text = value instanceof Date ? value.toISOString().slice(0, 10) : value.trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) {
    ctx.addIssue({ code: 'custom', message: `"${text}" is not a YYYY-MM-DD date` });
    return z.NEVER;
  }
  return text;
});

const FrontMatter = z.object({
  제목: z.string().min(1),
  법령구분: z.string().min(1),
  공포일자: yamlDate,
  시행일자: yamlDate,
  출처: z.string().optional(),
  법령ID: z.union([z.string(), z.number()]).optional(),
});
export type LawFrontMatter = z.infer<typeof FrontMatter>;

export interface ParsedLawFile {
  meta: LawFrontMatter;
  articles: { article: string; title: string | null; chapter: string | null; text: string }[];
  /** True for a repeal stub: only a 제0조 saying the law is repealed. */
  repealStub: boolean;
}

export class LawFileError extends Error {
  override name = 'LawFileError';
}

const articleHeading = /^#####\s+(제\s*\d+\s*조(?:\s*의\s*\d+)?)\s*(?:\((.*)\))?\s*$/;
const sectionHeading = /^(#{1,4})\s+(.+?)\s*$/;

export function parseLawMarkdown(markdown: string): ParsedLawFile {
  const text = markdown.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const fm = /^---\n([\s\S]*?)\n---\n?/.exec(text);
  if (!fm) throw new LawFileError('no YAML front matter (--- … ---) at the top of the file');
  let rawMeta: unknown;
  try {
    rawMeta = parseYaml(fm[1]!);
  } catch (error) {
    throw new LawFileError(`front matter is not valid YAML: ${(error as Error).message.split('\n')[0]}`);
  }
  const meta = FrontMatter.safeParse(rawMeta);
  if (!meta.success) {
    const issue = meta.error.issues[0]!;
    throw new LawFileError(`front matter field ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  }

  const headings: string[] = [];
  const articles: ParsedLawFile['articles'] = [];
  let current: { article: string; title: string | null; chapter: string | null; lines: string[] } | null = null;
  const flush = () => {
    if (current) articles.push({ article: current.article, title: current.title, chapter: current.chapter, text: cleanBody(current.lines) });
    current = null;
  };
  for (const line of text.slice(fm[0].length).split('\n')) {
    const article = articleHeading.exec(line);
    if (article) {
      flush();
      const label = normaliseArticle(article[1]!.replace(/\s+/g, '')) ?? article[1]!;
      current = { article: label, title: article[2]?.trim() || null, chapter: headings.filter(Boolean).join(' > ') || null, lines: [] };
      continue;
    }
    const section = sectionHeading.exec(line);
    if (section) {
      flush();
      if (/^부\s*칙/.test(section[2]!)) break;
      const depth = section[1]!.length;
      // The first-level heading that repeats the law's name is the title, not a 편.
      if (depth === 1 && section[2] === meta.data.제목) continue;
      headings.length = depth;
      // Amendment notes such as "<신설 2021.4.13>" are history, not part of the name.
      headings[depth - 1] = section[2]!.replace(/\s*<[^>]*>\s*$/, '');
      continue;
    }
    current?.lines.push(line);
  }
  flush();
  const repealStub = articles.length > 0 && articles.every((a) => a.article === '제0조');
  return { meta: meta.data, articles: articles.filter((a) => a.article !== '제0조'), repealStub };
}

/** `**①**` → `①`, Markdown escapes removed, one line per 항/호/목, no blank lines. */
function cleanBody(lines: string[]): string {
  return lines
    .map((l) =>
      l
        .replace(/\*\*([①-⑳㉑-㉟]|\d+)\*\*/g, '$1')
        .replace(/\\([.\-*_#()[\]])/g, '$1')
        .trim(),
    )
    .filter((l) => l.length > 0)
    .join('\n');
}

export interface LawFileInput {
  /** Path relative to the repository root, e.g. kr/근로기준법/법률(법률).md. */
  path: string;
  markdown: string;
  /** The git commit the text was read from, when it came from history rather than the working tree. */
  commit?: string;
}

/**
 * Turns the files of a law folder into documents: of several files with the same
 * 제목 and 법령구분 (e.g. `법률(법률).md` and a repealed stub `법률.md`), the one
 * promulgated last wins.
 */
export function lawFilesToDocuments(files: LawFileInput[], asOf: string, sourcePrefix = 'legalize-kr'): { documents: CorpusDocument[]; skipped: Skipped[] } {
  const skipped: Skipped[] = [];
  const chosen = new Map<string, { file: LawFileInput; parsed: ParsedLawFile }>();
  for (const file of files) {
    let parsed: ParsedLawFile;
    try {
      parsed = parseLawMarkdown(file.markdown);
    } catch (error) {
      skipped.push({ where: file.path, reason: (error as Error).message });
      continue;
    }
    if (parsed.repealStub) {
      skipped.push({ where: file.path, reason: `repeal stub of ${parsed.meta.제목} (${parsed.meta.공포일자}): no articles in force` });
      continue;
    }
    if (parsed.articles.length === 0) {
      skipped.push({ where: file.path, reason: 'no articles (##### 제N조 headings) found' });
      continue;
    }
    const key = `${parsed.meta.제목}\u0000${parsed.meta.법령구분}`;
    const previous = chosen.get(key);
    if (!previous || parsed.meta.공포일자 > previous.parsed.meta.공포일자) {
      if (previous) skipped.push({ where: previous.file.path, reason: `superseded by ${file.path} (promulgated ${parsed.meta.공포일자})` });
      chosen.set(key, { file, parsed });
    } else {
      skipped.push({ where: file.path, reason: `superseded by ${previous.file.path} (promulgated ${previous.parsed.meta.공포일자})` });
    }
  }
  const documents: CorpusDocument[] = [];
  for (const { file, parsed } of chosen.values()) {
    const law = parsed.meta.제목;
    for (const a of parsed.articles) {
      if (!a.text || /^삭제\s*<[^>]*>$/.test(a.text)) continue;
      documents.push({
        id: statuteId(law, a.article),
        doc_type: 'statute',
        law,
        article: a.article,
        paragraph: null,
        chapter: a.chapter,
        title: a.title,
        text: a.text,
        promulgated: parsed.meta.공포일자,
        effective: parsed.meta.시행일자,
        version_status: statusOn(parsed.meta.시행일자, asOf),
        url: parsed.meta.출처 ?? null,
        source: `${sourcePrefix}${file.commit ? `@${file.commit}` : ''}:${file.path}`,
        parent_id: null,
      });
    }
  }
  return { documents, skipped };
}
