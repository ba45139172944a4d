// The document's XMP packet, found by scanning the bytes, as the XMP specification intends
// ("packet scanning": writers leave the metadata stream uncompressed and wrapped in xpacket
// markers for exactly this). PDFium has no API for the catalog's /Metadata stream; a packet
// inside a compressed stream is not found, and the Info dictionary stands alone then.
//
// Images carry XMP packets of their own. A packet that uses the PDF schema is the
// document's; otherwise a packet is taken only when it is the file's one packet.

import { decodeXmlEntities } from '@docextract/plugin-kit/entities';

const START = Buffer.from('<x:xmpmeta');
const END = Buffer.from('</x:xmpmeta>');
const MAX_PACKET_BYTES = 1_048_576;
const MAX_PACKETS = 50;

/** Property name (lower case, prefix kept, as pdf.js names them) → its text. */
export type XmpProperties = Map<string, string>;

export function findXmp(bytes: Uint8Array): XmpProperties | null {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const packets: string[] = [];
  for (let from = 0; packets.length < MAX_PACKETS; ) {
    const start = view.indexOf(START, from);
    if (start < 0) break;
    const end = view.indexOf(END, start);
    if (end < 0 || end - start > MAX_PACKET_BYTES) break;
    packets.push(view.toString('utf8', start, end + END.length));
    from = end + END.length;
  }
  const documentPacket = packets.find((packet) => packet.includes('ns.adobe.com/pdf/1.3/')) ?? (packets.length === 1 ? packets[0] : undefined);
  return documentPacket ? readProperties(documentPacket) : null;
}

// Simple properties as elements (<xmp:CreatorTool>x</xmp:CreatorTool>), arrays of rdf:li
// (dc:title, dc:creator), and properties written as attributes of rdf:Description. One pass
// over the tags with a stack: a packet is read in time proportional to its length, whatever
// its nesting or its self-closed elements.
const TOKEN = /<(\/?)([A-Za-z][\w.-]*:[\w.-]+)((?:\s+[^\s=>/]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|<[^>]*>|([^<]+)/g;
const ATTRIBUTE = /([A-Za-z][\w.-]*:[\w.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

interface OpenElement {
  key: string;
  text: string;
  items: string[];
  hasChildren: boolean;
}

function readProperties(packet: string): XmpProperties {
  const properties: XmpProperties = new Map();
  const set = (key: string, value: string) => {
    if (value && !properties.has(key) && !isStructural(key)) properties.set(key, value);
  };
  const stack: OpenElement[] = [];
  for (const [token, closing, name, attributes, selfClosing, text] of packet.matchAll(TOKEN)) {
    if (text !== undefined) {
      const top = stack.at(-1);
      if (top) top.text += text;
      continue;
    }
    if (name === undefined) continue; // a comment, a processing instruction, an unprefixed tag
    const key = name.toLowerCase();
    if (closing) {
      const element = stack.pop();
      if (!element || element.key !== key) return properties; // not well-formed: keep what was read
      closeElement(element, stack, set);
      continue;
    }
    const parent = stack.at(-1);
    if (parent) parent.hasChildren = true;
    if (key === 'rdf:description') {
      for (const [, attribute, double, single] of (attributes ?? '').matchAll(ATTRIBUTE)) {
        set(attribute!.toLowerCase(), clean(double ?? single ?? ''));
      }
    }
    const element = { key, text: '', items: [], hasChildren: false };
    if (selfClosing || token.endsWith('/>')) closeElement(element, stack, set);
    else stack.push(element);
  }
  return properties;
}

/** An rdf:li gives its text to the property that holds it; a property takes its items or text. */
function closeElement(element: OpenElement, stack: readonly OpenElement[], set: (key: string, value: string) => void): void {
  if (element.key === 'rdf:li') {
    const owner = [...stack].reverse().find((open) => !isStructural(open.key));
    if (owner && !element.hasChildren) owner.items.push(clean(element.text));
    return;
  }
  if (isStructural(element.key)) return;
  set(element.key, element.items.length > 0 ? element.items.filter(Boolean).join('; ') : element.hasChildren ? '' : clean(element.text));
}

/** The RDF and XMP wrappers and namespace declarations: not properties. */
function isStructural(key: string): boolean {
  return key.startsWith('rdf:') || key.startsWith('x:') || key.startsWith('xmlns:');
}

function clean(text: string): string {
  return decodeXmlEntities(text).replace(/\s+/g, ' ').trim();
}
