// One extraction, whatever the mode: check that the bytes are RTF, interpret them, and map
// \info to metadata. Both modes read the whole file the same way; `fast` only builds a
// simpler model (plain paragraphs, table rows as tab-separated lines).

import { BadInputError, type ExtractInput, type ExtractResult } from '@docextract/contracts/plugin-api';
import { byteOrderMark } from '@docextract/plugin-kit/byte-order-mark';
import { RtfInterpreter } from './interpreter.ts';
import { RtfTokenizer } from './tokenizer.ts';

export type RtfMode = 'structured' | 'fast';

const RTF_SIGNATURE = '{\\rtf';

export function extractRtf(input: ExtractInput, mode: RtfMode): ExtractResult {
  const bytes = withoutLeadingNoise(input.bytes);
  if (String.fromCharCode(...bytes.subarray(0, RTF_SIGNATURE.length)) !== RTF_SIGNATURE) {
    throw new BadInputError('corrupt', 'The file is not RTF: it does not begin with "{\\rtf".');
  }
  const interpreter = new RtfInterpreter(new RtfTokenizer(bytes), { structured: mode === 'structured', maxChars: outputLimit(input.limits.maxOutputChars) });
  const { blocks, info, raw } = interpreter.run();
  const metadata = info.toMetadata();

  // \nofpages is the writer's count from its last layout; a hostile one is refused like any
  // page count, as the docx plugin does with app.xml's.
  const pages = info.numbers.get('nofpages');
  if (pages !== undefined && pages > input.limits.maxPages) {
    throw new BadInputError('too-large', `the document has ${pages} pages, more than the ${input.limits.maxPages} allowed`);
  }
  return {
    document: { blocks },
    metadata: { ...metadata, pages: pages && pages > 0 ? pages : 1, raw: { ...metadata.raw, ...raw } },
  };
}

/** A UTF-8 byte order mark or blank lines before `{\rtf` are tolerated, as Word does. */
function withoutLeadingNoise(bytes: Uint8Array): Uint8Array {
  let start = byteOrderMark(bytes)?.charset === 'UTF-8' ? 3 : 0;
  while (start < bytes.length && start < 1024 && (bytes[start] === 0x20 || bytes[start] === 0x0d || bytes[start] === 0x0a || bytes[start] === 0x09)) start++;
  return bytes.subarray(start);
}

/** A missing or nonsensical limit means no limit rather than no output. */
function outputLimit(maxOutputChars: number): number {
  return Number.isFinite(maxOutputChars) && maxOutputChars > 0 ? Math.floor(maxOutputChars) : Infinity;
}
