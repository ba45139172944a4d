// Control words that open a destination: they decide where the text of their group goes.
// An unknown destination marked with \* is skipped whole, as the spec asks of readers; the
// known ones are read into the font table, the style sheet, \info metadata, list markers
// and hyperlink fields.

import { codecForCharset, codecForCodePage } from './code-pages.ts';
import { SKIPPED_DESTINATIONS } from './control-words.ts';
import { SKIP, hyperlinkTarget, type GroupState, type ListMarker } from './group-state.ts';
import { INFO_DATE_FIELDS, INFO_TEXT_FIELDS, type InfoCollector } from './info-metadata.ts';

/** What destinations change on the interpreter besides the group's own state. */
export interface DestinationContext {
  listMarker: ListMarker | null;
  /** Font number → its codec (null: the document's code page). */
  readonly fontCodecs: Map<number, string | null>;
  /** The font entry being read in the font table. */
  tableFont: number | null;
  readonly info: InfoCollector;
}

/** True when `name` opened (or was) a destination and needs no other handling. */
export function openDestination(context: DestinationContext, state: GroupState, name: string, ignorable: boolean): boolean {
  const { sink } = state;
  if ((sink.kind === 'info' || sink.kind === 'info-field') && (INFO_TEXT_FIELDS.has(name) || INFO_DATE_FIELDS.has(name))) {
    state.sink = { kind: 'info-field', field: name };
    return true;
  }
  switch (name) {
    case 'fonttbl':
    case 'stylesheet':
    case 'info':
    case 'generator':
      state.sink = { kind: name };
      return true;
    case 'field':
      state.field = { instruction: '' };
      return true;
    case 'fldinst':
      state.sink = state.field ? { kind: 'field-instruction', field: state.field } : SKIP;
      return true;
    case 'fldrslt':
      state.href = hyperlinkTarget(state.field);
      return true;
    case 'listtext':
    case 'pntext':
      // The marker a reader shows; it makes the paragraph a list item (see DocumentBuilder).
      context.listMarker = { text: '' };
      state.sink = { kind: 'marker', marker: context.listMarker };
      return true;
  }
  if (ignorable || SKIPPED_DESTINATIONS.has(name)) {
    state.sink = SKIP;
    return true;
  }
  return false;
}

/** Words inside the font table, the style sheet and \info; true when the group is one of those. */
export function destinationWord(context: DestinationContext, state: GroupState, name: string, param: number | null): boolean {
  const { sink } = state;
  switch (sink.kind) {
    case 'fonttbl':
      if (name === 'f') context.tableFont = param;
      else if (context.tableFont !== null && param !== null && name === 'fcharset') context.fontCodecs.set(context.tableFont, codecForCharset(param));
      else if (context.tableFont !== null && param !== null && name === 'cpg') context.fontCodecs.set(context.tableFont, codecForCodePage(param));
      return true;
    case 'style':
      if (name === 's' && param !== null) sink.entry.number = param;
      else if (name === 'outlinelevel') sink.entry.outlineLevel = param;
      return true;
    case 'info':
    case 'info-field':
      context.info.addWord(sink.kind === 'info-field' ? sink.field : null, name, param);
      return true;
    case 'stylesheet':
      return true;
    default:
      return false;
  }
}
