// The benchmark's long Word document: paragraphs of prose with a page break after each page's
// worth, a heading at the top of every tenth page, and a table on every twentieth. Written with
// the Office package helpers the fixtures use (JSZip underneath); app.xml declares the pages,
// which is where the DOCX plugin reads its page count.

import {
  XML_DECLARATION, appProperties, contentTypes, coreProperties, packageRelationships, relationships, writePackage,
} from '../office-fixtures/package-writer.ts';
import { paragraph, seededRandom, title, type Random } from './prose.ts';

const WORD_NS = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
const WORD_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml';
/** About a page of 11 pt text: six paragraphs of three to six sentences. */
const PARAGRAPHS_PER_PAGE = 6;

const escapeXml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const run = (text: string, props = ''): string => `<w:r>${props ? `<w:rPr>${props}</w:rPr>` : ''}<w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r>`;
const para = (content: string, style?: string): string => `<w:p>${style ? `<w:pPr><w:pStyle w:val="${style}"/></w:pPr>` : ''}${content}</w:p>`;
const PAGE_BREAK = '<w:p><w:r><w:br w:type="page"/></w:r></w:p>';

export async function longDocx(pageCount: number, seed = 200): Promise<Buffer> {
  const random = seededRandom(seed);
  const body: string[] = [para(run('Benchmark document'), 'Title')];
  let words = 0;
  for (let page = 1; page <= pageCount; page += 1) {
    if (page % 10 === 1) body.push(para(run(`Chapter ${Math.ceil(page / 10)}: ${title(random)}`), 'Heading1'));
    else if (page % 5 === 1) body.push(para(run(title(random, 4)), 'Heading2'));
    for (let index = 0; index < PARAGRAPHS_PER_PAGE; index += 1) {
      const text = paragraph(random);
      words += text.split(' ').length;
      // Some emphasis, as real documents have.
      body.push(para(index === 2 ? run(text.slice(0, 40), '<w:b/>') + run(text.slice(40)) : run(text)));
    }
    if (page % 20 === 0) body.push(table(random, page));
    if (page < pageCount) body.push(PAGE_BREAK);
  }
  const document = `${XML_DECLARATION}<w:document ${WORD_NS}><w:body>${body.join('')}<w:sectPr><w:pgSz w:w="12240" w:h="15840"/></w:sectPr></w:body></w:document>`;
  return writePackage({
    '[Content_Types].xml': contentTypes({ 'word/document.xml': `${WORD_TYPE}.document.main+xml`, 'word/styles.xml': `${WORD_TYPE}.styles+xml` }),
    '_rels/.rels': packageRelationships('word/document.xml'),
    'word/document.xml': document,
    'word/_rels/document.xml.rels': relationships([['rIdStyles', 'styles', 'styles.xml']]),
    'word/styles.xml': STYLES,
    'docProps/core.xml': coreProperties({ 'dc:title': `Benchmark: ${pageCount} pages`, 'dc:creator': 'scripts/bench', 'dcterms:created': '2024-01-01T00:00:00Z' }),
    'docProps/app.xml': appProperties({ Application: 'docextract scripts/bench', Pages: pageCount, Words: words }),
  });
}

function table(random: Random, page: number): string {
  const cell = (text: string): string => `<w:tc>${para(run(text))}</w:tc>`;
  const rows = [`<w:tr><w:trPr><w:tblHeader/></w:trPr>${['Region', 'Quarter', 'Units', 'Revenue'].map(cell).join('')}</w:tr>`];
  for (let row = 0; row < 8; row += 1) {
    rows.push(`<w:tr>${[title(random, 1), `Q${(row % 4) + 1} ${2000 + page / 20}`, String(Math.floor(random() * 10_000)), (random() * 1e6).toFixed(2)].map(cell).join('')}</w:tr>`);
  }
  const grid = '<w:tblGrid><w:gridCol w:w="2300"/><w:gridCol w:w="2300"/><w:gridCol w:w="2300"/><w:gridCol w:w="2300"/></w:tblGrid>';
  return `<w:tbl><w:tblPr><w:tblStyle w:val="TableGrid"/></w:tblPr>${grid}${rows.join('')}</w:tbl>`;
}

const styleRow = (id: string, name: string, type = 'paragraph'): string => `<w:style w:type="${type}" w:styleId="${id}"><w:name w:val="${name}"/></w:style>`;
const STYLES = `${XML_DECLARATION}<w:styles xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">${[
  styleRow('Normal', 'Normal'), styleRow('Title', 'Title'), styleRow('Heading1', 'heading 1'), styleRow('Heading2', 'heading 2'), styleRow('TableGrid', 'Table Grid', 'table'),
].join('')}</w:styles>`;
