// Copy to the clipboard: the async Clipboard API, else the selection and execCommand,
// else the text is left selected for the user to copy with the keyboard.

export async function copyText(text, selectable) {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return 'copied';
    }
  } catch {
    // Permission refused or no focus: fall through to the selection.
  }
  if (selectable) {
    selectContents(selectable);
    try {
      if (document.execCommand('copy')) return 'copied';
    } catch {
      // Not supported: the text stays selected.
    }
    return 'selected';
  }
  return 'failed';
}

function selectContents(element) {
  const range = document.createRange();
  range.selectNodeContents(element);
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}

/** The message shown after a copy attempt. */
export function copyMessage(outcome) {
  if (outcome === 'copied') return 'Copied to the clipboard.';
  if (outcome === 'selected') return 'Selected. Press Ctrl+C (⌘C on a Mac) to copy.';
  return 'Copying is not available here. Select the text and copy it.';
}
