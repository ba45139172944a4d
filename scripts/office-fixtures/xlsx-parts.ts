// The parts of fixtures/office/workbook.xlsx: a visible sheet with a merged title, dates and
// number formats, a vertically merged cell and a formula with its cached value; a hidden
// sheet; and a chart of the sales, so each spreadsheet feature has words a test can look for.

import {
  XML_DECLARATION, appProperties, contentTypes, coreProperties, packageRelationships, relationships, type Parts,
} from './package-writer.ts';

const MAIN_NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';

const STRINGS = ['Quarterly sales', 'Date', 'Region', 'Amount', 'Share', 'North', 'South', 'Total', 'Hidden payroll figure', 'Salary'];
const s = (text: string): number => {
  const index = STRINGS.indexOf(text);
  if (index === -1) throw new Error(`no shared string ${text}`);
  return index;
};

type Cell = [ref: string, kind: 's' | 'n' | 'f', value: string | number, style?: number, formula?: string];

const cellXml = ([ref, kind, value, style, formula]: Cell): string => {
  const styleAttr = style ? ` s="${style}"` : '';
  if (kind === 's') return `<c r="${ref}" t="s"${styleAttr}><v>${s(String(value))}</v></c>`;
  if (kind === 'f') return `<c r="${ref}"${styleAttr}><f>${formula}</f><v>${value}</v></c>`;
  return `<c r="${ref}"${styleAttr}><v>${value}</v></c>`;
};
const rowXml = (index: number, cells: Cell[]): string => `<row r="${index}">${cells.map(cellXml).join('')}</row>`;

// Styles: 1 = yyyy-mm-dd (custom 164), 2 = #,##0.00 (built-in 4), 3 = 0.00% (built-in 10), 4 = d-mmm-yy (built-in 15).
const SALES_ROWS = [
  rowXml(1, [['A1', 's', 'Quarterly sales']]),
  rowXml(2, [['A2', 's', 'Date'], ['B2', 's', 'Region'], ['C2', 's', 'Amount'], ['D2', 's', 'Share']]),
  rowXml(3, [['A3', 'n', 45306, 1], ['B3', 's', 'North'], ['C3', 'n', 1234.5, 2], ['D3', 'n', 0.25, 3]]),
  rowXml(4, [['A4', 'n', 45337, 4], ['C4', 'n', 2469.5, 2], ['D4', 'n', 0.5, 3]]),
  rowXml(5, [['A5', 'n', 45366, 1], ['B5', 's', 'South'], ['C5', 'n', 1234, 2], ['D5', 'n', 0.25, 3]]),
  rowXml(6, [['A6', 's', 'Total'], ['C6', 'f', 4938, 2, 'SUM(C3:C5)']]),
].join('');

const salesSheet = `${XML_DECLARATION}<worksheet ${MAIN_NS}><dimension ref="A1:D6"/><sheetData>${SALES_ROWS}</sheetData>` +
  `<mergeCells count="2"><mergeCell ref="A1:D1"/><mergeCell ref="B3:B4"/></mergeCells><drawing r:id="rIdDrawing"/></worksheet>`;

const hiddenSheet = `${XML_DECLARATION}<worksheet ${MAIN_NS}><dimension ref="A1:B1"/><sheetData>` +
  `${rowXml(1, [['A1', 's', 'Salary'], ['B1', 's', 'Hidden payroll figure']])}</sheetData></worksheet>`;

const workbook = `${XML_DECLARATION}<workbook ${MAIN_NS}><sheets>` +
  `<sheet name="Sales" sheetId="1" r:id="rId1"/><sheet name="Payroll" sheetId="2" state="hidden" r:id="rId2"/></sheets></workbook>`;

const sharedStrings = `${XML_DECLARATION}<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${STRINGS.length}" uniqueCount="${STRINGS.length}">` +
  `${STRINGS.map((text) => `<si><t>${text}</t></si>`).join('')}</sst>`;

const styles = `${XML_DECLARATION}<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">` +
  `<numFmts count="1"><numFmt numFmtId="164" formatCode="yyyy\\-mm\\-dd"/></numFmts>` +
  `<fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts>` +
  `<fills count="1"><fill><patternFill patternType="none"/></fill></fills>` +
  `<borders count="1"><border/></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>` +
  `<cellXfs count="5"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>` +
  `<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>` +
  `<xf numFmtId="4" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>` +
  `<xf numFmtId="10" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>` +
  `<xf numFmtId="15" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs></styleSheet>`;

const drawing = `${XML_DECLARATION}<xdr:wsDr xmlns:xdr="http://schemas.openxmlformats.org/drawingml/2006/spreadsheetDrawing" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:c="http://schemas.openxmlformats.org/drawingml/2006/chart" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">` +
  `<xdr:twoCellAnchor><xdr:from><xdr:col>5</xdr:col><xdr:colOff>0</xdr:colOff><xdr:row>1</xdr:row><xdr:rowOff>0</xdr:rowOff></xdr:from><xdr:to><xdr:col>10</xdr:col><xdr:colOff>0</xdr:colOff><xdr:row>12</xdr:row><xdr:rowOff>0</xdr:rowOff></xdr:to>` +
  `<xdr:graphicFrame><xdr:nvGraphicFramePr><xdr:cNvPr id="2" name="Chart 1"/><xdr:cNvGraphicFramePr/></xdr:nvGraphicFramePr><xdr:xfrm/>` +
  `<a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/chart"><c:chart r:id="rIdChart"/></a:graphicData></a:graphic></xdr:graphicFrame><xdr:clientData/></xdr:twoCellAnchor></xdr:wsDr>`;

