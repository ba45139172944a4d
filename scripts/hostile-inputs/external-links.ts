// A docx that points outside itself: pictures linked (r:link, TargetMode="External") to
// /etc/passwd, to a file URL and to an HTTP URL, and an INCLUDETEXT field naming
// /etc/passwd. A reader that followed any of them would leak the server's files or make
// it fetch from the network; a safe one keeps the text and the pictures' alt text only.

import { docxParts } from '../office-fixtures/docx-parts.ts';
import { relationships, writePackage } from '../office-fixtures/package-writer.ts';

export const LINKED_DOCX_SENTENCE = 'The pictures below are links to files outside this document.';

const WORD_NS =
  'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" ' +
  'xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" ' +
  'xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture"';

const linkedPicture = (relationshipId: string, id: number, altText: string): string =>
  `<w:p><w:r><w:drawing><wp:inline><wp:extent cx="914400" cy="914400"/><wp:docPr id="${id}" name="Picture ${id}" descr="${altText}"/>` +
  `<a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:pic>` +
  `<pic:nvPicPr><pic:cNvPr id="${id}" name="linked.png" descr="${altText}"/><pic:cNvPicPr/></pic:nvPicPr>` +
  `<pic:blipFill><a:blip r:link="${relationshipId}"/></pic:blipFill><pic:spPr/></pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing></w:r></w:p>`;

const includeTextField = (target: string): string =>
  `<w:p><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> INCLUDETEXT "${target}" </w:instrText></w:r>` +
  `<w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>Field result kept from the last save.</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>`;

/** `probeUrl`: an HTTP address the test listens on, to see whether anything fetched it. */
export async function externallyLinkedDocx(probeUrl: string, localFilePath: string): Promise<Buffer> {
  const body = [
    `<w:p><w:r><w:t>${LINKED_DOCX_SENTENCE}</w:t></w:r></w:p>`,
    linkedPicture('rIdPasswd', 11, 'A picture linked to the password file'),
    linkedPicture('rIdFileUrl', 12, 'A picture linked to a local file'),
    linkedPicture('rIdProbe', 13, 'A picture linked to a web address'),
    includeTextField('/etc/passwd'),
  ].join('');
  const parts = docxParts(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document ${WORD_NS}><w:body>${body}</w:body></w:document>`);
  parts['word/_rels/document.xml.rels'] = relationships([
    ['rIdStyles', 'styles', 'styles.xml'],
    ['rIdPasswd', 'image', '/etc/passwd', true],
    ['rIdFileUrl', 'image', `file://${localFilePath}`, true],
    ['rIdProbe', 'image', probeUrl, true],
  ]);
  return writePackage(parts);
}
