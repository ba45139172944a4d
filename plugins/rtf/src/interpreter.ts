// The RTF interpreter: reads tokens in one loop with an explicit stack of group states, so
// nesting costs memory per group but never call-stack depth. Past MAX_DEPTH, groups are
// counted instead of pushed (their text reads in the deepest state kept), so a file of a
// million `{` ends as fast as any other file of its size.

import type { Block } from '@docextract/contracts/document-model';
import { DEFAULT_CODEC, PendingBytes, codecForCodePage } from './code-pages.ts';
import { CHARACTER_SET_WORDS, CHARACTER_SYMBOLS, CHARACTER_WORDS, PARAGRAPH_ENDS } from './control-words.ts';
import { destinationWord, openDestination } from './destinations.ts';
import { DocumentBuilder } from './document-builder.ts';
import { characterWord, initialState, styleHeadingLevel, type GroupState, type ListMarker, type StyleEntry } from './group-state.ts';
import { InfoCollector } from './info-metadata.ts';
import type { RtfTokenizer} from './tokenizer.ts';
import type { Token } from './tokenizer.ts';

/** Real documents nest a few dozen groups deep; anything past this is hostile or broken. */
const MAX_DEPTH = 512;
const MAX_INSTRUCTION_CHARS = 2_000;
/** \\ \{ \}: the byte itself, in the current code page. */
const LITERAL_SYMBOLS: Record<string, number> = { '\\': 0x5c, '{': 0x7b, '}': 0x7d };

export interface InterpretOptions {
  structured: boolean;
  maxChars: number;
}

export interface Interpretation {
  blocks: Block[];
  info: InfoCollector;
  raw: { rtfVersion: number | null; codePage: string; generator: string | null; truncated: boolean; deepestGroup: number };
}

export class RtfInterpreter {
  // Read by destinations.ts (the DestinationContext) as well as here.
  readonly info = new InfoCollector();
  readonly fontCodecs = new Map<number, string | null>();
  tableFont: number | null = null;
  listMarker: ListMarker | null = null;

  private readonly styles = new Map<number, StyleEntry>();
  private readonly builder: DocumentBuilder;
  private documentCodec = DEFAULT_CODEC;
  private defaultFont: number | null = null;
  private generator = '';
  private codePageNamed = false;
  private rtfVersion: number | null = null;
  private state = initialState();
  private readonly stack: GroupState[] = [];
  private overflow = 0;
  private deepest = 0;
  private readonly pending = new PendingBytes();
  /** Fallback characters of the last \uN still to skip. */
  private skipFallback = 0;
  /** The previous token was \*: an unknown destination that follows is skipped whole. */
  private ignorable = false;
  private rowIsHeader = false;

  constructor(
    private readonly tokens: RtfTokenizer,
    options: InterpretOptions,
  ) {
    this.builder = new DocumentBuilder(options.structured, options.maxChars);
  }

  run(): Interpretation {
    for (let token: Token = this.tokens.next(); token.type !== 'end' && !this.builder.full; token = this.tokens.next()) {
      if (token.type === 'text') {
        this.text(token.start, token.end);
        continue;
      }
      const literal = token.type === 'hex' ? token.byte : token.type === 'symbol' ? LITERAL_SYMBOLS[token.char] : undefined;
      if (literal !== undefined) {
        this.byte(literal);
        continue;
      }
      this.flush();
      if (token.type === 'open') this.openGroup();
      else if (token.type === 'close') {
        if (!this.closeGroup()) break; // the document's own group has ended
      } else if (this.skipFallback > 0) this.skipFallback--;
      else if (token.type === 'word') this.word(token.name, token.param);
      else if (token.type === 'symbol') this.symbol(token.char);
    }
    this.flush();
    return {
      blocks: this.builder.finish(),
      info: this.info,
      raw: { rtfVersion: this.rtfVersion, codePage: this.documentCodec, generator: this.generator.replace(/;\s*$/, '').trim() || null, truncated: this.builder.full, deepestGroup: this.deepest },
    };
  }

  /** Literal bytes of the input, in the current code page, less any \uN fallback. */
  private text(start: number, end: number): void {
    if (this.state.sink.kind === 'skip') return;
    const skipped = Math.min(this.skipFallback, end - start);
    this.skipFallback -= skipped;
    this.pending.pushRange(this.tokens.bytes, start + skipped, end);
  }

  /**
   * One byte from \'hh (or \\, \{, \}), added to the run rather than decoded alone: in
   * Shift-JIS a lead byte's trail byte may be an escaped backslash ("表" is 0x95 0x5C).
   */
  private byte(value: number): void {
    if (this.state.sink.kind === 'skip') return;
    if (this.skipFallback > 0) this.skipFallback--;
    else this.pending.push(value);
  }

  /** Text for the current destination: the body, a metadata field, a style name… */
  private emit(text: string): void {
    const { sink } = this.state;
    switch (sink.kind) {
      case 'body':
        if (!this.state.hidden) this.builder.addText(text, this.state);
        break;
      case 'info-field':
        this.info.addText(sink.field, text);
        break;
      case 'style':
        if (sink.entry.name.length < 200) sink.entry.name += text;
        break;
      case 'field-instruction':
        if (sink.field.instruction.length < MAX_INSTRUCTION_CHARS) sink.field.instruction += text;
        break;
      case 'marker':
        if (sink.marker.text.length < 100) sink.marker.text += text;
        break;
      case 'generator':
        if (this.generator.length < 200) this.generator += text;
        break;
    }
  }

