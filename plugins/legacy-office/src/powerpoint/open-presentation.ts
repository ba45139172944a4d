// Finds the slides of a PowerPoint 97–2003 file in show order. The stream is a log of saves:
// the "Current User" stream points at the last UserEditAtom, each edit points at its persist
// directory (object id → stream offset) and at the edit before it, and the newest entry for
// an id wins. The document container's SlideListWithText then lists the slides' persist ids
// in order, each followed by the text of its placeholders. A file whose save log is broken is
// still read, from the slide containers in stream order.
//
// Encryption is decided here, before any record is read as text: an encrypted file says so in
// its Current User header token, its UserEditAtom, a CryptSession10Container or an
// "EncryptedSummary" stream, and everything else in it is ciphertext.

import { BadInputError } from '@docextract/contracts/plugin-api';
import type { CompoundFile } from '../compound-file.ts';
import { childrenOf, recordAt, recordsIn, RT, type PptRecord } from './records.ts';

const HEADER_TOKEN_ENCRYPTED = 0xf3d1c4df;
const PPT_97_FILE_VERSION = 0x03f4;
const MAX_EDITS = 10_000;
/** SlideListWithText instances: the slides' list and the notes pages' list. */
const SLIDES_LIST = 0;
const NOTES_LIST = 2;

/** A text of a placeholder as SlideListWithText keeps it: its TextHeaderAtom type and atoms. */
export interface ListedText {
  textType: number;
  atoms: PptRecord[];
}

export interface SlideEntry {
  slide: PptRecord;
  notes: PptRecord | null;
  /** The slide's placeholder texts, in list order (OutlineTextRefAtom indexes into these). */
  listed: ListedText[];
  notesListed: ListedText[];
}

export interface Presentation {
  stream: Buffer;
  slides: SlideEntry[];
}

export function openPresentation(file: CompoundFile): Presentation {
  const stream = file.stream('PowerPoint Document')!;
  const encrypted = () => new BadInputError('unsupported', 'the presentation is encrypted with a password; encrypted PowerPoint files cannot be decrypted here');
  if (file.stream('EncryptedSummary')) throw encrypted();

  const user = readCurrentUser(file.stream('Current User'));
  if (user?.encrypted) throw encrypted();
  if (user && user.fileVersion !== PPT_97_FILE_VERSION) {
    throw new BadInputError('unsupported', `a PowerPoint 95 (or older) presentation (file version ${user.fileVersion.toString(16)}); only PowerPoint 97–2003 files are read`);
  }
  const log = user ? readSaveLog(stream, user.currentEdit) : null;
  if (log?.encrypted) throw encrypted();
  const topLevel = [...recordsIn(stream, 0, stream.length)];
  if (topLevel.some((record) => record.type === RT.CryptSession10Container)) throw encrypted();
  if (topLevel.length === 0) throw new BadInputError('corrupt', 'the PowerPoint Document stream holds no records');

  const byId = (id: number, type: number): PptRecord | null => {
    const offset = log?.persist.get(id);
    const record = offset === undefined ? null : recordAt(stream, offset);
    return record?.type === type ? record : null;
  };
  const document = (log && byId(log.documentId, RT.Document)) ?? topLevel.findLast((record) => record.type === RT.Document);
  const listed = document ? slideLists(stream, document) : null;
  const slides: SlideEntry[] = [];
  if (log && listed && listed.slides.length > 0) {
    // A slide names its notes page by the page's notesId, which the notes list maps to a persist id.
    const notesBySlideId = new Map(listed.notes.map((entry) => [entry.slideId, entry]));
    for (const entry of listed.slides) {
      const slide = byId(entry.persistId, RT.Slide);
      if (!slide) continue;
      const notes = notesBySlideId.get(notesIdOf(stream, slide));
      slides.push({ slide, notes: notes ? byId(notes.persistId, RT.Notes) : null, listed: entry.texts, notesListed: notes?.texts ?? [] });
    }
  }
  if (slides.length > 0) return { stream, slides };
  // No usable save log: the slide containers in stream order, without notes (nothing links them).
  return { stream, slides: topLevel.filter((record) => record.type === RT.Slide).map((slide) => ({ slide, notes: null, listed: [], notesListed: [] })) };
}