/** A bar chart with a title and one series over three categories (shared with the deck). */
export function barChart(title: string, seriesName: string, points: Array<[string, number]>): string {
  const strPoints = points.map(([label], index) => `<c:pt idx="${index}"><c:v>${label}</c:v></c:pt>`).join('');
  const numPoints = points.map(([, value], index) => `<c:pt idx="${index}"><c:v>${value}</c:v></c:pt>`).join('');
  return `${XML_DECLARATION}<c:chartSpace xmlns:c="http://schemas.openxmlformats.org/drawingml/2006/chart" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><c:chart>` +
    `<c:title><c:tx><c:rich><a:bodyPr/><a:p><a:r><a:t>${title}</a:t></a:r></a:p></c:rich></c:tx><c:overlay val="0"/></c:title><c:autoTitleDeleted val="0"/>` +
    `<c:plotArea><c:barChart><c:barDir val="col"/><c:grouping val="clustered"/><c:ser><c:idx val="0"/><c:order val="0"/>` +
    `<c:tx><c:strRef><c:f>Sheet1!$B$1</c:f><c:strCache><c:ptCount val="1"/><c:pt idx="0"><c:v>${seriesName}</c:v></c:pt></c:strCache></c:strRef></c:tx>` +
    `<c:cat><c:strRef><c:f>Sheet1!$A$2:$A$4</c:f><c:strCache><c:ptCount val="${points.length}"/>${strPoints}</c:strCache></c:strRef></c:cat>` +
    `<c:val><c:numRef><c:f>Sheet1!$B$2:$B$4</c:f><c:numCache><c:formatCode>General</c:formatCode><c:ptCount val="${points.length}"/>${numPoints}</c:numCache></c:numRef></c:val>` +
    `</c:ser></c:barChart></c:plotArea></c:chart></c:chartSpace>`;
}

const SHEET_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

export function xlsxParts(salesSheetXml = salesSheet): Parts {
  return {
    '[Content_Types].xml': contentTypes({
      'xl/workbook.xml': `${SHEET_TYPE}.sheet.main+xml`,
      'xl/worksheets/sheet1.xml': `${SHEET_TYPE}.worksheet+xml`,
      'xl/worksheets/sheet2.xml': `${SHEET_TYPE}.worksheet+xml`,
      'xl/sharedStrings.xml': `${SHEET_TYPE}.sharedStrings+xml`,
      'xl/styles.xml': `${SHEET_TYPE}.styles+xml`,
      'xl/drawings/drawing1.xml': 'application/vnd.openxmlformats-officedocument.drawing+xml',
      'xl/charts/chart1.xml': 'application/vnd.openxmlformats-officedocument.drawingml.chart+xml',
    }),
    '_rels/.rels': packageRelationships('xl/workbook.xml'),
    'xl/workbook.xml': workbook,
    'xl/_rels/workbook.xml.rels': relationships([
      ['rId1', 'worksheet', 'worksheets/sheet1.xml'],
      ['rId2', 'worksheet', 'worksheets/sheet2.xml'],
      ['rId3', 'sharedStrings', 'sharedStrings.xml'],
      ['rId4', 'styles', 'styles.xml'],
    ]),
    'xl/worksheets/sheet1.xml': salesSheetXml,
    'xl/worksheets/_rels/sheet1.xml.rels': relationships([['rIdDrawing', 'drawing', '../drawings/drawing1.xml']]),
    'xl/worksheets/sheet2.xml': hiddenSheet,
    'xl/sharedStrings.xml': sharedStrings,
    'xl/styles.xml': styles,
    'xl/drawings/drawing1.xml': drawing,
    'xl/drawings/_rels/drawing1.xml.rels': relationships([['rIdChart', 'chart', '../charts/chart1.xml']]),
    'xl/charts/chart1.xml': barChart('Sales by month', 'Amount', [['January', 1234.5], ['February', 2469.5], ['March', 1234]]),
    'docProps/core.xml': coreProperties({
      'dc:title': 'Duck Sales Workbook',
      'dc:creator': 'Ada Lovelace',
      'cp:lastModifiedBy': 'Grace Hopper',
      'dcterms:created': '2024-02-01T09:00:00Z',
      'dcterms:modified': '2024-02-02T10:00:00Z',
    }),
    'docProps/app.xml': appProperties({ Application: 'Microsoft Excel', Company: 'Pond Research' }),
  };
}

/** A workbook whose first sheet is the given XML (for hostile variants). */
export function xlsxWithSheet(sheetXml: string): Parts {
  return xlsxParts(sheetXml);
}
