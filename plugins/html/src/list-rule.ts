// Turndown rule for <ul>/<ol>: turndown's own, plus a separator between two lists of the
// same kind that follow each other. In Markdown they would merge into one list, and an
// <ol start="42"> after another <ol> would be renumbered from the first. An empty HTML
// comment ends a list and leaves no text in the model (markdownToModel strips tags).

import type TurndownService from 'turndown';

interface ListNode {
  nodeName: string;
  parentNode: ListNode | null;
  lastElementChild: ListNode | null;
  previousElementSibling: ListNode | null;
}

export function separatedLists(service: TurndownService): void {
  service.addRule('separatedList', {
    filter: ['ul', 'ol'],
    replacement: (content, node) => {
      const list = node as unknown as ListNode;
      const parent = list.parentNode;
      if (parent?.nodeName === 'LI' && parent.lastElementChild === list) return `\n${content}`;
      const separator = list.previousElementSibling?.nodeName === list.nodeName ? '<!-- -->\n\n' : '';
      return `\n\n${separator}${content}\n\n`;
    },
  });
}
