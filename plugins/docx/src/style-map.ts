// The style map added to mammoth's defaults (which already map "heading 1"–"heading 6",
// lists, footnote text and hyperlinks). Word stores built-in style names in English whatever
// the interface language, so these names hold for documents written anywhere.

export const DOCX_STYLE_MAP: string[] = [
  // The document's title is its top heading; a subtitle is a line of text under (or over) it.
  "p[style-name='Title'] => h1:fresh",
  "p[style-name='Subtitle'] => p:fresh",
  // Headings past 6 have no HTML level; they stay headings at the deepest one.
  "p[style-name='heading 7'] => h6:fresh",
  "p[style-name='heading 8'] => h6:fresh",
  "p[style-name='heading 9'] => h6:fresh",
  "p[style-name='Heading 7'] => h6:fresh",
  "p[style-name='Heading 8'] => h6:fresh",
  "p[style-name='Heading 9'] => h6:fresh",
  // Quotations.
  "p[style-name='Quote'] => blockquote > p:fresh",
  "p[style-name='Intense Quote'] => blockquote > p:fresh",
  // Styles that are plain paragraphs but that mammoth would warn about. (Not "List
  // Paragraph": a rule for it would win over mammoth's list rules for numbered paragraphs.)
  "p[style-name='caption'] => p:fresh",
  "p[style-name='No Spacing'] => p:fresh",
  "p[style-name='Body Text'] => p:fresh",
];
