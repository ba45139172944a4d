// XML entity bombs ("billion laughs": ten levels of ten references, 10^9 copies of "lol" if
// anyone expanded them) in Office and OpenDocument parts, in a metadata part as well as
// the main one, and in a plain .xml file that goes to the text plugin.

import { entityBombDocx, entityBombPptx, entityBombXlsx } from '../office-fixtures/hostile-parts.ts';
import { docxWithBody } from '../office-fixtures/docx-parts.ts';
import { coreProperties, writePackage, XML_DECLARATION } from '../office-fixtures/package-writer.ts';
import { entityBombOdt } from '../opendocument-fixtures/hostile-parts.ts';

export { entityBombDocx, entityBombPptx, entityBombXlsx, entityBombOdt };

function laughsDtd(root: string): string {
  const entities = ['<!ENTITY lol0 "lol">'];
  for (let level = 1; level <= 9; level += 1) entities.push(`<!ENTITY lol${level} "${`&lol${level - 1};`.repeat(10)}">`);
  return `<!DOCTYPE ${root} [${entities.join('')}]>`;
}

/** A harmless body, and the bomb in docProps/core.xml: the metadata part is read too. */
export async function entityBombInCorePropertiesDocx(): Promise<Buffer> {
  const parts = docxWithBody('<w:p><w:r><w:t>An ordinary paragraph.</w:t></w:r></w:p>');
  const core = coreProperties({ 'dc:title': '&lol9;' });
  parts['docProps/core.xml'] = core.replace(XML_DECLARATION, XML_DECLARATION + laughsDtd('cp:coreProperties'));
  return writePackage(parts);
}

/** A plain XML file whose only text is the expanded bomb, if anyone expanded it. */
export function entityBombXml(): Buffer {
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n${laughsDtd('lolz')}\n<lolz><lol>&lol9;</lol></lolz>\n`, 'utf8');
}
