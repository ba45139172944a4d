// A cleaned DOM subtree → GitHub-flavoured Markdown: turndown, the GFM plugin's
// ~~strikethrough~~ rule, and our own pipe-table and task-list rules (the plugin's read DOM
// properties linkedom lacks; see table-rules.ts and task-list-rule.ts) and list rule (see
// list-rule.ts). normalize-*.ts have already reduced links, images, tables and code to
// shapes these rules render faithfully.

import TurndownService from 'turndown';
import { strikethrough } from '@joplin/turndown-plugin-gfm';
import type { DomElement } from './dom-types.ts';
import { separatedLists } from './list-rule.ts';
import { pipeTables } from './table-rules.ts';
import { taskCheckboxes } from './task-list-rule.ts';

export function toMarkdown(root: DomElement): string {
  // A new service per call: turndown keeps its rules on the instance, so nothing is shared.
  const service = new TurndownService({
    headingStyle: 'atx',
    codeBlockStyle: 'fenced',
    bulletListMarker: '-',
    emDelimiter: '*',
    strongDelimiter: '**',
    hr: '---',
  });
  service.use([strikethrough, separatedLists, pipeTables, taskCheckboxes]);
  return service.turndown(root as unknown as TurndownService.Node);
}
