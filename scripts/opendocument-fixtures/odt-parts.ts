// The parts of report.odt: a Title and Subtitle paragraph, outline headings, a nested list
// (bullets with numbered sub-items), a table with a header row and spans (and a thousand
// repeated empty rows, as LibreOffice writes), bold/italic/strike spans through automatic and
// named styles, a link, a footnote and an endnote, an image with a title and description, a
// text box, an embedded chart and formula, a comment and a tracked deletion (neither is text),
// and meta.xml with every field.

import { contentXml, manifestXml, metaXml, ODT_TYPE, stylesXml, type Parts } from './odf-package.ts';

const AUTOMATIC_STYLES = [
  '<style:style style:name="P1" style:family="paragraph" style:parent-style-name="Title"/>',
  '<style:style style:name="P2" style:family="paragraph" style:parent-style-name="Subtitle"/>',
  '<style:style style:name="P3" style:family="paragraph" style:parent-style-name="Text_20_body"><style:text-properties fo:font-weight="bold"/></style:style>',
  '<style:style style:name="T1" style:family="text"><style:text-properties fo:font-weight="bold"/></style:style>',
  '<style:style style:name="T2" style:family="text"><style:text-properties fo:font-style="italic"/></style:style>',
  '<style:style style:name="T3" style:family="text"><style:text-properties style:text-line-through-style="solid"/></style:style>',
  '<style:style style:name="T4" style:family="text"><style:text-properties fo:font-weight="normal"/></style:style>',
  '<text:list-style style:name="L1"><text:list-level-style-bullet text:level="1" text:bullet-char="•"/><text:list-level-style-number text:level="2" style:num-format="1"/></text:list-style>',
].join('');

const NAMED_STYLES = [
  '<style:style style:name="Title" style:family="paragraph"/>',
  '<style:style style:name="Subtitle" style:family="paragraph"/>',
  '<style:style style:name="Emphasis" style:family="text"><style:text-properties fo:font-style="italic"/></style:style>',
  '<style:style style:name="Strong_20_Emphasis" style:display-name="Strong Emphasis" style:family="text"><style:text-properties fo:font-weight="bold"/></style:style>',
  '<text:list-style style:name="Numbering_20_123"><text:list-level-style-number text:level="1" style:num-format="1"/></text:list-style>',
].join('');

const p = (text: string, style?: string): string => `<text:p${style ? ` text:style-name="${style}"` : ''}>${text}</text:p>`;
const h = (level: number, text: string): string => `<text:h text:outline-level="${level}">${text}</text:h>`;
const item = (content: string): string => `<text:list-item>${content}</text:list-item>`;
const cell = (text: string, attrs = ''): string => `<table:table-cell${attrs}>${text ? p(text) : ''}</table:table-cell>`;

const TRACKED_CHANGES = '<text:tracked-changes><text:changed-region text:id="ct1"><text:deletion><office:change-info><dc:creator>Grace Hopper</dc:creator><dc:date>2024-03-02T09:00:00</dc:date></office:change-info>' + p('A deleted draft sentence.') + '</text:deletion></text:changed-region></text:tracked-changes>';

const INTRODUCTION = p(
  'The survey counted <text:span text:style-name="T1">forty ducks</text:span> and <text:span text:style-name="T2">two herons</text:span>, ' +
    'see <text:a xlink:type="simple" xlink:href="https://example.org/ducks">the duck register</text:a>.' +
    '<text:note text:id="ftn1" text:note-class="footnote"><text:note-citation>1</text:note-citation><text:note-body>' + p('Counted at dawn on 3 April.') + '</text:note-body></text:note>' +
    ' Wide<text:s text:c="3"/>gap and<text:line-break/>a second line.' +
    '<office:annotation><dc:creator>Reviewer</dc:creator>' + p('Check this count again') + '</office:annotation><text:change text:change-id="ct1"/>',
);

const FINDINGS_LIST = '<text:list text:style-name="L1">' +
  item(p('Mallards') + '<text:list>' + item(p('Adult males')) + item(p('Ducklings')) + '</text:list>') +
  item(p('Teals')) +
  '</text:list>';

const TABLE = '<table:table table:name="Counts"><table:table-column table:number-columns-repeated="3"/>' +
  '<table:table-header-rows><table:table-row>' + cell('Pond') + cell('Spring and autumn', ' table:number-columns-spanned="2"') + '<table:covered-table-cell/></table:table-row></table:table-header-rows>' +
  '<table:table-row>' + cell('North pond', ' table:number-rows-spanned="2"') + cell('12') + cell('9') + '</table:table-row>' +
  '<table:table-row><table:covered-table-cell/>' + cell('4') + cell('7') + '</table:table-row>' +
  '<table:table-row table:number-rows-repeated="1000"><table:table-cell table:number-columns-repeated="3"/></table:table-row>' +
  '</table:table>';

