/**
 * Turns an upload into contract text: plain text, a PDF's text layer
 * (pdfjs-dist), DOCX (mammoth) or an image read by the `tesseract` command.
 * Every failure is an AppError with a message from the knowledge base.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AppError } from '../../../errors.js';
import type { ContractReview } from '../../../knowledge/contract-review.js';
import { fillTemplate } from '../../../knowledge/llm-prompts.js';

export const sourceTypes = ['text', 'txt', 'pdf', 'docx', 'image'] as const;
export type SourceType = (typeof sourceTypes)[number];

export interface ExtractOptions {
  /** The OCR command (default `tesseract`); tests point it elsewhere. */
  tesseractCommand?: string;
  maxBytes: number;
}

export const DEFAULT_MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** The source type from the file name and its first bytes, or null when unsupported. */
export function sourceTypeOf(filename: string, bytes: Buffer): Exclude<SourceType, 'text'> | null {
  const ext = path.extname(filename).toLowerCase();
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (ext === '.docx' && bytes.subarray(0, 2).toString('latin1') === 'PK') return 'docx';
  if (['.png', '.jpg', '.jpeg'].includes(ext) || isImage(bytes)) return 'image';
  if (ext === '.txt' || ext === '.text' || ext === '') return 'txt';
  return null;
}

function isImage(bytes: Buffer): boolean {
  return bytes.subarray(1, 4).toString('latin1') === 'PNG' || (bytes[0] === 0xff && bytes[1] === 0xd8);
}

export async function extractDocument(filename: string, bytes: Buffer, review: ContractReview, options: ExtractOptions): Promise<{ text: string; sourceType: SourceType }> {
  const say = (key: string, values: Record<string, string> = {}) => fillTemplate(review.upload_errors[key] ?? key, values);
  if (bytes.length > options.maxBytes) {
    throw new AppError(413, 'UPLOAD_TOO_LARGE', say('too_large', { size_mb: (bytes.length / 1048576).toFixed(1), limit_mb: String(Math.round(options.maxBytes / 1048576)) }));
  }
  const sourceType = sourceTypeOf(filename, bytes);
  if (!sourceType) throw new AppError(415, 'UNSUPPORTED_FILE_TYPE', say('unsupported_type', { type: path.extname(filename) || filename }));
  let text: string;
  try {
    text = await readers[sourceType](bytes, options, say);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(422, 'UNREADABLE_FILE', say('unreadable', { type: sourceType, detail: (error as Error).message }));
  }
  if (!text.trim()) throw new AppError(422, sourceType === 'pdf' ? 'PDF_WITHOUT_TEXT' : 'EMPTY_CONTRACT', say(sourceType === 'pdf' ? 'pdf_no_text' : 'empty_text'));
  return { text: text.replace(/\r\n?/g, '\n'), sourceType };
}

type Say = (key: string, values?: Record<string, string>) => string;
type Reader = (bytes: Buffer, options: ExtractOptions, say: Say) => Promise<string>;

const readers: Record<Exclude<SourceType, 'text'>, Reader> = {
  txt: async (bytes) => new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, ''),
  pdf: readPdf,
  docx: async (bytes) => {
    const mammoth = await import('mammoth');
    return (await mammoth.default.extractRawText({ buffer: bytes })).value;
  },
  image: readImage,
};

async function readPdf(bytes: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, disableFontFace: true, isEvalSupported: false, verbosity: 0 }).promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      let page = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        page += item.str + (item.hasEOL ? '\n' : '');
      }
      pages.push(page);
    }
    return pages.join('\n');
  } finally {
    await doc.destroy();
  }
}

// --psm 6 (one block of text) reads a contract page; the automatic layout mode
// turned clean rendered Korean lines into noise in our trials.
async function readImage(bytes: Buffer, options: ExtractOptions, say: Say): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'sangdam-ocr-'));
  const input = path.join(dir, 'contract-image');
  try {
    await writeFile(input, bytes);
    return await new Promise<string>((resolve, reject) => {
      execFile(options.tesseractCommand ?? 'tesseract', [input, 'stdout', '-l', 'kor+eng', '--psm', '6'], { maxBuffer: 16 * 1024 * 1024, timeout: 120_000 }, (error, stdout, stderr) => {
        if (!error) return resolve(stdout);
        const missing = (error as NodeJS.ErrnoException).code === 'ENOENT' || /Failed loading language|kor\.traineddata/.test(stderr);
        reject(missing ? new AppError(501, 'OCR_UNAVAILABLE', say('ocr_missing')) : new AppError(422, 'OCR_FAILED', say('ocr_failed', { detail: stderr.trim().split('\n')[0] ?? error.message })));
      });
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
