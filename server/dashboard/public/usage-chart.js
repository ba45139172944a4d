// The usage chart: requests and credits per day as grouped bars, drawn in SVG with
// createElementNS at the width of its container, redrawn when that width changes.

import { clear, h, svg, uid } from './dom.js';
import { formatDay, formatLongDay, formatNumber, plural } from './format.js';

const SERIES = [
  { key: 'requests', label: 'Requests', className: 'bar-requests' },
  { key: 'credits', label: 'Credits', className: 'bar-credits' },
];

/** A step of 1, 2 or 5 times a power of ten, at least 1, giving about four intervals. */
function niceStep(max) {
  const raw = max / 4;
  if (raw <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 5, 10].map((m) => m * power).find((step) => step >= raw) ?? 10 * power;
}

function describeUsage(days) {
  const requests = days.reduce((sum, day) => sum + day.requests, 0);
  const credits = days.reduce((sum, day) => sum + day.credits, 0);
  if (requests === 0 && credits === 0) return `No requests in the last ${days.length} days.`;
  const busiest = days.reduce((best, day) => (day.requests > best.requests ? day : best), days[0]);
  return `${plural(requests, 'request')} and ${plural(credits, 'credit')} in the last ${days.length} days. Busiest day: ${formatLongDay(busiest.date)}, with ${plural(busiest.requests, 'request')} and ${plural(busiest.credits, 'credit')}.`;
}

export function usageChart(days) {
  const canvas = h('div', { class: 'chart-canvas' });
  const legend = h(
    'ul',
    { class: 'chart-legend', 'aria-hidden': 'true' },
    SERIES.map((series) => h('li', {}, h('span', { class: `legend-swatch ${series.className}` }), series.label)),
  );
  const element = h('figure', { class: 'chart' }, legend, canvas);
  let lastWidth = 0;

  function draw(width) {
    const narrow = width < 520;
    const height = narrow ? 210 : 260;
    const margin = { top: 14, right: 8, bottom: 30, left: 40 };
    const plotWidth = Math.max(10, width - margin.left - margin.right);
    const plotHeight = height - margin.top - margin.bottom;
    const max = Math.max(1, ...days.map((day) => Math.max(day.requests, day.credits)));
    const step = niceStep(max);
    const top = Math.ceil(max / step) * step;
    const y = (value) => margin.top + plotHeight - (value / top) * plotHeight;
    const band = plotWidth / days.length;
    const barWidth = Math.max(1.5, Math.min(12, band * 0.36));
    const labelEvery = Math.max(1, Math.ceil(days.length / Math.max(1, Math.floor(plotWidth / 58))));

    const titleId = uid('chart-title');
    const descId = uid('chart-desc');
    const root = svg('svg', {
      class: 'chart-svg',
      width,
      height,
      viewBox: `0 0 ${width} ${height}`,
      role: 'img',
      'aria-labelledby': `${titleId} ${descId}`,
    });
    root.append(
      svg('title', { id: titleId, text: `Requests and credits per day, last ${days.length} days` }),
      svg('desc', { id: descId, text: describeUsage(days) }),
    );

    const grid = svg('g', { class: 'chart-grid' });
    for (let value = 0; value <= top; value += step) {
      const lineY = Math.round(y(value)) + 0.5;
      grid.append(
        svg('line', { x1: margin.left, x2: width - margin.right, y1: lineY, y2: lineY, class: value === 0 ? 'axis-line' : 'grid-line' }),
        svg('text', { x: margin.left - 8, y: lineY, class: 'axis-label', 'text-anchor': 'end', 'dominant-baseline': 'middle', text: formatNumber(value) }),
      );
    }
    root.append(grid);

    const bars = svg('g', { class: 'chart-bars' });
    days.forEach((day, index) => {
      const left = margin.left + index * band;
      const center = left + band / 2;
      const group = svg('g', { class: 'chart-day' });
      group.append(svg('title', { text: `${formatLongDay(day.date)}: ${plural(day.requests, 'request')}, ${plural(day.credits, 'credit')}` }));
      group.append(svg('rect', { class: 'chart-hit', x: left, y: margin.top, width: band, height: plotHeight }));
      SERIES.forEach((series, seriesIndex) => {
        const value = day[series.key];
        if (value <= 0) return;
        const x = seriesIndex === 0 ? center - barWidth - 0.75 : center + 0.75;
        const barTop = y(value);
        group.append(svg('rect', { class: series.className, x, y: barTop, width: barWidth, height: Math.max(1, margin.top + plotHeight - barTop), rx: Math.min(2, barWidth / 3) }));
      });
      if ((days.length - 1 - index) % labelEvery === 0) {
        group.append(svg('text', { x: center, y: height - 10, class: 'axis-label', 'text-anchor': 'middle', text: index === days.length - 1 ? 'Today' : formatDay(day.date) }));
      }
      bars.append(group);
    });
    root.append(bars);
    clear(canvas).append(root);
  }

  const observer = new ResizeObserver((entries) => {
    const width = Math.floor(entries[0]?.contentRect.width ?? 0);
    if (width > 0 && width !== lastWidth) {
      lastWidth = width;
      draw(width);
    }
  });
  observer.observe(canvas);

  return { element, destroy: () => observer.disconnect() };
}

/** The same numbers as a table, for screen readers and for reading exact values. */
export function usageTable(days) {
  return h(
    'details',
    { class: 'chart-table' },
    h('summary', {}, 'Show the numbers as a table'),
    h(
      'div',
      { class: 'table-wrap' },
      h(
        'table',
        { class: 'table table-compact' },
        h('caption', { class: 'sr-only' }, 'Requests and credits per day'),
        h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, 'Day (UTC)'), h('th', { scope: 'col', class: 'num' }, 'Requests'), h('th', { scope: 'col', class: 'num' }, 'Credits'))),
        h(
          'tbody',
          {},
          [...days].reverse().map((day) =>
            h('tr', {}, h('th', { scope: 'row' }, formatLongDay(day.date)), h('td', { class: 'num' }, formatNumber(day.requests)), h('td', { class: 'num' }, formatNumber(day.credits))),
          ),
        ),
      ),
    ),
  );
}
