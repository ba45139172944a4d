// XML → its text runs, by a single forward scan with no parser and no tree: the `fast` mode,
// and safe by construction (it never reads a DTD, so it has nothing to expand). Malformed
// markup is no problem: whatever lies between tags is text.

import { after, collapseXmlSpace, declarationEnd, decodeXmlEntities } from './xml-markup.ts';
import type { OutputBudget } from '@docextract/plugin-kit/output-budget';

export interface ScannedXml {
  paragraphs: string[];
  rootElement: string | null;
}

/** Each run of text between two tags (CDATA included) is one paragraph. */
export function scanXmlText(text: string, budget: OutputBudget): ScannedXml {
  const paragraphs: string[] = [];
  let rootElement: string | null = null;
  let run = '';
  let at = 0;
  const flush = (): boolean => {
    const paragraph = collapseXmlSpace(run);
    run = '';
    if (!paragraph) return true;
    const taken = budget.take(paragraph);
    if (taken) paragraphs.push(taken);
    return !budget.truncated;
  };

  while (at < text.length) {
    const open = text.indexOf('<', at);
    run += decodeXmlEntities(text.slice(at, open === -1 ? text.length : open));
    if (open === -1) break;
    if (text.startsWith('<![CDATA[', open)) {
      // CDATA is text, taken literally, and part of the run around it.
      const close = text.indexOf(']]>', open + 9);
      run += text.slice(open + 9, close === -1 ? text.length : close);
      at = close === -1 ? text.length : close + 3;
      continue;
    }
    if (!flush()) return { paragraphs, rootElement };
    let end: number;
    if (text.startsWith('<!--', open)) end = after(text, '-->', open + 4);
    else if (text.startsWith('<?', open)) end = after(text, '?>', open + 2);
    else if (text.startsWith('<!', open)) end = declarationEnd(text, open);
    else {
      end = tagEnd(text, open);
      rootElement ??= /^<([^\s/>!?]+)/.exec(text.slice(open, open + 256))?.[1] ?? null;
    }
    at = end === -1 ? text.length : end;
  }
  flush();
  return { paragraphs, rootElement };
}

/** Index just past the '>' closing the tag at `start`; a '>' inside a quoted attribute does not. */
function tagEnd(text: string, start: number): number {
  let at = start + 1;
  while (at < text.length) {
    const char = text[at];
    if (char === '>') return at + 1;
    if (char === '"' || char === "'") {
      at = after(text, char, at + 1);
      if (at === -1) return -1;
    } else at++;
  }
  return -1;
}
