// Alt text as a reader should get it. Office writes a machine guess as alt text for every
// picture it can ("A cartoon duck holding a paper" + "Description automatically generated",
// or + "AI-generated content may be incorrect."); the suffix marks it as a guess about the
// picture, not something the author wrote, so such alt text is dropped. Alt text the author
// wrote is kept, its line breaks (layout, not content) folded into spaces.

const GENERATED_MARK = /(Description automatically generated|AI-generated content may be incorrect)/i;

export function cleanAltText(alt: string): string {
  if (GENERATED_MARK.test(alt)) return '';
  return alt.replace(/\s+/g, ' ').trim();
}
