// Rewrites the equations of a WordprocessingML part as ordinary runs holding their LaTeX
// ($…$ inline, $$…$$ for a display equation), before mammoth reads the part: mammoth ignores
// m:oMath, and this keeps the equation's text where it stood in its paragraph.

import { parseXml } from '@docextract/plugin-kit/xml';
import { ommlToLatex } from './omml-to-latex.ts';

const DISPLAY_MATH = /<m:oMathPara\b[^>]*>[\s\S]*?<\/m:oMathPara>/g;
const INLINE_MATH = /<m:oMath\b[^>]*>[\s\S]*?<\/m:oMath>/g;
const SELF_CLOSED_MATH = /<m:oMath(Para)?\b[^>]*\/>/g;

export function rewriteMathAsRuns(xml: string): string {
  if (!xml.includes('<m:oMath')) return xml;
  return xml
    .replace(SELF_CLOSED_MATH, '')
    .replace(DISPLAY_MATH, (math) => latexRun(math, '$$'))
    .replace(INLINE_MATH, (math) => latexRun(math, '$'));
}

function latexRun(mathXml: string, fence: string): string {
  let latex: string;
  try {
    latex = ommlToLatex(parseXml(mathXml, 'an equation'));
  } catch {
    // An equation that does not parse on its own keeps its bare text.
    latex = mathXml.replace(/<[^>]*>/g, '');
  }
  if (!latex) return '';
  return `<w:r><w:t xml:space="preserve"> ${escapeXml(`${fence}${latex}${fence}`)} </w:t></w:r>`;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
