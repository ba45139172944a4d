// The parts of deck.odp: two slides with titles. Slide 1: a subtitle, a table with a merged
// header cell, speaker notes. Slide 2: a bulleted outline with a nested item, a free text
// box, a shape with text, a picture with a description, a footer frame (page furniture, not
// content) and two paragraphs of notes. A third drawing-page style hides a slide; the tests
// switch slide 2 to it.

import { contentXml, manifestXml, metaXml, ODP_TYPE, type Parts } from './odf-package.ts';

const AUTOMATIC_STYLES = [
  '<style:style style:name="dp1" style:family="drawing-page"><style:drawing-page-properties presentation:visibility="visible"/></style:style>',
  '<style:style style:name="dpHidden" style:family="drawing-page"><style:drawing-page-properties presentation:visibility="hidden"/></style:style>',
  '<style:style style:name="T1" style:family="text"><style:text-properties fo:font-weight="bold"/></style:style>',
  '<text:list-style style:name="L1"><text:list-level-style-bullet text:level="1" text:bullet-char="●"/><text:list-level-style-bullet text:level="2" text:bullet-char="–"/></text:list-style>',
].join('');

const p = (text: string): string => `<text:p>${text}</text:p>`;
const frame = (attrs: string, inner: string): string => `<draw:frame ${attrs} svg:width="10cm" svg:height="2cm" svg:x="1cm" svg:y="1cm">${inner}</draw:frame>`;
const textBox = (attrs: string, paragraphs: string): string => frame(attrs, `<draw:text-box>${paragraphs}</draw:text-box>`);
const cell = (text: string, attrs = ''): string => `<table:table-cell${attrs}>${p(text)}</table:table-cell>`;
const notes = (paragraphs: string): string =>
  '<presentation:notes><draw:page-thumbnail presentation:class="page" draw:page-number="1"/>' + textBox('presentation:class="notes"', paragraphs) + '</presentation:notes>';

const SLIDE_1 = '<draw:page draw:name="Slide1" draw:style-name="dp1" draw:master-page-name="Default">' +
  textBox('presentation:class="title"', p('Duck Survey 2024')) +
  textBox('presentation:class="subtitle"', p('Results from the spring count')) +
  frame('draw:name="Table 1"', '<table:table><table:table-column table:number-columns-repeated="3"/>' +
    '<table:table-row>' + cell('Pond') + cell('Spring and autumn', ' table:number-columns-spanned="2"') + '<table:covered-table-cell/></table:table-row>' +
    '<table:table-row>' + cell('North pond') + cell('12') + cell('9') + '</table:table-row>' +
    '<table:table-row>' + cell('South pond') + cell('4') + cell('7') + '</table:table-row></table:table>') +
  notes(p('Remember to mention the heron sighting.')) +
  '</draw:page>';

const SLIDE_2 = '<draw:page draw:name="Slide2" draw:style-name="dp1" draw:master-page-name="Default">' +
  textBox('presentation:class="title"', p('Counts by pond')) +
  textBox('presentation:class="outline"', '<text:list text:style-name="L1"><text:list-item>' + p('Numbers went <text:span text:style-name="T1">up</text:span>') +
    '<text:list><text:list-item>' + p('Mostly mallards') + '</text:list-item></text:list></text:list-item><text:list-item>' + p('Fewer coots') + '</text:list-item></text:list>') +
  textBox('draw:name="TextBox 3"', p('A side note about the lake')) +
  '<draw:custom-shape draw:name="Rectangle 4">' + p('Shape text about reeds') + '<draw:enhanced-geometry draw:type="rectangle"/></draw:custom-shape>' +
  frame('draw:name="Picture 5"', '<draw:image xlink:href="Pictures/chart.png"/><svg:desc>A bar chart of the counts</svg:desc>') +
  textBox('presentation:class="footer"', p('Company footer')) +
  textBox('presentation:class="page-number"', p('2')) +
  notes(p('First line of notes.') + p('Second line of notes.')) +
  '</draw:page>';

const META = [
  '<dc:title>Duck Survey Deck</dc:title>', '<meta:initial-creator>Ada Lovelace</meta:initial-creator>', '<dc:creator>Grace Hopper</dc:creator>',
  '<dc:subject>Spring count</dc:subject>', '<meta:creation-date>2024-03-01T09:30:00Z</meta:creation-date>', '<dc:date>2024-03-02T10:00:00Z</dc:date>',
  '<meta:document-statistic meta:object-count="12"/>',
].join('');

export function odpParts(): Parts {
  return {
    'content.xml': contentXml(AUTOMATIC_STYLES, `<office:presentation>${SLIDE_1}${SLIDE_2}</office:presentation>`),
    'meta.xml': metaXml(META),
    'META-INF/manifest.xml': manifestXml(ODP_TYPE, ['content.xml', 'meta.xml']),
  };
}
