// An image through OCR: the header is checked first (format, size, page count: a hostile size
// is refused before any decoding), then every page asked for (ExtractInput.pages; a TIFF's
// frames, a GIF's first frame) is decoded upright and read by Tesseract, one at a time: pages
// not asked for are never decoded. The model is paragraphs, with a page break before each page
// but page 1, as the PDF plugin marks its pages (page 2 read alone opens with its break).

import type { Block } from '@docextract/contracts/document-model';
import type { ExtractInput, ExtractResult } from '@docextract/contracts/plugin-api';
import { createOcrEngine } from '@docextract/plugin-kit/ocr';
import { selectedPages } from '@docextract/plugin-kit/page-selection';
import { openImage } from './decode-image.ts';
import { readImageHeader } from './image-header.ts';
import { recognizePage, type Turn } from './recognize-page.ts';

export async function extractImage(input: ExtractInput): Promise<ExtractResult> {
  const header = readImageHeader(input.bytes, input.limits.maxPages);
  const image = openImage(input.bytes, header);
  const blocks: Block[] = [];
  const confidences: number[] = [];
  const turns: Turn[] = [];
  let characters = 0;
  let truncated = false;
  // The Tesseract worker is a thread of its own: it must end with the extraction, whatever happens.
  const engine = createOcrEngine();
  try {
    for (const number of selectedPages(input.pages, header.pages.length)) {
      // Past the output limit the core cuts the text anyway: stop paying for OCR.
      if (characters > input.limits.maxOutputChars) {
        truncated = true;
        break;
      }
      const reading = await recognizePage(await image.page(number - 1), engine);
      if (number > 1) blocks.push({ type: 'pageBreak', page: number });
      for (const text of reading.paragraphs) {
        blocks.push({ type: 'paragraph', content: [{ type: 'text', text }] });
        characters += text.length;
      }
      if (reading.confidence !== null) confidences.push(reading.confidence);
      turns.push(reading.turn);
    }
  } finally {
    await engine.close();
  }

  const first = header.pages[0]!;
  return {
    document: { blocks },
    metadata: {
      pages: header.pages.length,
      raw: {
        format: header.format,
        width: first.width,
        height: first.height,
        orientation: first.orientation,
        // Mean over the pages that had anything on them; null when none had.
        ocrConfidence: confidences.length ? Math.round(confidences.reduce((sum, value) => sum + value, 0) / confidences.length) : null,
        // The clockwise turn each page was read at (the pages read, in order), after its EXIF orientation: not 0 for a page scanned sideways.
        detectedRotation: turns,
        ...(truncated ? { truncated: true } : {}),
      },
    },
  };
}
