// Bytes → a SheetJS workbook, read the cheap way for untrusted files: no HTML, no formulas
// parsed (their cached values are read), no VBA, no styles, dense sheets, a row cap.
// A zipped workbook (xlsx, xlsm, ods) never reaches SheetJS's own unzip: its parts are
// inflated by the shared zip reader, with the bomb checks, and handed over already inflated.
// Sheets not asked for (ExtractInput.pages) are not parsed: for xlsx and xlsm their parts are
// not even inflated; an ods's are emptied in content.xml first (ods-skipped-sheets.ts). SheetJS
// reads every sheet of an xls (one BIFF stream) once it reads any, and the modes skip those not
// asked for; asked for none, it reads only the workbook's sheet list.

import * as XLSX from 'xlsx';
import { BadInputError, isBadInputError } from '@docextract/contracts/plugin-api';
import { OfficeZip } from '@docextract/plugin-kit/zip';
import { withoutSkippedSheets } from './ods-skipped-sheets.ts';
import { workbookSheets } from './workbook-sheets.ts';

/** Rows read per sheet; past it the sheet is cut and raw.truncated says so. */
export const MAX_ROWS_PER_SHEET = 25_000;

const READ_OPTIONS: XLSX.ParsingOptions = {
  dense: true,
  cellHTML: false,
  cellFormula: false,
  cellStyles: false,
  cellNF: false,
  cellDates: false,
  bookVBA: false,
  bookDeps: false,
  bookFiles: false,
  sheetStubs: false,
  sheetRows: MAX_ROWS_PER_SHEET + 1,
};

export interface OpenedWorkbook {
  workbook: XLSX.WorkBook;
  /** The package, for a zipped workbook: properties and charts are read from it. */
  zip: OfficeZip | null;
}

// Parts SheetJS never needs: pictures, embedded files, macros, thumbnails. Not inflating
// them saves the work and keeps their size out of memory.
const UNREAD_PARTS = /(^|\/)(media|embeddings|printerSettings)\/|vbaProject\.bin$|(^|\/)thumbnail\.[a-z]+$|^Thumbnails\//i;

/** Where an ods keeps every sheet; an xlsx has no such part. */
const ODS_CONTENT = 'content.xml';
const ZIP_MAGIC = [0x50, 0x4b];
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0];

type ParseZip = (container: unknown, options: XLSX.ParsingOptions) => XLSX.WorkBook;

/**
 * `pages`: the sheets to parse, by 1-based number in workbook order (ExtractInput.pages);
 * absent, every sheet. SheetNames always lists every sheet.
 */
export async function openWorkbook(bytes: Uint8Array, password: string | null, pages?: readonly number[]): Promise<OpenedWorkbook> {
  const sheetOptions = sheetSelection(pages);
  if (startsWith(bytes, ZIP_MAGIC)) {
    const zip = OfficeZip.open(bytes);
    const skipped = pages ? skippedSheetParts(zip, pages) : new Set<string>();
    const container = XLSX.CFB.utils.cfb_new();
    for (const name of zip.names()) {
      if (name.endsWith('/') || UNREAD_PARTS.test(name) || skipped.has(name)) continue;
      // "unsafe" is how SheetJS's own unzip adds entries: no index rebuild per entry.
      const data = zip.read(name);
      const content = data && pages && name === ODS_CONTENT ? odsContentFor(data, pages) : data;
      XLSX.CFB.utils.cfb_add(container, name, content, { unsafe: true });
    }
    // parse_zip is SheetJS's entry point for an already-opened package (exported, untyped).
    const parseZip = (XLSX as unknown as { parse_zip: ParseZip }).parse_zip;
    return { workbook: guarded(() => parseZip(container, { ...READ_OPTIONS, ...sheetOptions }), password), zip };
  }
  if (startsWith(bytes, OLE_MAGIC)) {
    await loadCodePages();
    // A copy: SheetJS annotates the array it reads, and the input is shared with the core.
    const options: XLSX.ParsingOptions = { ...READ_OPTIONS, ...sheetOptions, type: 'buffer', ...(password ? { password } : {}) };
    return { workbook: guarded(() => XLSX.read(Buffer.from(bytes), options), password), zip: null };
  }
  throw new BadInputError('unsupported', 'not a spreadsheet this plugin reads (xlsx, xlsm, ods or xls)');
}

/**
 * SheetJS's options for the sheets asked for. No sheet at all is the core asking the sheet
 * count: `bookSheets` stops an xls's parse once the sheet list is read, before any sheet.
 */
function sheetSelection(pages: readonly number[] | undefined): XLSX.ParsingOptions {
  if (!pages) return {};
  return pages.length === 0 ? { bookSheets: true } : { sheets: pages.map((number) => number - 1) };
}

/** An ods's content.xml with the sheets not in `pages` emptied. */
function odsContentFor(bytes: Uint8Array, pages: readonly number[]): Buffer {
  return Buffer.from(withoutSkippedSheets(new TextDecoder().decode(bytes), new Set(pages)));
}

/** The parts of the sheets not in `pages`: SheetJS passes over them, so they need no inflating. */
function skippedSheetParts(zip: OfficeZip, pages: readonly number[]): Set<string> {
  const wanted = new Set(pages);
  const parts = workbookSheets(zip).flatMap(({ part }, index) => (part && !wanted.has(index + 1) ? [part] : []));
  return new Set(parts);
}

// Legacy .xls files store text in their own code page (Mac Roman, Shift_JIS, …); the tables
// are large, so they load on the first .xls only.
let codePagesLoaded: Promise<void> | null = null;
function loadCodePages(): Promise<void> {
  codePagesLoaded ??= import('xlsx/dist/cpexcel.full.mjs').then((cptable) => XLSX.set_cptable(cptable));
  return codePagesLoaded;
}

function guarded(read: () => XLSX.WorkBook, password: string | null): XLSX.WorkBook {
  try {
    return read();
  } catch (error) {
    if (isBadInputError(error)) throw error;
    throw classify(error instanceof Error ? error.message : String(error), password);
  }
}

// SheetJS decrypts only the legacy XOR obfuscation of .xls files; other encryption is refused.
function classify(message: string, password: string | null): BadInputError {
  if (/password is incorrect/i.test(message)) return new BadInputError('password-wrong', 'the password is wrong for this workbook');
  if (/password-protected/i.test(message) && !password) {
    return new BadInputError('password-required', 'the workbook is encrypted; send its password');
  }
  if (/password|encrypt/i.test(message)) {
    return new BadInputError('unsupported', 'the workbook is encrypted in a way this service cannot decrypt');
  }
  if (/unsupported/i.test(message)) return new BadInputError('unsupported', `SheetJS cannot read this file: ${firstLine(message)}`);
  return new BadInputError('corrupt', `the workbook could not be read: ${firstLine(message)}`);
}

function firstLine(message: string): string {
  return (message.split('\n')[0] ?? '').slice(0, 200);
}

function startsWith(bytes: Uint8Array, magic: number[]): boolean {
  return magic.every((byte, index) => bytes[index] === byte);
}
