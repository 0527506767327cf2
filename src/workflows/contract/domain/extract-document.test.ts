import { describe, expect, it } from 'vitest';
import { docx, koreanPdf } from '../../../../test/support/contract-files.js';
import { AppError } from '../../../errors.js';
import { readContractReview } from '../../../knowledge/contract-review.js';
import { extractDocument } from './extract-document.js';

const review = readContractReview('./knowledge');
const options = { maxBytes: 1024 * 1024 };
const lines = ['제1조(근무장소) 서울 마포구', '제2조(임금) 시급 10,030원'];

describe('extractDocument', () => {
  it('reads the Korean text layer of a PDF', async () => {
    const { text, sourceType } = await extractDocument('contract.pdf', koreanPdf(lines), review, options);
    expect(sourceType).toBe('pdf');
    expect(text).toContain('제1조(근무장소) 서울 마포구');
    expect(text).toContain('시급 10,030원');
  });

  it('reads the paragraphs of a DOCX', async () => {
    const { text, sourceType } = await extractDocument('contract.docx', await docx(lines), review, options);
    expect(sourceType).toBe('docx');
    expect(text.split('\n').filter(Boolean)).toEqual(lines);
  });

  it('names the Debian packages when the tesseract command is missing', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const error = await extractDocument('scan.png', png, review, { ...options, tesseractCommand: '/nonexistent/tesseract' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('OCR_UNAVAILABLE');
    expect((error as AppError).message).toContain('tesseract-ocr-kor');
    expect((error as AppError).message).toContain('tesseract-ocr');
  });

  it('refuses files over the size limit and unknown types with their own messages', async () => {
    const tooBig = await extractDocument('a.txt', Buffer.alloc(2048, 0x41), review, { maxBytes: 1024 }).catch((e: unknown) => e);
    expect((tooBig as AppError).code).toBe('UPLOAD_TOO_LARGE');
    const unknown = await extractDocument('a.hwp', Buffer.from('HWP Document File'), review, options).catch((e: unknown) => e);
    expect((unknown as AppError).code).toBe('UNSUPPORTED_FILE_TYPE');
    expect((unknown as AppError).message).toContain('.hwp');
  });

  it('says a PDF without a text layer has no text', async () => {
    const error = await extractDocument('scan.pdf', koreanPdf([]), review, options).catch((e: unknown) => e);
    expect((error as AppError).code).toBe('PDF_WITHOUT_TEXT');
  });
});