const FRAMES = p(
  'A picture follows.<draw:frame draw:name="Image1" text:anchor-type="as-char" svg:width="1cm" svg:height="1cm">' +
    '<draw:image xlink:href="Pictures/heron.png" xlink:type="simple"/><svg:title>Heron</svg:title><svg:desc>A heron standing in reeds</svg:desc></draw:frame>',
) + p('<draw:frame draw:name="Box" text:anchor-type="paragraph" svg:width="5cm"><draw:text-box>' + p('Text box about the weather') + '</draw:text-box></draw:frame>');

// A chart and a formula, each an embedded object in a sub-document with a replacement picture.
const OBJECTS = p(
  '<draw:frame draw:name="Chart1" text:anchor-type="paragraph"><draw:object xlink:href="./Object 1" xlink:type="simple"/><draw:image xlink:href="./ObjectReplacements/Object 1"/></draw:frame>' +
    '<draw:frame draw:name="Formula1" text:anchor-type="as-char"><draw:object xlink:href="./Object 2" xlink:type="simple"/></draw:frame>',
);

const CHART = '<office:chart><chart:chart chart:class="chart:bar"><chart:title><text:p>Ducks per season</text:p></chart:title><chart:plot-area/>' +
  '<table:table table:name="local-table"><table:table-header-columns><table:table-column/></table:table-header-columns><table:table-columns><table:table-column/></table:table-columns>' +
  '<table:table-header-rows><table:table-row>' + cell('') + cell('Ducks') + '</table:table-row></table:table-header-rows>' +
  '<table:table-rows><table:table-row>' + cell('Spring') + cell('19') + '</table:table-row><table:table-row>' + cell('Autumn') + cell('16') + '</table:table-row></table:table-rows>' +
  '</table:table></chart:chart></office:chart>';

const FORMULA = '<?xml version="1.0" encoding="UTF-8"?>\n<math xmlns="http://www.w3.org/1998/Math/MathML" display="block"><semantics><mrow><msup><mi>x</mi><mn>2</mn></msup></mrow>' +
  '<annotation encoding="StarMath 5.0">x^2 + y^2 = z^2</annotation></semantics></math>';

const STEPS = h(2, 'Numbered steps') +
  '<text:list text:style-name="Numbering_20_123">' + item(p('First step')) + item(p('Second step')) + '</text:list>' +
  '<text:list text:style-name="Numbering_20_123" text:continue-numbering="true">' + item('<text:list>' + item(p('Detail of step two')) + '</text:list>') + item(p('Third step')) + '</text:list>';

const APPENDIX = '<text:section text:name="Appendix">' + h(1, 'Appendix') +
  p('Endnote cited here.<text:note text:id="edn1" text:note-class="endnote"><text:note-citation>i</text:note-citation><text:note-body>' + p('An endnote body.') + '</text:note-body></text:note>') +
  '</text:section>';

const BODY = '<office:text><text:sequence-decls><text:sequence-decl text:display-outline-level="0" text:name="Table"/></text:sequence-decls>' + TRACKED_CHANGES +
  p('Duck Pond Report', 'P1') + p('Spring survey', 'P2') + h(1, 'Introduction') + INTRODUCTION +
  h(2, 'Findings') + FINDINGS_LIST + p('A paragraph bold by its style, <text:span text:style-name="T4">not here</text:span>.', 'P3') +
  p('Struck <text:span text:style-name="T3">old figure</text:span>, <text:span text:style-name="Emphasis">named emphasis</text:span> and <text:span text:style-name="Strong_20_Emphasis">named strong</text:span>.') +
  TABLE + FRAMES + OBJECTS + STEPS + APPENDIX + '</office:text>';

const META = [
  '<meta:generator>docextract fixtures</meta:generator>', '<dc:title>Duck Pond Report</dc:title>', '<dc:subject>Spring count</dc:subject>',
  '<meta:keyword>ducks</meta:keyword>', '<meta:keyword>ponds</meta:keyword>', '<meta:initial-creator>Ada Lovelace</meta:initial-creator>',
  '<dc:creator>Grace Hopper</dc:creator>', '<meta:creation-date>2024-03-01T09:30:00</meta:creation-date>', '<dc:date>2024-03-02T10:00:00.123456789</dc:date>',
  '<meta:editing-cycles>3</meta:editing-cycles>', '<meta:user-defined meta:name="Project">Wetlands</meta:user-defined>',
  '<meta:document-statistic meta:page-count="2" meta:word-count="120" meta:table-count="1"/>',
].join('');

export function odtParts(body = BODY): Parts {
  return {
    'content.xml': contentXml(AUTOMATIC_STYLES, body),
    'styles.xml': stylesXml(NAMED_STYLES),
    'meta.xml': metaXml(META),
    'Object 1/content.xml': contentXml('', CHART).replace('xmlns:office=', 'xmlns:chart="urn:oasis:names:tc:opendocument:xmlns:chart:1.0" xmlns:office='),
    'Object 2/content.xml': FORMULA,
    'META-INF/manifest.xml': manifestXml(ODT_TYPE, ['content.xml', 'styles.xml', 'meta.xml', 'Object 1/content.xml', 'Object 2/content.xml']),
  };
}
