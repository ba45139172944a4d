// pdf.js's text layer alone: the floor under our PDF path. Opens each document exactly as the
// PDF plugin does (open-document.ts, with its in-thread inflate) and asks pdf.js for every
// page's text content, and does nothing with it: no reading order, no paragraphs, no plain
// text, no word count. Whatever `fast` costs beyond this is ours; this much is pdf.js's.
// Started compiled by scripts/bench.ts (compiled-runner.ts), with the same line protocol as
// run-plugin.ts: one {"file", "password", "passes"} command a line, one RunReply a line.

import { withInflateAtOnce } from '../../plugins/pdf/src/inflate-at-once.ts';
import { openDocument } from '../../plugins/pdf/src/open-document.ts';
import { DEFAULT_EXTRACT_LIMITS } from '../../server/extraction/limits.ts';
import { serveTextLayer } from './text-layer-protocol.ts';

async function readTextLayer(bytes: Uint8Array, password: string | null): Promise<{ pages: number; characters: number }> {
  const input = { bytes, fileName: 'document.pdf', mimeType: 'application/pdf', charset: null, password, limits: DEFAULT_EXTRACT_LIMITS };
  return withInflateAtOnce(async () => {
    const { doc, close } = await openDocument(input, 'text');
    try {
      let characters = 0;
      for (let number = 1; number <= doc.numPages; number += 1) {
        const page = await doc.getPage(number);
        const content = await page.getTextContent();
        for (const item of content.items) characters += 'str' in item ? item.str.length : 0;
        page.cleanup();
      }
      return { pages: doc.numPages, characters };
    } finally {
      await close();
    }
  });
}

await serveTextLayer(readTextLayer);
