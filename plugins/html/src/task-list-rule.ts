// Turndown rule for task-list checkboxes ("- [x] done"). It replaces the GFM plugin's rule,
// which reads HTMLInputElement.checked: linkedom does not implement that property, so every
// box would come out unchecked. The `checked` attribute is what the page states.

import type TurndownService from 'turndown';

interface InputNode {
  nodeName: string;
  parentNode: InputNode | null;
  getAttribute(name: string): string | null;
  hasAttribute(name: string): boolean;
}

export function taskCheckboxes(service: TurndownService): void {
  service.addRule('taskCheckbox', {
    filter: (node) => {
      const input = node as unknown as InputNode;
      if (input.nodeName !== 'INPUT' || input.getAttribute('type')?.toLowerCase() !== 'checkbox') return false;
      // As in GFM: the box must open a list item, possibly inside a <label> or <span>.
      const parent = input.parentNode;
      if (parent?.nodeName === 'LI') return true;
      return (parent?.nodeName === 'LABEL' || parent?.nodeName === 'SPAN') && parent.parentNode?.nodeName === 'LI';
    },
    replacement: (_content, node) => ((node as unknown as InputNode).hasAttribute('checked') ? '[x] ' : '[ ] '),
  });
}
