// The parts of fixtures/office/report.docx: one document that exercises every feature the
// DOCX plugin handles (headings, nested lists, a table with a merged cell, bold/italic, a link,
// a footnote, an image with alt text, tracked changes, header/footer, a comment, a text box,
// an equation), each with words a test can look for.

import {
  TINY_PNG, XML_DECLARATION, appProperties, contentTypes, coreProperties, packageRelationships, relationships, type Parts,
} from './package-writer.ts';

const WORD_NS = [
  'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"',
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"',
  'xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing"',
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"',
  'xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture"',
  'xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006"',
  'xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"',
  'xmlns:v="urn:schemas-microsoft-com:vml"',
  'xmlns:m="http://schemas.openxmlformats.org/officeDocument/2006/math"',
  'mc:Ignorable="wps"',
].join(' ');

const run = (text: string, props = ''): string =>
  `<w:r>${props ? `<w:rPr>${props}</w:rPr>` : ''}<w:t xml:space="preserve">${text}</w:t></w:r>`;
const paragraph = (content: string, style?: string): string =>
  `<w:p>${style ? `<w:pPr><w:pStyle w:val="${style}"/></w:pPr>` : ''}${content}</w:p>`;
const listItem = (text: string, numId: number, level: number): string =>
  `<w:p><w:pPr><w:pStyle w:val="ListParagraph"/><w:numPr><w:ilvl w:val="${level}"/><w:numId w:val="${numId}"/></w:numPr></w:pPr>${run(text)}</w:p>`;
const cell = (text: string, props = ''): string => `<w:tc>${props ? `<w:tcPr>${props}</w:tcPr>` : ''}${paragraph(run(text))}</w:tc>`;

const IMAGE = `<w:r><w:drawing><wp:inline><wp:extent cx="914400" cy="914400"/><wp:docPr id="1" name="Picture 1" descr="A mallard resting on the pond"/><a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:pic><pic:nvPicPr><pic:cNvPr id="0" name="duck.png" descr="A mallard resting on the pond"/><pic:cNvPicPr/></pic:nvPicPr><pic:blipFill><a:blip r:embed="rIdImage"/></pic:blipFill><pic:spPr/></pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing></w:r>`;

const TEXT_BOX_CONTENT = `<w:txbxContent>${paragraph(run('Sidebar: herons were seen twice.'))}</w:txbxContent>`;
const TEXT_BOX = `<w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><wp:anchor distT="0" distB="0" distL="0" distR="0" simplePos="0" relativeHeight="1" behindDoc="0" locked="0" layoutInCell="1" allowOverlap="1"><wp:simplePos x="0" y="0"/><wp:positionH relativeFrom="column"><wp:posOffset>0</wp:posOffset></wp:positionH><wp:positionV relativeFrom="paragraph"><wp:posOffset>0</wp:posOffset></wp:positionV><wp:extent cx="1828800" cy="457200"/><wp:wrapSquare wrapText="bothSides"/><wp:docPr id="2" name="Text Box 2"/><a:graphic><a:graphicData uri="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"><wps:wsp><wps:txbx>${TEXT_BOX_CONTENT}</wps:txbx><wps:bodyPr/></wps:wsp></a:graphicData></a:graphic></wp:anchor></w:drawing></mc:Choice><mc:Fallback><w:pict><v:shape style="width:144pt;height:36pt"><v:textbox>${TEXT_BOX_CONTENT}</v:textbox></v:shape></w:pict></mc:Fallback></mc:AlternateContent></w:r>`;

const EQUATION = `<m:oMath><m:r><m:t>E=m</m:t></m:r><m:sSup><m:e><m:r><m:t>c</m:t></m:r></m:e><m:sup><m:r><m:t>2</m:t></m:r></m:sup></m:sSup></m:oMath>`;

