// A Word 97–2003 document (.doc): its stories as blocks, metadata from the SummaryInformation
// property set. `pages` is the page count Word stored there when it last saved the file (the
// text alone cannot tell where pages break); absent, the core counts one.

import type { ExtractInput, ExtractResult } from '@docextract/contracts/plugin-api';
import type { CompoundFile } from '../compound-file.ts';
import { readSummaryInformation } from '../summary-information.ts';
import { assertReadableText } from '../text-quality.ts';
import { readWordStories } from './read-word.ts';
import { fastWordBlocks, structuredWordBlocks } from './word-blocks.ts';

export async function extractWord(file: CompoundFile, input: ExtractInput, mode: 'structured' | 'fast'): Promise<ExtractResult> {
  const stories = await readWordStories(file, input.bytes);
  assertReadableText([stories.body, stories.footnotes, stories.endnotes, stories.textboxes].join('\n'), 'Word document');
  const metadata = readSummaryInformation(file.stream('\u0005SummaryInformation'));
  const pageCount = metadata.raw.pageCount;
  return {
    document: { blocks: mode === 'structured' ? structuredWordBlocks(stories) : fastWordBlocks(stories) },
    metadata: { ...metadata, pages: typeof pageCount === 'number' && pageCount >= 1 ? pageCount : null },
  };
}
