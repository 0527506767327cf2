/**
 * A minimal multipart/form-data reader (RFC 7578) for small uploads already
 * buffered by Fastify's body limit: named parts with their bytes and the
 * file name when one is given.
 */
export interface FormPart {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer;
}

export function boundaryOf(contentType: string | undefined): string | null {
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
  return match ? (match[1] ?? match[2]!) : null;
}

export function parseMultipart(body: Buffer, boundary: string): FormPart[] {
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: FormPart[] = [];
  let at = body.indexOf(delimiter);
  while (at >= 0) {
    const afterDelimiter = at + delimiter.length;
    if (body.subarray(afterDelimiter, afterDelimiter + 2).toString('latin1') === '--') break;
    const headerStart = afterDelimiter + 2;
    const headerEnd = body.indexOf('\r\n\r\n', headerStart);
    const next = body.indexOf(delimiter, headerStart);
    if (headerEnd < 0 || next < 0) break;
    const headers = body.subarray(headerStart, headerEnd).toString('utf8');
    const disposition = /content-disposition:[^\r\n]*?name="([^"]*)"(?:;\s*filename="([^"]*)")?/i.exec(headers);
    const type = /content-type:\s*([^\r\n]+)/i.exec(headers);
    if (disposition) {
      parts.push({
        name: disposition[1]!,
        ...(disposition[2] !== undefined ? { filename: disposition[2] } : {}),
        ...(type ? { contentType: type[1]!.trim() } : {}),
        // The CRLF before the next delimiter belongs to the framing.
        data: body.subarray(headerEnd + 4, next - 2),
      });
    }
    at = next;
  }
  return parts;
}