const BODY = [
  paragraph(run('Quarterly Duck Report'), 'Title'),
  paragraph(run('Introduction'), 'Heading1'),
  paragraph(
    run('This report has ') + run('bold words', '<w:b/>') + run(' and ') + run('italic words', '<w:i/>') + run(' and points to ') +
      `<w:hyperlink r:id="rIdLink"><w:r><w:rPr><w:rStyle w:val="Hyperlink"/></w:rPr><w:t>the project site</w:t></w:r></w:hyperlink>` +
      run(' about migration') + `<w:r><w:rPr><w:rStyle w:val="FootnoteReference"/></w:rPr><w:footnoteReference w:id="1"/></w:r>` + run('.'),
  ),
  paragraph(
    `<w:commentRangeStart w:id="0"/>` + run('The count was ') +
      `<w:del w:id="10" w:author="Grace Hopper" w:date="2024-01-16T08:00:00Z"><w:r><w:delText>twelve</w:delText></w:r></w:del>` +
      `<w:ins w:id="11" w:author="Grace Hopper" w:date="2024-01-16T08:00:00Z"><w:r><w:t>fifteen</w:t></w:r></w:ins>` +
      run(' ducks in total.') + `<w:commentRangeEnd w:id="0"/><w:r><w:commentReference w:id="0"/></w:r>`,
  ),
  paragraph(run('Findings'), 'Heading2'),
  listItem('First bullet', 1, 0),
  listItem('Nested bullet', 1, 1),
  listItem('Second bullet', 1, 0),
  listItem('Step one', 2, 0),
  listItem('Step two', 2, 0),
  `<w:tbl><w:tblPr><w:tblStyle w:val="TableGrid"/></w:tblPr><w:tblGrid><w:gridCol w:w="3000"/><w:gridCol w:w="3000"/><w:gridCol w:w="3000"/></w:tblGrid>` +
    `<w:tr><w:trPr><w:tblHeader/></w:trPr>${cell('Species')}${cell('Count')}${cell('Habitat')}</w:tr>` +
    `<w:tr>${cell('Mallard')}${cell('15')}${cell('Pond')}</w:tr>` +
    `<w:tr>${cell('Both species share the reed bed', '<w:gridSpan w:val="2"/>')}${cell('Marsh')}</w:tr></w:tbl>`,
  paragraph(IMAGE),
  paragraph(TEXT_BOX + run('The energy formula ') + EQUATION + run(' closes the report.')),
].join('');

const SECTION = `<w:sectPr><w:headerReference w:type="default" r:id="rIdHeader"/><w:footerReference w:type="default" r:id="rIdFooter"/><w:pgSz w:w="12240" w:h="15840"/></w:sectPr>`;

const document = `${XML_DECLARATION}<w:document ${WORD_NS}><w:body>${BODY}${SECTION}</w:body></w:document>`;

const styleRow = (id: string, name: string, type = 'paragraph'): string =>
  `<w:style w:type="${type}" w:styleId="${id}"><w:name w:val="${name}"/></w:style>`;
const styles = `${XML_DECLARATION}<w:styles xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">${[
  styleRow('Normal', 'Normal'), styleRow('Title', 'Title'), styleRow('Heading1', 'heading 1'), styleRow('Heading2', 'heading 2'),
  styleRow('ListParagraph', 'List Paragraph'), styleRow('FootnoteText', 'footnote text'),
  styleRow('FootnoteReference', 'footnote reference', 'character'), styleRow('Hyperlink', 'Hyperlink', 'character'),
  styleRow('TableGrid', 'Table Grid', 'table'),
].join('')}</w:styles>`;

const level = (ilvl: number, format: string, text: string): string =>
  `<w:lvl w:ilvl="${ilvl}"><w:start w:val="1"/><w:numFmt w:val="${format}"/><w:lvlText w:val="${text}"/></w:lvl>`;
const numbering = `${XML_DECLARATION}<w:numbering xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">` +
  `<w:abstractNum w:abstractNumId="0">${level(0, 'bullet', '•')}${level(1, 'bullet', 'o')}</w:abstractNum>` +
  `<w:abstractNum w:abstractNumId="1">${level(0, 'decimal', '%1.')}${level(1, 'lowerLetter', '%2.')}</w:abstractNum>` +
  `<w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num><w:num w:numId="2"><w:abstractNumId w:val="1"/></w:num></w:numbering>`;

