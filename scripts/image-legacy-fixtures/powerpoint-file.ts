// A PowerPoint 97–2003 file written by hand (MS-PPT records in an OLE file made with cfb), with
// what the plugin's reader must handle: titles and bulleted bodies kept in SlideListWithText
// and pointed at from the drawing (OutlineTextRefAtom), a free text box holding its own text,
// a table (a group with tableProperties, cells placed by their anchors), a hidden slide,
// speaker notes, and optionally a second save whose persist directory replaces the document
// container of the first (the reader must follow the newest save, not the stream order).

import CFB from 'cfb';
import { summaryInformation, type SummaryProperties } from './property-set.ts';

interface SlideSpec {
  title: string;
  body?: string[];
  freeText?: string;
  table?: string[][];
  hidden?: boolean;
  notes?: string;
}

export interface PowerPointOptions {
  slides: SlideSpec[];
  properties?: SummaryProperties;
  /** Marks the file encrypted in its Current User header (the records stay plain). */
  encrypted?: boolean;
  /** Saves first with this title on slide 1, then again with the real one. */
  draftTitle?: string;
}

const CONTAINER = 0xf;

function atom(type: number, data: Buffer, instance = 0, version = 0): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt16LE((instance << 4) | version, 0);
  header.writeUInt16LE(type, 2);
  header.writeUInt32LE(data.length, 4);
  return Buffer.concat([header, data]);
}

function container(type: number, children: Buffer[], instance = 0): Buffer {
  return atom(type, Buffer.concat(children), instance, CONTAINER);
}

function u32s(...values: number[]): Buffer {
  const bytes = Buffer.alloc(values.length * 4);
  values.forEach((value, index) => bytes.writeUInt32LE(value >>> 0, index * 4));
  return bytes;
}

const textHeader = (textType: number) => atom(0x0f9f, u32s(textType));
const chars = (text: string) => atom(0x0fa0, Buffer.from(text, 'utf16le'));
const bytes = (text: string) => atom(0x0fa8, Buffer.from(text, 'latin1'));
const textbox = (parts: Buffer[]) => container(0xf004, [container(0xf00d, parts)]);

function documentContainer(slides: SlideSpec[]): Buffer {
  const slideList = slides.flatMap((slide, index) => [
    atom(0x03f3, u32s(2 + index, 0, slide.body ? 2 : 1, 256 + index, 0)), // SlidePersistAtom
    textHeader(0), chars(slide.title),
    ...(slide.body ? [textHeader(1), bytes(slide.body.join('\r'))] : []),
  ]);
  const notesList = slides.flatMap((slide, index) => (slide.notes ? [atom(0x03f3, u32s(notesPersistId(slides, index), 0, 0, 0x100 + index, 0))] : []));
  return container(0x03e8, [
    atom(0x03e9, Buffer.alloc(40), 0, 1), // DocumentAtom
    container(0x0ff0, slideList, 0),
    ...(notesList.length ? [container(0x0ff0, notesList, 2)] : []),
    atom(0x03ea, Buffer.alloc(0)), // EndDocumentAtom
  ]);
}

/** Persist ids: 1 the document, 2… the slides, then the notes pages. */
function notesPersistId(slides: SlideSpec[], index: number): number {
  return 2 + slides.length + slides.slice(0, index).filter((slide) => slide.notes).length;
}

function drawing(shapes: Buffer[]): Buffer {
  return container(0x040c, [container(0xf002, [container(0xf003, [container(0xf004, []), ...shapes])])]);
}

function slideContainer(slide: SlideSpec, index: number): Buffer {
  const shapes = [textbox([atom(0x0f9e, u32s(0))])];
  if (slide.body) shapes.push(textbox([atom(0x0f9e, u32s(1))]));
  if (slide.freeText) shapes.push(textbox([textHeader(4), chars(slide.freeText)]));
  if (slide.table) shapes.push(tableGroup(slide.table));
  const slideAtom = atom(0x03ef, u32s(0, 0, 0, 0x80000000, slide.notes ? 0x100 + index : 0, 0), 0, 2);
  const showInfo = Buffer.alloc(16);
  if (slide.hidden) showInfo[10] = 0x04; // fHidden
  return container(0x03ee, [slideAtom, atom(0x03f9, showInfo), drawing(shapes)]);
}

