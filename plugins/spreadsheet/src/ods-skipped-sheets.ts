// SheetJS reads every sheet of an ods: they all live in one content.xml, and its `sheets`
// option works only for xlsx. So before the parse, the sheets not asked for are emptied here:
// each keeps its start tag (its name, its place in SheetNames, its style, so hidden stays
// hidden) and loses its rows, which are what the parse spends its time on. A scan of the text
// for table elements costs a fraction of SheetJS's parse, and a content.xml laid out otherwise
// (another prefix than "table:") is simply parsed whole.

/** Start tags, self-closing or not, and end tags of table:table, the elements that nest. */
const TABLE_TAG = /<(\/?)table:table(?=[\s/>])[^>]*?(\/?)>/g;

/** content.xml with the rows of every top-level sheet whose 1-based number is not in `wanted` removed. */
export function withoutSkippedSheets(xml: string, wanted: ReadonlySet<number>): string {
  const pieces: string[] = [];
  let copiedUpTo = 0;
  let depth = 0;
  let sheetNumber = 0;
  let skippedBodyStart: number | null = null;
  for (const match of xml.matchAll(TABLE_TAG)) {
    const [tag, closing, selfClosing] = match;
    const end = match.index + tag.length;
    if (selfClosing) {
      if (depth === 0) sheetNumber += 1;
      continue;
    }
    if (!closing) {
      depth += 1;
      if (depth === 1) {
        sheetNumber += 1;
        if (!wanted.has(sheetNumber)) skippedBodyStart = end;
      }
      continue;
    }
    depth -= 1;
    if (depth < 0) return xml; // unbalanced: not ours to judge, SheetJS reads it as it is
    if (depth === 0 && skippedBodyStart !== null) {
      pieces.push(xml.slice(copiedUpTo, skippedBodyStart));
      copiedUpTo = match.index;
      skippedBodyStart = null;
    }
  }
  if (depth !== 0) return xml;
  pieces.push(xml.slice(copiedUpTo));
  return pieces.join('');
}
