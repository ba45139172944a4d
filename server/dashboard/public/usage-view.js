// Usage: credits used and left in the window, the rate limit, and requests and credits per
// day over the last 30 days, drawn.

import { api } from './api.js';
import { clear, h } from './dom.js';
import { formatNumber, formatWindow, plural } from './format.js';
import { card, loadError, loading, meter, pageHeader, statTile } from './parts.js';
import { usageChart, usageTable } from './usage-chart.js';

const DAYS = 30;

export function usageView(root) {
  const refreshButton = h('button', { type: 'button', class: 'button button-secondary' }, 'Refresh');
  const stats = h('div', { class: 'stats' }, loading('Loading usage…'));
  const chartBody = h('div', { class: 'chart-body' });
  const chartCard = card({ title: 'Requests and credits per day', subtitle: `Last ${DAYS} days, by UTC day. All keys together.` }, chartBody);
  root.append(
    pageHeader('Usage', 'What your keys have used. A successful extraction costs 1 credit per page; failed requests are not charged but count toward the rate limit.', refreshButton),
    stats,
    chartCard,
  );

  let chart = null;

  async function load() {
    refreshButton.disabled = true;
    try {
      const [account, days] = await Promise.all([api.accountOrSignOut(), api.usage(DAYS)]);
      renderStats(account, days);
      chart?.destroy();
      chart = usageChart(days);
      clear(chartBody).append(chart.element, usageTable(days));
    } catch (error) {
      clear(stats).append(loadError(error, load));
      clear(chartBody);
    } finally {
      refreshButton.disabled = false;
    }
  }

  function renderStats(account, days) {
    const { credits, rateLimit } = account;
    const totalRequests = days.reduce((sum, day) => sum + day.requests, 0);
    const totalCredits = days.reduce((sum, day) => sum + day.credits, 0);
    const window = formatWindow(credits.windowSeconds);
    clear(stats).append(
      statTile({
        label: 'Credits used',
        value: formatNumber(credits.used),
        meter: meter({ value: credits.used, max: credits.limit, label: `${formatNumber(credits.used)} of ${formatNumber(credits.limit)} credits used` }),
        detail: `of ${formatNumber(credits.limit)} allowed per ${window}`,
        testId: 'credits-used',
      }),
      statTile({
        label: 'Credits remaining',
        value: formatNumber(credits.remaining),
        detail: `The window starts with your first charge and lasts ${window}.`,
        testId: 'credits-remaining',
      }),
      statTile({
        label: 'Rate limit',
        value: formatNumber(rateLimit.limit),
        detail: `requests per ${formatWindow(rateLimit.windowSeconds)}, shared by all keys`,
        testId: 'rate-limit',
      }),
      statTile({
        label: `Last ${DAYS} days`,
        value: formatNumber(totalRequests),
        detail: `${totalRequests === 1 ? 'request' : 'requests'}, ${plural(totalCredits, 'credit')} charged`,
        testId: 'requests-30-days',
      }),
    );
  }

  refreshButton.addEventListener('click', load);
  load();
  return () => chart?.destroy();
}
