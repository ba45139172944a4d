// Validation of a manifest's `detect` field: how each of the plugin's media types is told
// apart inside a generic container. Checked at start-up, so a pattern that does not compile
// or an extension claimed twice stops the service with the fix, not the first upload.

import type { TypeDetection } from '../../contracts/plugin-api.ts';

/** Every field present after validation; a container field is null when the type does not name it. */
export interface ValidTypeDetection {
  /** The first is the type's usual extension. */
  extensions: string[];
  zipEntries: string[] | null;
  zipMimetype: string | null;
  oleStreams: string[] | null;
  xmlRootElements: string[] | null;
  textPatterns: string[] | null;
  signatureRequired: boolean;
}

const EXTENSION = /^\.[a-z0-9]{1,12}$/;
const XML_NAME = /^[A-Za-z_][\w.-]*$/;
const KNOWN_FIELDS = new Set<string>(['extensions', 'zipEntries', 'zipMimetype', 'oleStreams', 'xmlRootElements', 'textPatterns', 'signatureRequired']);
// A zip entry or stream name is short; anything longer is a mistake, not a signature.
const MAX_NAME_CHARS = 200;
const MAX_PATTERN_CHARS = 1000;

type Fail = (problem: string) => never;

export function validateDetect(value: unknown, mimeTypes: readonly string[], extensions: readonly string[], fail: Fail): Record<string, ValidTypeDetection> {
  if (value === undefined) return {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return fail('extractor.detect must be an object keyed by media type, like {"text/csv": {"extensions": [".csv"], "textPatterns": []}}.');
  }
  const detect: Record<string, ValidTypeDetection> = {};
  const claimedExtensions = new Map<string, string>();
  for (const [mediaType, rule] of Object.entries(value)) {
    if (!mimeTypes.includes(mediaType)) fail(`extractor.detect has "${mediaType}", which is not one of extractor.mimeTypes. Add it there or remove it here.`);
    const valid = validateTypeDetection(`extractor.detect["${mediaType}"]`, rule, fail);
    for (const extension of valid.extensions) {
      if (!extensions.includes(extension)) fail(`extractor.detect["${mediaType}"].extensions has "${extension}", which extractor.extensions does not list. List it there too.`);
      const other = claimedExtensions.get(extension);
      if (other) fail(`extractor.detect names "${extension}" for both ${other} and ${mediaType}. An extension names one type.`);
      claimedExtensions.set(extension, mediaType);
    }
    detect[mediaType] = valid;
  }
  return detect;
}

function validateTypeDetection(where: string, value: unknown, fail: Fail): ValidTypeDetection {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return fail(`${where} must be an object like {"extensions": [".csv"], "textPatterns": []}.`);
  }
  const rule = value as Partial<Record<keyof TypeDetection, unknown>>;
  for (const field of Object.keys(rule)) {
    if (!KNOWN_FIELDS.has(field)) fail(`${where} has the field "${field}"; the fields are ${[...KNOWN_FIELDS].join(', ')}.`);
  }
  const extensions = names(rule.extensions ?? [], `${where}.extensions`, fail);
  for (const extension of extensions) {
    if (!EXTENSION.test(extension)) fail(`${where}.extensions has "${extension}": write extensions in lower case with the leading dot, like ".csv".`);
  }
  const zipMimetype = rule.zipMimetype ?? null;
  if (zipMimetype !== null && (typeof zipMimetype !== 'string' || zipMimetype === '' || zipMimetype.length > MAX_NAME_CHARS)) {
    fail(`${where}.zipMimetype must be the text of the archive's "mimetype" entry, like "application/epub+zip".`);
  }
  const xmlRootElements = optionalNames(rule.xmlRootElements, `${where}.xmlRootElements`, fail);
  for (const name of xmlRootElements ?? []) {
    if (!XML_NAME.test(name)) fail(`${where}.xmlRootElements has "${name}": give the root element's local name, without a prefix, like "html".`);
  }
  const textPatterns = optionalNames(rule.textPatterns, `${where}.textPatterns`, fail, MAX_PATTERN_CHARS);
  for (const pattern of textPatterns ?? []) {
    try {
      new RegExp(pattern, 'i');
    } catch (error) {
      fail(`${where}.textPatterns has ${JSON.stringify(pattern)}, which is not a regular expression (${(error as Error).message}).`);
    }
  }
  const signatureRequired = rule.signatureRequired ?? false;
  if (typeof signatureRequired !== 'boolean') fail(`${where}.signatureRequired must be true or false.`);
  return {
    extensions: [...new Set(extensions)],
    zipEntries: optionalNames(rule.zipEntries, `${where}.zipEntries`, fail),
    zipMimetype: zipMimetype as string | null,
    oleStreams: optionalNames(rule.oleStreams, `${where}.oleStreams`, fail),
    xmlRootElements,
    textPatterns,
    signatureRequired: signatureRequired as boolean,
  };
}

function optionalNames(value: unknown, field: string, fail: Fail, maxChars = MAX_NAME_CHARS): string[] | null {
  return value === undefined ? null : names(value, field, fail, maxChars);
}

function names(value: unknown, field: string, fail: Fail, maxChars = MAX_NAME_CHARS): string[] {
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string' && item !== '' && item.length <= maxChars)) {
    return fail(`${field} must be an array of non-empty strings of at most ${maxChars} characters.`);
  }
  return value as string[];
}
