// A PowerPoint 97–2003 presentation (.ppt): slides in show order, each with its texts in
// drawing order and its speaker notes; metadata from the SummaryInformation property set;
// pages = slides. Only the slides asked for (ExtractInput.pages) are walked, each under its
// number in the show. Hand-written over cfb: no npm library reads .ppt text in-process (textract
// runs catppt, an outside program; officeparser reads only the XML formats), and the records
// needed are few and fully specified (MS-PPT).

import type { Block } from '@docextract/contracts/document-model';
import { BadInputError, type ExtractInput, type ExtractResult } from '@docextract/contracts/plugin-api';
import { selectedPages } from '@docextract/plugin-kit/page-selection';
import type { CompoundFile } from '../compound-file.ts';
import { readSummaryInformation } from '../summary-information.ts';
import { assertReadableText } from '../text-quality.ts';
import { openPresentation, type SlideEntry } from './open-presentation.ts';
import { childrenOf, RT, type PptRecord } from './records.ts';
import { fastSlideBlocks, structuredSlideBlocks, type SlideContent } from './slide-blocks.ts';
import { slideTexts, TEXT_TYPE, type SlideText } from './slide-texts.ts';

const HIDDEN_FLAG = 0x04;

export function extractPowerPoint(file: CompoundFile, input: ExtractInput, mode: 'structured' | 'fast'): ExtractResult {
  const { stream, slides } = openPresentation(file);
  if (slides.length > input.limits.maxPages) {
    throw new BadInputError('too-large', `the presentation has ${slides.length} slides, more than the limit of ${input.limits.maxPages}`);
  }
  const contents = selectedPages(input.pages, slides.length).map((number) => slideContent(stream, slides[number - 1]!, number, mode));
  assertReadableText(contents.flatMap((slide) => [...slide.texts, ...slide.notes].map(plainText)).join('\n'), 'presentation');

  const metadata = readSummaryInformation(file.stream('\u0005SummaryInformation'));
  const blocks: Block[] = [];
  let characters = 0;
  for (const slide of contents) {
    // Past the output limit the core would cut the text anyway: stop at a slide boundary.
    if (characters > input.limits.maxOutputChars) {
      metadata.raw.truncated = true;
      break;
    }
    blocks.push(...(mode === 'structured' ? structuredSlideBlocks(slide) : fastSlideBlocks(slide)));
    characters += [...slide.texts, ...slide.notes].map(plainText).join('\n').length;
  }
  return { document: { blocks }, metadata: { ...metadata, pages: slides.length || null } };
}

/** One slide's texts and notes, walked from its records. */
function slideContent(stream: Buffer, entry: SlideEntry, number: number, mode: 'structured' | 'fast'): SlideContent {
  return {
    number,
    hidden: isHidden(stream, entry.slide),
    texts: slideTexts(stream, entry.slide, entry.listed, mode === 'structured'),
    // A notes page also holds the slide image and the page number; only its notes text counts.
    notes: entry.notes ? slideTexts(stream, entry.notes, entry.notesListed, false).filter((text) => text.kind === 'text' && text.textType === TEXT_TYPE.notes) : [],
  };
}

function plainText(text: SlideText): string {
  const paragraphs = text.kind === 'text' ? text.paragraphs : text.rows.flat().flatMap((cell) => cell.paragraphs);
  return paragraphs.map((paragraph) => paragraph.lines.join('\n')).join('\n');
}

/** SlideShowSlideInfoAtom.fHidden: the slide is skipped in the show. */
function isHidden(stream: Buffer, slide: PptRecord): boolean {
  const info = childrenOf(stream, slide).find((record) => record.type === RT.SlideShowSlideInfoAtom);
  return info !== undefined && info.end - info.start > 10 && (stream[info.start + 10]! & HIDDEN_FLAG) !== 0;
}
