// The body of an Outlook message that holds it only as compressed RTF (no PR_BODY, no HTML
// body), as Outlook's "Rich Text" format saves it. Decompressed (compressed-rtf.ts), then read
// by the rtf plugin through extractEmbedded, as an attachment would be: this plugin keeps no
// RTF reader of its own. That covers HTML that Outlook wrapped in RTF (\fromhtml1) as well:
// its tags sit in ignorable \*\htmltag groups, which an RTF reader skips, and what remains is
// the RTF Outlook writes beside them for RTF readers (paragraphs, bold, links), so the text
// comes out without tags and no HTML needs rebuilding here.

import type { Block } from '@docextract/contracts/document-model';
import type { ExtractInput } from '@docextract/contracts/plugin-api';
import { decompressRtf } from './compressed-rtf.ts';
import { blocksHaveText } from '@docextract/plugin-kit/has-text';

/** The name the RTF is handed over under; the core detects RTF from its "{\rtf" anyway. */
const BODY_FILE_NAME = 'body.rtf';

export interface RtfBody {
  blocks: Block[];
  /** Why the RTF gave no body. */
  problem: string | null;
}

export async function rtfBody(compressedRtf: Uint8Array, structured: boolean, extractEmbedded: ExtractInput['extractEmbedded']): Promise<RtfBody> {
  // Fast mode asks no other plugin, for the body as for attachments.
  if (!structured) return noBody('not read in fast mode');
  if (!extractEmbedded) return noBody('not read: documents embedded this deep are not read (the nesting limit)');
  let rtf: Uint8Array;
  try {
    rtf = decompressRtf(compressedRtf);
  } catch (error) {
    // A damaged body does not spoil the headers and attachments around it.
    return noBody(`the compressed RTF cannot be read: ${(error as Error).message.slice(0, 200)}`);
  }
  const read = await extractEmbedded(rtf, BODY_FILE_NAME);
  if (blocksHaveText(read.blocks)) return { blocks: read.blocks, problem: null };
  return noBody(read.problem ?? 'the RTF body has no text');
}

function noBody(problem: string): RtfBody {
  return { blocks: [], problem };
}
