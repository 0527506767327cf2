/**
 * Builds contract files in memory for upload tests: a PDF whose text layer is
 * Korean (a Type0 font with Identity-H CIDs and a ToUnicode CMap, written by
 * hand) and a DOCX (the three parts Word needs, zipped with jszip).
 */
import JSZip from 'jszip';

export function koreanPdf(lines: readonly string[]): Buffer {
  const chars = [...new Set(lines.join(''))];
  const cid = (ch: string) => (chars.indexOf(ch) + 1).toString(16).padStart(4, '0').toUpperCase();
  const hex = (ch: string) => ch.codePointAt(0)!.toString(16).padStart(4, '0').toUpperCase();
  const content = ['BT', '/F1 11 Tf', '14 TL', '40 800 Td', ...lines.map((line) => `<${[...line].map(cid).join('')}> Tj T*`), 'ET'].join('\n');
  const cmap = [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange <0000> <FFFF> endcodespacerange',
    ...chunk(chars, 100).flatMap((group) => [`${group.length} beginbfchar`, ...group.map((ch) => `<${cid(ch)}> <${hex(ch)}>`), 'endbfchar']),
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    stream(content),
    '<< /Type /Font /Subtype /Type0 /BaseFont /KoreanTest /Encoding /Identity-H /DescendantFonts [6 0 R] /ToUnicode 7 0 R >>',
    '<< /Type /Font /Subtype /CIDFontType2 /BaseFont /KoreanTest /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /FontDescriptor 8 0 R /DW 1000 /CIDToGIDMap /Identity >>',
    stream(cmap),
    '<< /Type /FontDescriptor /FontName /KoreanTest /Flags 4 /FontBBox [0 -200 1000 900] /ItalicAngle 0 /Ascent 900 /Descent -200 /CapHeight 700 /StemV 80 >>',
  ];
  let pdf = '%PDF-1.7\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

function stream(body: string): string {
  return `<< /Length ${Buffer.byteLength(body, 'latin1')} >>\nstream\n${body}\nendstream`;
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export async function docx(lines: readonly string[]): Promise<Buffer> {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  const paragraphs = lines.map((line) => `<w:p><w:r><w:t xml:space="preserve">${escapeXml(line)}</w:t></w:r></w:p>`).join('');
  zip.file('word/document.xml', `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraphs}</w:body></w:document>`);
  return zip.generateAsync({ type: 'nodebuffer' });
}

const UNDERPAID_HOURLY = '시급 9,500원, 매월 10일 계좌로 지급한다. 주휴수당은 지급하지 않는다.';

/**
 * A café contract for the API, LLM and browser tests. With the default pay it
 * breaks three rules in 2025: MINIMUM_WAGE, WEEKLY_HOLIDAY_PAY, PENALTY_CLAUSE.
 */
export function cafeContractLines(options: { pay?: string; extra?: readonly string[] } = {}): string[] {
  return [
    '근로계약서',
    '제1조(근로계약기간) 2025년 3월 1일부터 기간의 정함 없음',
    '제2조(근무장소) 서울 마포구 카페',
    '제3조(업무내용) 음료 제조',
    '제4조(근로시간) 근무일: 주 5일',
    '근로시간: 09:00~18:00 (휴게시간 12:00~13:00)',
    '제5조(휴일) 주휴일: 매주 일요일',
    `제6조(임금) ${options.pay ?? UNDERPAID_HOURLY}`,
    '제7조(위약금) 1년 안에 퇴사하면 위약금 1,000,000원을 배상한다.',
    '제8조(연차) 연차휴가는 근로기준법에 따라 부여한다.',
    ...(options.extra ?? []),
  ];
}
