/**
 * A small, strict XML reader for the law.go.kr Open API files: elements,
 * attributes, text, CDATA, comments and the five predefined entities (plus
 * numeric ones). Anything it cannot close — a truncated download above all —
 * is an XmlError that says which element was left open.
 */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** The element's own text (CDATA included), children's text excluded. */
  text: string;
}

export class XmlError extends Error {
  override name = 'XmlError';
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name] ?? whole;
  });
}

const TAG = /<(\/?)([^\s/>!?]+)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/y;
const ATTRIBUTE = /([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

export function parseXml(source: string): XmlElement {
  const xml = source.replace(/^\uFEFF/, '');
  if (xml.trim() === '') throw new XmlError('empty file');
  const root: XmlElement = { name: '#document', attributes: {}, children: [], text: '' };
  const open: XmlElement[] = [root];
  let at = 0;
  const lineAt = (offset: number) => xml.slice(0, offset).split('\n').length;
  while (at < xml.length) {
    const lt = xml.indexOf('<', at);
    const current = open[open.length - 1]!;
    if (lt < 0) {
      if (xml.slice(at).trim()) current.text += decode(xml.slice(at));
      break;
    }
    if (lt > at) current.text += decode(xml.slice(at, lt));
    const skip = (opener: string, closer: string): boolean => {
      if (!xml.startsWith(opener, lt)) return false;
      const end = xml.indexOf(closer, lt + opener.length);
      if (end < 0) throw new XmlError(`line ${lineAt(lt)}: ${opener} is never closed with ${closer} (truncated file?)`);
      if (opener === '<![CDATA[') current.text += xml.slice(lt + opener.length, end);
      at = end + closer.length;
      return true;
    };
    if (skip('<![CDATA[', ']]>') || skip('<!--', '-->') || skip('<?', '?>') || skip('<!', '>')) continue;
    TAG.lastIndex = lt;
    const tag = TAG.exec(xml);
    if (!tag) throw new XmlError(`line ${lineAt(lt)}: malformed tag${xml.indexOf('>', lt) < 0 ? ' (truncated file?)' : ''}`);
    const [whole, closing, name, attrs, selfClosing] = tag as unknown as [string, string, string, string, string];
    at = lt + whole.length;
    if (closing) {
      if (current.name !== name) {
        throw new XmlError(`line ${lineAt(lt)}: </${name}> closes <${current.name}>`);
      }
      open.pop();
      continue;
    }
    if (open.length === 1 && root.children.length > 0) throw new XmlError(`line ${lineAt(lt)}: a second root element <${name}>`);
    const element: XmlElement = { name, attributes: {}, children: [], text: '' };
    for (const a of attrs.matchAll(ATTRIBUTE)) element.attributes[a[1]!] = decode(a[2] ?? a[3] ?? '');
    current.children.push(element);
    if (!selfClosing) open.push(element);
  }
  if (open.length > 1) throw new XmlError(`the file ends inside <${open[open.length - 1]!.name}> (truncated file?)`);
  const top = root.children[0];
  if (!top) throw new XmlError('no root element');
  return top;
}

/** The first descendant (depth-first) with this name. */
export function find(element: XmlElement, name: string): XmlElement | undefined {
  for (const child of element.children) {
    if (child.name === name) return child;
    const deeper = find(child, name);
    if (deeper) return deeper;
  }
  return undefined;
}

/** Trimmed text of the first child with this name, or null. */
export function childText(element: XmlElement, name: string): string | null {
  const text = element.children.find((c) => c.name === name)?.text.trim();
  return text ? text : null;
}
