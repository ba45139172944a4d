// The root element of an XML document, from its head: past the declaration, processing
// instructions, comments and a document type declaration (with its internal subset).

const PROLOG_ITEM = /^(?:<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!doctype[^[>]*(?:\[[\s\S]*?\])?\s*>|\s+)/i;
const ROOT_START = /^<([A-Za-z_][\w.:-]*)/;

/** The root element's local name (without a prefix), or null when the head does not reach it. */
export function xmlRootElement(head: string): string | null {
  let rest = head;
  for (let match = PROLOG_ITEM.exec(rest); match && match[0].length > 0; match = PROLOG_ITEM.exec(rest)) {
    rest = rest.slice(match[0].length);
  }
  const name = ROOT_START.exec(rest)?.[1];
  return name ? name.slice(name.indexOf(':') + 1) : null;
}

/** The content says XML: a declaration, or a document type declaration first. */
export function looksLikeXml(head: string): boolean {
  return /^<\?xml[\s?]/i.test(head) || /^<!doctype \w+/i.test(head);
}
