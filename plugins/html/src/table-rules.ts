// Turndown rules for the tables normalize-tables.ts has rebuilt: a caption, then rows of
// equally many cells directly under <table>. These replace the GFM plugin's table rules,
// which read HTMLTableElement.rows (linkedom has no such property, so every table would
// come out as loose text) and keep any table holding a list as raw HTML.

import type TurndownService from 'turndown';
import { LINE_BREAK } from './line-break.ts';

interface TableNode {
  localName: string;
  previousElementSibling: TableNode | null;
  firstElementChild: TableNode | null;
  children: ArrayLike<TableNode>;
}

export function pipeTables(service: TurndownService): void {
  service.addRule('pipeTableCell', {
    filter: ['th', 'td'],
    replacement: (content) => {
      // One line per cell: stray newlines become the cell line-break marker, pipes are escaped.
      const text = content.trim().replace(/\s*\n\s*/g, LINE_BREAK).replace(/\|/g, '\\|');
      return ` ${text} |`;
    },
  });
  service.addRule('pipeTableRow', {
    filter: 'tr',
    replacement: (content, node) => {
      const row = node as unknown as TableNode;
      const first = row.previousElementSibling === null || row.previousElementSibling.localName === 'caption';
      if (!first) return `\n|${content}`;
      const columns = Math.max(1, row.children.length);
      const divider = `\n|${' --- |'.repeat(columns)}`;
      // GFM needs a header row; a table without one gets an empty header that
      // model-fixups.ts removes again.
      const isHeader = row.firstElementChild?.localName === 'th';
      return isHeader ? `\n|${content}${divider}` : `\n|${'  |'.repeat(columns)}${divider}\n|${content}`;
    },
  });
  service.addRule('pipeTable', {
    filter: 'table',
    replacement: (content) => `\n\n${content.trim()}\n\n`,
  });
  service.addRule('pipeTableCaption', {
    filter: 'caption',
    replacement: (content) => `${content.trim()}\n\n`,
  });
}
