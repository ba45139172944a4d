// The parts of fixtures/office/deck.pptx: three slides whose presentation order differs from
// their file names, titles from placeholders positioned by the layout, text boxes written
// out of reading order, nested bullets, a table with a merged cell, speaker notes, a chart
// with a title, and a picture with alt text.

import {
  XML_DECLARATION, appProperties, contentTypes, coreProperties, packageRelationships, relationships, TINY_PNG, type Parts,
} from './package-writer.ts';
import { barChart } from './xlsx-parts.ts';

const NS = 'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"';
const EMU_PER_INCH = 914400;

const xfrm = (xInches: number, yInches: number, wInches = 4, hInches = 1): string =>
  `<a:xfrm><a:off x="${xInches * EMU_PER_INCH}" y="${yInches * EMU_PER_INCH}"/><a:ext cx="${wInches * EMU_PER_INCH}" cy="${hInches * EMU_PER_INCH}"/></a:xfrm>`;

let shapeId = 10;
const paragraphXml = (text: string, level = 0, props = ''): string =>
  `<a:p>${level || props ? `<a:pPr${level ? ` lvl="${level}"` : ''}>${props}</a:pPr>` : ''}<a:r><a:rPr lang="en-US"/><a:t>${text}</a:t></a:r></a:p>`;

/** A placeholder shape without a position of its own: the layout supplies it. */
const placeholder = (type: string, paragraphs: string, idx?: number): string =>
  `<p:sp><p:nvSpPr><p:cNvPr id="${shapeId++}" name="${type} ${shapeId}"/><p:cNvSpPr/><p:nvPr><p:ph type="${type}"${idx !== undefined ? ` idx="${idx}"` : ''}/></p:nvPr></p:nvSpPr><p:spPr/><p:txBody><a:bodyPr/>${paragraphs}</p:txBody></p:sp>`;

const textBox = (x: number, y: number, paragraphs: string): string =>
  `<p:sp><p:nvSpPr><p:cNvPr id="${shapeId++}" name="TextBox ${shapeId}"/><p:cNvSpPr txBox="1"/><p:nvPr/></p:nvSpPr><p:spPr>${xfrm(x, y)}</p:spPr><p:txBody><a:bodyPr/>${paragraphs}</p:txBody></p:sp>`;

const slide = (shapes: string): string =>
  `${XML_DECLARATION}<p:sld ${NS}><p:cSld><p:spTree><p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/>${shapes}</p:spTree></p:cSld></p:sld>`;

const tableCell = (text: string, attributes = ''): string =>
  `<a:tc${attributes}><a:txBody><a:bodyPr/>${paragraphXml(text)}</a:txBody></a:tc>`;

const TABLE = `<p:graphicFrame><p:nvGraphicFramePr><p:cNvPr id="40" name="Table 1"/><p:cNvGraphicFramePr/><p:nvPr/></p:nvGraphicFramePr>${xfrm(1, 2, 6, 2).replace(/a:xfrm/g, 'p:xfrm')}` +
  `<a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/table"><a:tbl><a:tblGrid><a:gridCol w="2000000"/><a:gridCol w="2000000"/><a:gridCol w="2000000"/></a:tblGrid>` +
  `<a:tr h="370840">${tableCell('Pond')}${tableCell('Spring and autumn counts', ' gridSpan="2"')}<a:tc hMerge="1"><a:txBody><a:bodyPr/><a:p/></a:txBody></a:tc></a:tr>` +
  `<a:tr h="370840">${tableCell('North pond')}${tableCell('12')}${tableCell('9')}</a:tr>` +
  `<a:tr h="370840">${tableCell('South pond')}${tableCell('7')}${tableCell('11')}</a:tr></a:tbl></a:graphicData></a:graphic></p:graphicFrame>`;

const CHART_FRAME = `<p:graphicFrame><p:nvGraphicFramePr><p:cNvPr id="50" name="Chart 1"/><p:cNvGraphicFramePr/><p:nvPr/></p:nvGraphicFramePr>${xfrm(5, 2, 4, 3).replace(/a:xfrm/g, 'p:xfrm')}` +
  `<a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/chart"><c:chart xmlns:c="http://schemas.openxmlformats.org/drawingml/2006/chart" r:id="rIdChart"/></a:graphicData></a:graphic></p:graphicFrame>`;

const PICTURE = `<p:pic><p:nvPicPr><p:cNvPr id="60" name="Picture 1" descr="A heron standing in reeds"/><p:cNvPicPr/><p:nvPr/></p:nvPicPr><p:blipFill><a:blip r:embed="rIdImage"/></p:blipFill><p:spPr>${xfrm(7, 5, 1, 1)}</p:spPr></p:pic>`;

const slide1 = slide(
  placeholder('ctrTitle', paragraphXml('Duck Survey 2024')) +
    placeholder('subTitle', paragraphXml('Results from the spring count'), 1) +
    // Written first, placed last: reading order comes from position, not from the XML.
    textBox(1, 6, paragraphXml('Bottom note about the weather')) +
    textBox(1, 3, paragraphXml('Upper text box about the lake')),
);
const slideTable = slide(placeholder('title', paragraphXml('Counts by pond')) + TABLE);
const slideChart = slide(
  placeholder('title', paragraphXml('Trend over the year')) +
    placeholder('body', paragraphXml('Numbers went up') + paragraphXml('Mostly mallards', 1) + paragraphXml('First numbered point', 0, '<a:buAutoNum type="arabicPeriod"/>'), 1) +
    CHART_FRAME + PICTURE,
);

const notes = `${XML_DECLARATION}<p:notes ${NS}><p:cSld><p:spTree><p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/>` +
  `${placeholder('sldImg', '')}${placeholder('body', paragraphXml('Remember to mention the heron sighting.'), 1)}${placeholder('sldNum', paragraphXml('2'), 5)}</p:spTree></p:cSld></p:notes>`;

