// Caps on what one document may produce, passed to every plugin and enforced again by
// the worker on the model it returns.

import type { ExtractLimits } from '../../contracts/plugin-api.ts';

export const DEFAULT_EXTRACT_LIMITS: ExtractLimits = Object.freeze({
  // Past this many pages a document is refused: ten thousand pages is a library, not a file.
  maxPages: 10_000,
  // About 20 MB of text: a response larger than that is not one a client can use.
  maxOutputChars: 20_000_000,
});