/** A table: the group shape carries tableProperties (0x039F); each cell is a shape with an anchor. */
function tableGroup(rows: string[][]): Buffer {
  const options = Buffer.alloc(6);
  options.writeUInt16LE(0x039f, 0);
  options.writeUInt32LE(1, 2);
  const cells = rows.flatMap((row, rowIndex) =>
    row.map((cell, column) => {
      const anchor = atom(0xf00f, u32s(1000 + column * 800, 2000 + rowIndex * 300, 1800 + column * 800, 2300 + rowIndex * 300));
      return container(0xf004, [anchor, container(0xf00d, [textHeader(4), ...(cell ? [chars(cell)] : [])])]);
    }),
  );
  return container(0xf003, [container(0xf004, [atom(0xf122, options, 1, 3)]), ...cells]);
}

function notesContainer(text: string): Buffer {
  return container(0x03f0, [atom(0x03f1, Buffer.alloc(8), 0, 1), drawing([textbox([textHeader(2), chars(text)])])]);
}

export function powerPointFile(options: PowerPointOptions): Buffer {
  const { slides } = options;
  const parts: Buffer[] = [];
  let offset = 0;
  const add = (record: Buffer): number => {
    parts.push(record);
    offset += record.length;
    return offset - record.length;
  };
  const firstSlides = options.draftTitle ? slides.map((slide, index) => (index === 0 ? { ...slide, title: options.draftTitle! } : slide)) : slides;
  const persist = new Map<number, number>();
  persist.set(1, add(documentContainer(firstSlides)));
  slides.forEach((slide, index) => persist.set(2 + index, add(slideContainer(slide, index))));
  slides.forEach((slide, index) => {
    if (slide.notes) persist.set(notesPersistId(slides, index), add(notesContainer(slide.notes)));
  });
  const save = (entries: Map<number, number>, previousEdit: number): number => {
    const ids = [...entries.keys()].sort((a, b) => a - b);
    // One run per id keeps the writer simple: (id, count 1, offset).
    const directory = add(atom(0x1772, Buffer.concat(ids.map((id) => u32s(id | (1 << 20), entries.get(id)!)))));
    const edit = u32s(256, 0, previousEdit, directory, 1, 3 + slides.length * 2, 1);
    edit.writeUInt16LE(0, 4);
    edit[6] = 0; // minorVersion
    edit[7] = 3; // majorVersion
    return add(atom(0x0ff5, edit));
  };
  let currentEdit = save(persist, 0);
  if (options.draftTitle) {
    // The second save rewrites the document container; the first stays in the stream, stale.
    currentEdit = save(new Map([[1, add(documentContainer(slides))]]), currentEdit);
  }

  const userName = Buffer.from('Fixture', 'latin1');
  const currentUser = Buffer.concat([
    u32s(0x14, options.encrypted ? 0xf3d1c4df : 0xe391c05f, currentEdit),
    Buffer.from([userName.length, 0, 0xf4, 0x03, 3, 0, 0, 0]), // lenUserName, docFileVersion, major, minor, unused
    userName,
    u32s(8), // relVersion
  ]);
  const file = CFB.utils.cfb_new();
  CFB.utils.cfb_add(file, '/PowerPoint Document', Buffer.concat(parts));
  CFB.utils.cfb_add(file, '/Current User', atom(0x0ff6, currentUser));
  if (options.properties) CFB.utils.cfb_add(file, '/\u0005SummaryInformation', summaryInformation(options.properties));
  return Buffer.from(CFB.write(file, { type: 'buffer' }) as Uint8Array);
}
