// A cleaned DOM subtree → GitHub-flavoured Markdown: turndown, the GFM plugin's
// ~~strikethrough~~ and task-list rules, and our pipe-table rules (see table-rules.ts for why
// not the plugin's). normalize-*.ts have already reduced links, images, tables and code to
// shapes these rules render faithfully.

import TurndownService from 'turndown';
import { strikethrough, taskListItems } from '@joplin/turndown-plugin-gfm';
import type { DomElement } from './dom-types.ts';
import { pipeTables } from './table-rules.ts';

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
  service.use([strikethrough, taskListItems, pipeTables]);
  return service.turndown(root as unknown as TurndownService.Node);
}