  private flush(): void {
    if (this.pending.isEmpty) return;
    const font = this.state.font;
    const codec = (font !== null ? this.fontCodecs.get(font) : null) ?? this.documentCodec;
    this.emit(this.pending.take(codec));
  }

  private openGroup(): void {
    this.skipFallback = 0;
    this.ignorable = false;
    if (this.stack.length >= MAX_DEPTH) {
      this.overflow++;
      return;
    }
    this.stack.push(this.state);
    this.deepest = Math.max(this.deepest, this.stack.length);
    this.state = { ...this.state };
    // Each group in the style sheet is one style; its text is the style's name.
    if (this.state.sink.kind === 'stylesheet') this.state.sink = { kind: 'style', entry: { number: 0, name: '', outlineLevel: null } };
  }

  /** False when the group closed is the outermost one: the end of the document. */
  private closeGroup(): boolean {
    this.skipFallback = 0;
    this.ignorable = false;
    if (this.overflow > 0) {
      this.overflow--;
      return true;
    }
    const parent = this.stack.pop();
    if (!parent) return false;
    const { sink } = this.state;
    if (sink.kind === 'style' && parent.sink !== sink) this.styles.set(sink.entry.number, { ...sink.entry, name: sink.entry.name.replace(/;.*$/s, '').trim() });
    this.state = parent;
    return this.stack.length > 0;
  }

  private word(name: string, param: number | null): void {
    const state = this.state;
    const ignorable = this.ignorable;
    this.ignorable = false;
    if (state.sink.kind === 'skip' || openDestination(this, state, name, ignorable)) return;
    // \u reads the same in every destination: a title or a style name may be Unicode too.
    if (name === 'uc') state.unicodeSkip = Math.max(0, Math.min(param ?? 1, 8));
    else if (name === 'u') this.unicode(param);
    else if (!destinationWord(this, state, name, param) && !this.documentWord(name, param) && !characterWord(state, name, param, this.defaultFont)) this.structureWord(state, name, param);
  }

  private unicode(param: number | null): void {
    if (param === null) return;
    // Values past 32767 are written negative (signed 16-bit); a pair of them is a surrogate pair.
    this.emit(String.fromCharCode(param < 0 ? param + 65536 : param));
    this.skipFallback = this.state.unicodeSkip;
  }

  /** The document's version, code page and default font. */
  private documentWord(name: string, param: number | null): boolean {
    if (name === 'rtf') this.rtfVersion = param;
    else if (name === 'ansicpg' && param !== null && param > 0) {
      this.documentCodec = codecForCodePage(param);
      this.codePageNamed = true;
    } else if (CHARACTER_SET_WORDS[name] !== undefined) {
      if (!this.codePageNamed) this.documentCodec = codecForCodePage(CHARACTER_SET_WORDS[name]);
    } else if (name === 'deff') {
      this.defaultFont = param;
      this.state.font ??= param;
    } else return false;
    return true;
  }

  /** Paragraphs, headings, line breaks, table cells and rows, and words that are characters. */
  private structureWord(state: GroupState, name: string, param: number | null): void {
    const inBody = state.sink.kind === 'body';
    switch (name) {
      case 'pard':
        state.inTable = false;
        state.headingLevel = null;
        return;
      case 'intbl':
        state.inTable = true;
        return;
      case 's': {
        const style = param !== null ? this.styles.get(param) : undefined;
        state.headingLevel = style ? styleHeadingLevel(style) : null;
        return;
      }
      case 'outlinelevel':
        state.headingLevel = param !== null && param >= 0 && param < 6 ? param + 1 : null;
        return;
      case 'line':
        if (inBody) this.builder.addBreak();
        return;
      case 'trowd':
      case 'trhdr':
        this.rowIsHeader = name === 'trhdr';
        return;
      case 'cell':
        if (inBody) this.builder.endCell();
        this.listMarker = null;
        return;
      case 'row':
        if (inBody) this.builder.endRow(this.rowIsHeader);
        return;
      case 'nestcell':
        // A nested table is flattened into its outer cell.
        this.emit(' ');
        return;
    }
    if (PARAGRAPH_ENDS.has(name)) {
      if (!inBody) return;
      const listMarker = this.listMarker ? this.listMarker.text.trim() || '•' : null;
      this.builder.endParagraph({ inTable: state.inTable, headingLevel: state.headingLevel, listMarker });
      this.listMarker = null;
      return;
    }
    const character = CHARACTER_WORDS[name];
    if (character !== undefined) this.emit(character);
  }

  private symbol(char: string): void {
    if (char === '*') {
      this.ignorable = true;
      return;
    }
    const text = CHARACTER_SYMBOLS[char];
    if (text !== undefined && this.state.sink.kind !== 'skip') this.emit(text);
  }
}
