// The playground's "Equivalent request" card: the curl command that sends what the form would
// send. The key in it is masked, so the command can be copied or shown without leaking it.

import { maskKey, shellQuote } from './format.js';
import { card, codeBlock } from './parts.js';

export function curlPanel() {
  const command = codeBlock('', { label: 'curl command' });
  const element = card({ title: 'Equivalent request', subtitle: 'The same request from a terminal. The key is masked: put in your own.' }, command.element);
  return {
    element,

    /** Shows the command for { format, mode, fallback, key, fileName }; key and fileName may be empty. */
    show(request) {
      command.setText(curlCommand({ ...request, origin: window.location.origin }));
    },
  };
}

function curlCommand({ origin, format, mode, fallback, key, fileName }) {
  const shownKey = key ? maskKey(key) : '$DOCEXTRACT_KEY';
  const query = new URLSearchParams({ mode, fallback });
  const url = `${origin}/v1/extract/${format}?${query}`;
  return `curl -s -H "x-api-key: ${shownKey}" \\\n  -F ${shellQuote(`file=@${fileName ?? 'document.pdf'}`)} \\\n  ${shellQuote(url)}`;
}