const WORD = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const footnotes = `${XML_DECLARATION}<w:footnotes ${WORD}>` +
  `<w:footnote w:type="separator" w:id="-1"><w:p><w:r><w:separator/></w:r></w:p></w:footnote>` +
  `<w:footnote w:type="continuationSeparator" w:id="0"><w:p><w:r><w:continuationSeparator/></w:r></w:p></w:footnote>` +
  `<w:footnote w:id="1">${paragraph(run('Ringing records from the autumn survey.'), 'FootnoteText')}</w:footnote></w:footnotes>`;
const comments = `${XML_DECLARATION}<w:comments ${WORD}><w:comment w:id="0" w:author="Grace Hopper" w:initials="GH" w:date="2024-01-16T08:00:00Z">${paragraph(run('Please recount the north shore.'))}</w:comment></w:comments>`;
const header = `${XML_DECLARATION}<w:hdr ${WORD}>${paragraph(run('Confidential running header'))}</w:hdr>`;
const footer = `${XML_DECLARATION}<w:ftr ${WORD}>${paragraph(run('Running footer with page number'))}</w:ftr>`;

const WORD_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml';

export function docxParts(documentXml = document): Parts {
  return {
    '[Content_Types].xml': contentTypes(
      {
        'word/document.xml': `${WORD_TYPE}.document.main+xml`,
        'word/styles.xml': `${WORD_TYPE}.styles+xml`,
        'word/numbering.xml': `${WORD_TYPE}.numbering+xml`,
        'word/footnotes.xml': `${WORD_TYPE}.footnotes+xml`,
        'word/comments.xml': `${WORD_TYPE}.comments+xml`,
        'word/header1.xml': `${WORD_TYPE}.header+xml`,
        'word/footer1.xml': `${WORD_TYPE}.footer+xml`,
      },
      { png: 'image/png' },
    ),
    '_rels/.rels': packageRelationships('word/document.xml'),
    'word/document.xml': documentXml,
    'word/_rels/document.xml.rels': relationships([
      ['rIdStyles', 'styles', 'styles.xml'],
      ['rIdNumbering', 'numbering', 'numbering.xml'],
      ['rIdFootnotes', 'footnotes', 'footnotes.xml'],
      ['rIdComments', 'comments', 'comments.xml'],
      ['rIdHeader', 'header', 'header1.xml'],
      ['rIdFooter', 'footer', 'footer1.xml'],
      ['rIdImage', 'image', 'media/image1.png'],
      ['rIdLink', 'hyperlink', 'https://example.com/ducks', true],
    ]),
    'word/styles.xml': styles,
    'word/numbering.xml': numbering,
    'word/footnotes.xml': footnotes,
    'word/comments.xml': comments,
    'word/header1.xml': header,
    'word/footer1.xml': footer,
    'word/media/image1.png': TINY_PNG,
    'docProps/core.xml': coreProperties({
      'dc:title': 'Quarterly Duck Report',
      'dc:subject': 'Waterfowl counts',
      'dc:creator': 'Ada Lovelace',
      'cp:keywords': 'ducks, survey',
      'cp:lastModifiedBy': 'Grace Hopper',
      'cp:revision': '3',
      'dcterms:created': '2024-01-15T10:30:00Z',
      'dcterms:modified': '2024-01-16T08:00:00Z',
    }),
    'docProps/app.xml': appProperties({ Application: 'Microsoft Office Word', Pages: 2, Words: 96, Company: 'Pond Research' }),
  };
}

/** A document whose body is the given paragraphs' XML, with the report's other parts. */
export function docxWithBody(bodyXml: string): Parts {
  return docxParts(`${XML_DECLARATION}<w:document ${WORD_NS}><w:body>${bodyXml}</w:body></w:document>`);
}
