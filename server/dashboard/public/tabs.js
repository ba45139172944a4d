// Accessible tabs (WAI-ARIA tabs pattern): arrow keys, Home and End move between tabs,
// one tab stop for the tab list, panels labelled by their tab.

import { h, uid } from './dom.js';

/** tabs(label, [{ label, content }]) → element */
export function tabs(label, items) {
  const tablist = h('div', { class: 'tabs-list', role: 'tablist', 'aria-label': label });
  const panels = [];
  const buttons = items.map((item, index) => {
    const tabId = uid('tab');
    const panelId = uid('tabpanel');
    const button = h('button', {
      type: 'button',
      role: 'tab',
      id: tabId,
      class: 'tab',
      'aria-controls': panelId,
      'aria-selected': index === 0 ? 'true' : 'false',
      tabindex: index === 0 ? '0' : '-1',
    }, item.label);
    const panel = h('div', { class: 'tab-panel', role: 'tabpanel', id: panelId, 'aria-labelledby': tabId, hidden: index !== 0 }, item.content);
    panels.push(panel);
    return button;
  });

  function select(index, focus) {
    buttons.forEach((button, i) => {
      const selected = i === index;
      button.setAttribute('aria-selected', selected ? 'true' : 'false');
      button.tabIndex = selected ? 0 : -1;
      panels[i].hidden = !selected;
    });
    if (focus) buttons[index].focus();
  }

  buttons.forEach((button, index) => {
    button.addEventListener('click', () => select(index, false));
    button.addEventListener('keydown', (event) => {
      const last = buttons.length - 1;
      const moves = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last };
      if (event.key in moves) {
        event.preventDefault();
        select(moves[event.key], true);
      }
    });
  });
  tablist.append(...buttons);
  return h('div', { class: 'tabs' }, tablist, panels);
}
