// What the interpreter knows about control words: which groups hold no body text, which
// words stand for a character, and which symbols do.

/**
 * Destinations whose text is not part of the body, skipped even without \*: tables of fonts,
 * colours and styles are read separately or not at all; pictures and objects are binary;
 * headers and footers are page furniture (as in the docx plugin); footnotes and annotations
 * would land in the middle of a sentence.
 */
export const SKIPPED_DESTINATIONS = new Set([
  'colortbl', 'pict', 'object', 'objdata', 'objclass', 'result', 'nonshppict', 'shppict', 'shpinst',
  'header', 'headerl', 'headerr', 'headerf', 'footer', 'footerl', 'footerr', 'footerf',
  'footnote', 'annotation', 'atnid', 'atnauthor', 'atndate', 'atnref', 'ftnsep', 'ftnsepc', 'ftncn', 'aftnsep', 'aftnsepc', 'aftncn',
  'xe', 'tc', 'tcn', 'txe', 'rxe', 'private', 'themedata', 'colorschememapping', 'datastore', 'latentstyles',
  'listtable', 'listoverridetable', 'revtbl', 'rsidtbl', 'xmlnstbl', 'mmathPr', 'pn', 'pntxta', 'pntxtb',
  'template', 'filetbl', 'pgdsctbl', 'fchars', 'lchars', 'wgrffmtfilter', 'userprops', 'docvar', 'background',
  'bkmkstart', 'bkmkend', 'datafield', 'formfield', 'sp', 'sn', 'sv',
]);

/** Control words that stand for one character of text. */
export const CHARACTER_WORDS: Record<string, string> = {
  emdash: '\u2014',
  endash: '\u2013',
  bullet: '\u2022',
  lquote: '\u2018',
  rquote: '\u2019',
  ldblquote: '\u201c',
  rdblquote: '\u201d',
  emspace: '\u2003',
  enspace: '\u2002',
  qmspace: '\u2005',
  zwj: '\u200d',
  zwnj: '\u200c',
  ltrmark: '',
  rtlmark: '',
  tab: '\t',
};

/** Control symbols that stand for a character; others (\-, \:, \|) are dropped. */
export const CHARACTER_SYMBOLS: Record<string, string> = {
  '~': '\u00a0',
  _: '\u2011',
  // A literal tab byte after a backslash is written by some generators for \tab.
  '\t': '\t',
};

/** Words that end a paragraph. */
export const PARAGRAPH_ENDS = new Set(['par', 'page', 'sect']);

/** \ansi, \mac, \pc, \pca: the document's code page when no \ansicpg says otherwise. */
export const CHARACTER_SET_WORDS: Record<string, number> = { ansi: 1252, mac: 10000, pc: 437, pca: 850 };
