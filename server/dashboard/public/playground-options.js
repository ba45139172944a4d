// The options of a playground request: the output format, and the mode and fallback. For a
// file that an installed plugin lists, mode and fallback are selects of that plugin's modes;
// for any other file they are free text, since the service detects the type from the content
// and the plugin it picks may still know the mode typed.

import { clear, field, h } from './dom.js';

const OUTPUT_FORMATS = [
  ['md', 'Markdown (md)'],
  ['txt', 'Plain text (txt)'],
  ['html', 'HTML fragment (html)'],
];

export function requestOptions() {
  const formatSelect = h('select', { name: 'format' }, OUTPUT_FORMATS.map(([value, label]) => h('option', { value }, label)));
  const formatField = field({ label: 'Output format', control: formatSelect });
  const modeFields = h('div', { class: 'mode-slot' });
  let modeControl = null;
  let fallbackControl = null;

  return {
    formatField: formatField.element,
    modeFields,

    /** plugin: the /v1/formats entry that reads the chosen file, or null; fileChosen: is there one. */
    showModesFor(plugin, fileChosen) {
      const previousMode = modeControl?.value ?? 'auto';
      const previousFallback = fallbackControl?.value ?? 'auto';
      // Before a file is chosen the selects stay, with only "auto", until its plugin is known.
      const controls = plugin || !fileChosen ? modeSelects(plugin) : modeTextInputs();
      ({ modeControl, fallbackControl } = controls);
      clear(modeFields).append(...controls.fields);
      keepChoice(modeControl, previousMode);
      keepChoice(fallbackControl, previousFallback);
    },

    /** { format, mode, fallback } as the request sends them; a blank mode or fallback is "auto". */
    values() {
      return {
        format: formatSelect.value,
        mode: (modeControl?.value ?? 'auto').trim() || 'auto',
        fallback: (fallbackControl?.value ?? 'auto').trim() || 'auto',
      };
    },
  };
}

function modeSelects(plugin) {
  const modes = plugin?.modes ?? [];
  const modeControl = h('select', { name: 'mode' }, h('option', { value: 'auto' }, 'auto: the plugin decides'), modes.map((mode) => h('option', { value: mode }, mode)));
  const fallbackControl = h(
    'select',
    { name: 'fallback' },
    h('option', { value: 'auto' }, 'auto: try the other modes'),
    h('option', { value: 'none' }, 'none: no fallback'),
    modes.map((mode) => h('option', { value: mode }, `${mode} next`)),
  );
  const hint = plugin
    ? `Modes of the ${plugin.plugin} plugin, in fallback order: ${plugin.modes.join(', ')}.`
    : 'Choose a document to see the modes of the plugin that reads it.';
  return {
    modeControl,
    fallbackControl,
    fields: [
      field({ label: 'Mode', hint, control: modeControl }).element,
      field({ label: 'Fallback', hint: 'What to try when the mode fails, times out or finds no text.', control: fallbackControl }).element,
    ],
  };
}

function modeTextInputs() {
  const modeControl = h('input', { type: 'text', name: 'mode', value: 'auto', autocomplete: 'off', spellcheck: 'false' });
  const fallbackControl = h('input', { type: 'text', name: 'fallback', value: 'auto', autocomplete: 'off', spellcheck: 'false' });
  return {
    modeControl,
    fallbackControl,
    fields: [
      field({ label: 'Mode', hint: 'No installed plugin lists this extension; the service detects the type from the content. Keep “auto” or type a mode such as fast or structured.', control: modeControl }).element,
      field({ label: 'Fallback', hint: '“auto”, “none”, or a mode name.', control: fallbackControl }).element,
    ],
  };
}

/** Carries the previous choice over to a new control, where a select still offers it. */
function keepChoice(control, value) {
  if (control.tagName === 'SELECT') {
    if ([...control.options].some((option) => option.value === value)) control.value = value;
  } else {
    control.value = value;
  }
}
