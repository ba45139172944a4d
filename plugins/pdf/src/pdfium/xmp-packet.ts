// The document's XMP packet, found by scanning the bytes, as the XMP specification intends
// ("packet scanning": writers leave the metadata stream uncompressed and wrapped in xpacket
// markers for exactly this). PDFium has no API for the catalog's /Metadata stream; a packet
// inside a compressed stream is not found, and the Info dictionary stands alone then.
//
// Images carry XMP packets of their own. A packet that uses the PDF schema is the
// document's; otherwise a packet is taken only when it is the file's one packet.

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
// (dc:title, dc:creator), and properties written as attributes of rdf:Description.
function readProperties(packet: string): XmpProperties {
  const properties: XmpProperties = new Map();
  const element = /<([A-Za-z][\w.-]*:[\w.-]+)(?:\s[^>]*)?>([\s\S]*?)<\/\1>/g;
  for (let match = element.exec(packet); match; match = element.exec(packet)) {
    const [opening] = match[0].split('>', 1);
    // Properties sit inside the wrappers (x:xmpmeta, rdf:RDF, rdf:Description): look inside.
    element.lastIndex = match.index + opening!.length + 1;
    const name = match[1]!;
    const body = match[2]!;
    const key = name.toLowerCase();
    if (key.startsWith('rdf:') || key.startsWith('x:') || properties.has(key)) continue;
    const items = [...body.matchAll(/<rdf:li(?:\s[^>]*)?>([\s\S]*?)<\/rdf:li>/g)].map(([, text]) => clean(text!));
    const text = items.length > 0 ? items.filter(Boolean).join('; ') : /</.test(body) ? '' : clean(body);
    if (text) properties.set(key, text);
  }
  for (const [, attributes] of packet.matchAll(/<rdf:Description\s([^>]*)>/g)) {
    for (const [, name, value] of attributes!.matchAll(/([A-Za-z][\w.-]*:[\w.-]+)="([^"]*)"/g)) {
      const key = name!.toLowerCase();
      if (key.startsWith('xmlns:') || key.startsWith('rdf:') || properties.has(key)) continue;
      const text = clean(value!);
      if (text) properties.set(key, text);
    }
  }
  return properties;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function clean(text: string): string {
  return text
    .replace(/&(amp|lt|gt|quot|apos);|&#(\d+);|&#x([0-9a-f]+);/gi, (whole, named: string, decimal: string, hex: string) => {
      if (named) return ENTITIES[named.toLowerCase()] ?? whole;
      const point = decimal ? Number(decimal) : Number.parseInt(hex, 16);
      return point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : '';
    })
    .replace(/\s+/g, ' ')
    .trim();
}
