// A legacy binary Office file, whichever it is: the OLE container's streams decide between
// Word and PowerPoint (a .doc renamed .ppt is still read as what it is).

import type { ExtractInput, ExtractResult } from '@docextract/contracts/plugin-api';
import { openCompoundFile } from './compound-file.ts';
import { extractPowerPoint } from './powerpoint/extract-powerpoint.ts';
import { extractWord } from './word/extract-word.ts';

export async function extractLegacy(input: ExtractInput, mode: 'structured' | 'fast'): Promise<ExtractResult> {
  const file = openCompoundFile(input.bytes);
  return file.kind === 'word' ? extractWord(file, input, mode) : extractPowerPoint(file, input, mode);
}