function readCurrentUser(stream: Buffer | null): { encrypted: boolean; currentEdit: number; fileVersion: number } | null {
  const atom = stream ? recordAt(stream, 0) : null;
  if (!stream || !atom || atom.type !== RT.CurrentUserAtom || atom.end - atom.start < 16) return null;
  return {
    encrypted: stream.readUInt32LE(atom.start + 4) === HEADER_TOKEN_ENCRYPTED,
    currentEdit: stream.readUInt32LE(atom.start + 8),
    fileVersion: stream.readUInt16LE(atom.start + 14),
  };
}

/** The persist directory merged over every save (newest first), and the document's id. */
function readSaveLog(stream: Buffer, currentEdit: number): { persist: Map<number, number>; documentId: number; encrypted: boolean } | null {
  const persist = new Map<number, number>();
  const seen = new Set<number>();
  let documentId: number | null = null;
  let encrypted = false;
  // offsetLastEdit is 0 after the first save: the chain ends there.
  for (let offset = currentEdit; ; ) {
    if (seen.has(offset) || seen.size >= MAX_EDITS) return null;
    seen.add(offset);
    const edit = recordAt(stream, offset);
    if (!edit || edit.type !== RT.UserEditAtom || edit.end - edit.start < 28) return null;
    documentId ??= stream.readUInt32LE(edit.start + 16);
    // encryptSessionPersistIdRef is present only in an encrypted file.
    if (edit.end - edit.start >= 32 && stream.readUInt32LE(edit.start + 28) !== 0) encrypted = true;
    const directory = recordAt(stream, stream.readUInt32LE(edit.start + 12));
    if (!directory || directory.type !== RT.PersistDirectoryAtom) return null;
    for (let at = directory.start; at + 4 <= directory.end; ) {
      const head = stream.readUInt32LE(at);
      const first = head & 0xfffff;
      const count = head >>> 20;
      at += 4;
      for (let index = 0; index < count && at + 4 <= directory.end; index++, at += 4) {
        if (!persist.has(first + index)) persist.set(first + index, stream.readUInt32LE(at));
      }
    }
    offset = stream.readUInt32LE(edit.start + 8);
    if (offset === 0) break;
  }
  return documentId === null ? null : { persist, documentId, encrypted };
}

interface ListEntry {
  persistId: number;
  /** slideId of a SlidePersistAtom, notesId of a NotesPersistAtom. */
  slideId: number;
  texts: ListedText[];
}

/** The slides' and notes pages' SlideListWithText entries, each with the texts that follow it. */
function slideLists(stream: Buffer, document: PptRecord): { slides: ListEntry[]; notes: ListEntry[] } {
  const lists: { slides: ListEntry[]; notes: ListEntry[] } = { slides: [], notes: [] };
  for (const list of childrenOf(stream, document)) {
    if (list.type !== RT.SlideListWithText || (list.instance !== SLIDES_LIST && list.instance !== NOTES_LIST)) continue;
    const entries = list.instance === SLIDES_LIST ? lists.slides : lists.notes;
    for (const record of childrenOf(stream, list)) {
      const entry = entries.at(-1);
      if (record.type === RT.SlidePersistAtom && record.end - record.start >= 16) {
        entries.push({ persistId: stream.readUInt32LE(record.start), slideId: stream.readUInt32LE(record.start + 12), texts: [] });
      } else if (entry && record.type === RT.TextHeaderAtom && record.end - record.start >= 4) {
        entry.texts.push({ textType: stream.readUInt32LE(record.start), atoms: [] });
      } else {
        entry?.texts.at(-1)?.atoms.push(record);
      }
    }
  }
  return lists;
}

/** The notesId of the slide's notes page (SlideAtom.notesIdRef), 0 for none. */
function notesIdOf(stream: Buffer, slide: PptRecord): number {
  const atom = childrenOf(stream, slide).find((record) => record.type === RT.SlideAtom);
  return atom && atom.end - atom.start >= 20 ? stream.readUInt32LE(atom.start + 16) : 0;
}