const layoutShape = (type: string, idx: number | undefined, y: number): string =>
  `<p:sp><p:nvSpPr><p:cNvPr id="${shapeId++}" name="${type}"/><p:cNvSpPr/><p:nvPr><p:ph type="${type}"${idx !== undefined ? ` idx="${idx}"` : ''}/></p:nvPr></p:nvSpPr><p:spPr>${xfrm(0.5, y, 9, 1)}</p:spPr><p:txBody><a:bodyPr/><a:p/></p:txBody></p:sp>`;
const layout = `${XML_DECLARATION}<p:sldLayout ${NS}><p:cSld><p:spTree><p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/>` +
  `${layoutShape('title', undefined, 0.3)}${layoutShape('body', 1, 1.5)}</p:spTree></p:cSld></p:sldLayout>`;
const master = `${XML_DECLARATION}<p:sldMaster ${NS}><p:cSld><p:spTree><p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/></p:spTree></p:cSld><p:sldLayoutIdLst><p:sldLayoutId id="2147483649" r:id="rId1"/></p:sldLayoutIdLst></p:sldMaster>`;

// Presentation order: slide1.xml, slide3.xml (the table), slide2.xml (the chart).
const presentation = `${XML_DECLARATION}<p:presentation ${NS}><p:sldMasterIdLst><p:sldMasterId id="2147483648" r:id="rIdMaster"/></p:sldMasterIdLst>` +
  `<p:sldIdLst><p:sldId id="256" r:id="rIdA"/><p:sldId id="257" r:id="rIdC"/><p:sldId id="258" r:id="rIdB"/></p:sldIdLst><p:sldSz cx="9144000" cy="6858000"/></p:presentation>`;

const DECK_TYPE = 'application/vnd.openxmlformats-officedocument.presentationml';
const layoutRel: [string, string, string] = ['rIdLayout', 'slideLayout', '../slideLayouts/slideLayout1.xml'];

export function pptxParts(firstSlideXml = slide1): Parts {
  return {
    '[Content_Types].xml': contentTypes(
      {
        'ppt/presentation.xml': `${DECK_TYPE}.presentation.main+xml`,
        'ppt/slides/slide1.xml': `${DECK_TYPE}.slide+xml`,
        'ppt/slides/slide2.xml': `${DECK_TYPE}.slide+xml`,
        'ppt/slides/slide3.xml': `${DECK_TYPE}.slide+xml`,
        'ppt/notesSlides/notesSlide1.xml': `${DECK_TYPE}.notesSlide+xml`,
        'ppt/slideLayouts/slideLayout1.xml': `${DECK_TYPE}.slideLayout+xml`,
        'ppt/slideMasters/slideMaster1.xml': `${DECK_TYPE}.slideMaster+xml`,
        'ppt/charts/chart1.xml': 'application/vnd.openxmlformats-officedocument.drawingml.chart+xml',
      },
      { png: 'image/png' },
    ),
    '_rels/.rels': packageRelationships('ppt/presentation.xml'),
    'ppt/presentation.xml': presentation,
    'ppt/_rels/presentation.xml.rels': relationships([
      ['rIdMaster', 'slideMaster', 'slideMasters/slideMaster1.xml'],
      ['rIdA', 'slide', 'slides/slide1.xml'],
      ['rIdB', 'slide', 'slides/slide2.xml'],
      ['rIdC', 'slide', 'slides/slide3.xml'],
    ]),
    'ppt/slides/slide1.xml': firstSlideXml,
    'ppt/slides/_rels/slide1.xml.rels': relationships([layoutRel]),
    'ppt/slides/slide2.xml': slideChart,
    'ppt/slides/_rels/slide2.xml.rels': relationships([
      layoutRel, ['rIdChart', 'chart', '../charts/chart1.xml'], ['rIdImage', 'image', '../media/image1.png'],
    ]),
    'ppt/slides/slide3.xml': slideTable,
    'ppt/slides/_rels/slide3.xml.rels': relationships([layoutRel, ['rIdNotes', 'notesSlide', '../notesSlides/notesSlide1.xml']]),
    'ppt/notesSlides/notesSlide1.xml': notes,
    'ppt/slideLayouts/slideLayout1.xml': layout,
    'ppt/slideLayouts/_rels/slideLayout1.xml.rels': relationships([['rId1', 'slideMaster', '../slideMasters/slideMaster1.xml']]),
    'ppt/slideMasters/slideMaster1.xml': master,
    'ppt/slideMasters/_rels/slideMaster1.xml.rels': relationships([['rId1', 'slideLayout', '../slideLayouts/slideLayout1.xml']]),
    'ppt/charts/chart1.xml': barChart('Ducks counted per season', 'Ducks', [['Spring', 19], ['Summer', 23], ['Autumn', 20]]),
    'ppt/media/image1.png': TINY_PNG,
    'docProps/core.xml': coreProperties({
      'dc:title': 'Duck Survey Deck',
      'dc:creator': 'Ada Lovelace',
      'cp:lastModifiedBy': 'Grace Hopper',
      'dc:subject': 'Spring count',
      'dcterms:created': '2024-03-01T09:00:00Z',
      'dcterms:modified': '2024-03-02T10:00:00Z',
    }),
    'docProps/app.xml': appProperties({ Application: 'Microsoft Office PowerPoint', Slides: 3, Notes: 1, Company: 'Pond Research' }),
  };
}

/** A deck whose first slide is the given XML (for hostile variants). */
export function pptxWithFirstSlide(slideXml: string): Parts {
  return pptxParts(slideXml);
}
