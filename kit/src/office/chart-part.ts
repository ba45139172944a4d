// A DrawingML chart part (c:chartSpace) → its title and the data it plots, read from the
// caches Office keeps in the part (the sheet the chart was drawn from is not needed). The
// data become a table: one row per category, one column per series.

import type { TableBlock, TableRow } from '@docextract/contracts/document-model';
import type { OfficeZip } from '../zip/office-zip.ts';
import { attr, childElements, descendants, ownText, path, textOf, type XmlElement, parseXml } from '../xml/xml-tree.ts';

export interface ChartContent {
  title: string | null;
  /** "Bar chart", "Line chart", …: what kind of chart the data came from. */
  kind: string | null;
  data: TableBlock | null;
}

// Enough to show what a chart plots; a chart of thousands of points is not read point by point.
const MAX_CATEGORIES = 200;
const MAX_SERIES = 50;

const KIND_NAMES: Record<string, string> = {
  barChart: 'Bar chart', bar3DChart: 'Bar chart', lineChart: 'Line chart', line3DChart: 'Line chart',
  pieChart: 'Pie chart', pie3DChart: 'Pie chart', doughnutChart: 'Doughnut chart', areaChart: 'Area chart',
  area3DChart: 'Area chart', scatterChart: 'Scatter chart', bubbleChart: 'Bubble chart', radarChart: 'Radar chart',
  stockChart: 'Stock chart', surfaceChart: 'Surface chart', surface3DChart: 'Surface chart', ofPieChart: 'Pie chart',
};

export function readChart(zip: OfficeZip, partName: string): ChartContent | null {
  const text = zip.readText(partName);
  if (!text) return null;
  const chart = path(parseXml(text, partName), 'chart');
  if (!chart) return null;
  const plotArea = path(chart, 'plotArea');
  const plots = plotArea ? childElements(plotArea).filter((element) => element.name in KIND_NAMES) : [];
  const series = plots.flatMap((plot) => childElements(plot, 'ser')).slice(0, MAX_SERIES);
  return {
    title: chartTitle(chart, series),
    kind: plots[0] ? (KIND_NAMES[plots[0].name] ?? null) : null,
    data: seriesTable(series),
  };
}

function chartTitle(chart: XmlElement, series: XmlElement[]): string | null {
  const title = path(chart, 'title');
  if (title) {
    const rich = path(title, 'tx', 'rich');
    const text = rich ? paragraphsText(rich) : cachedStrings(path(title, 'tx')).join(' ');
    if (text.trim()) return text.trim();
  }
  // A title without text of its own is automatic: Office shows a single series' name there.
  const deletedFlag = path(chart, 'autoTitleDeleted');
  const deleted = deletedFlag ? attr(deletedFlag, 'val') : undefined;
  if (deleted !== '1' && deleted !== 'true' && series.length === 1) {
    return seriesName(series[0]!) || null;
  }
  return null;
}

function seriesTable(series: XmlElement[]): TableBlock | null {
  if (series.length === 0) return null;
  const columns = series.map((one) => ({
    name: seriesName(one),
    values: cachedValues(path(one, 'val') ?? path(one, 'yVal')),
    categories: cachedValues(path(one, 'cat') ?? path(one, 'xVal')),
  }));
  const categoryCount = Math.min(MAX_CATEGORIES, Math.max(0, ...columns.map((column) => Math.max(column.values.length, column.categories.length))));
  if (categoryCount === 0) return null;
  const categories = columns.find((column) => column.categories.length > 0)?.categories ?? [];
  const rows: TableRow[] = [{ cells: [cell(''), ...columns.map((column) => cell(column.name))] }];
  for (let index = 0; index < categoryCount; index++) {
    rows.push({ cells: [cell(categories[index] ?? String(index + 1)), ...columns.map((column) => cell(column.values[index] ?? ''))] });
  }
  return { type: 'table', rows, headerRows: 1 };
}

function seriesName(series: XmlElement): string {
  const tx = path(series, 'tx');
  if (!tx) return '';
  const direct = path(tx, 'v');
  return direct ? ownText(direct).trim() : cachedStrings(tx).join(' ').trim();
}

/** Values of a strRef/numRef/multiLvlStrRef cache (or a literal), placed by their idx. */
function cachedValues(holder: XmlElement | undefined): string[] {
  if (!holder) return [];
  const values: string[] = [];
  // A multi-level category keeps its finest level first; the first cache found is that one.
  const cache = descendants(holder, 'strCache')[0] ?? descendants(holder, 'numCache')[0] ?? descendants(holder, 'lvl')[0]
    ?? path(holder, 'strLit') ?? path(holder, 'numLit');
  if (!cache) return [];
  for (const point of childElements(cache, 'pt')) {
    const index = Number(attr(point, 'idx'));
    if (!Number.isInteger(index) || index < 0 || index >= MAX_CATEGORIES) continue;
    values[index] = ownText(path(point, 'v')).trim();
  }
  return Array.from(values, (value) => value ?? '');
}

function cachedStrings(holder: XmlElement | undefined): string[] {
  return cachedValues(holder).filter((value) => value !== '');
}

function paragraphsText(rich: XmlElement): string {
  return childElements(rich, 'p').map((paragraph) => textOf(paragraph)).join(' ');
}

function cell(text: string): TableRow['cells'][number] {
  return { content: text ? [{ type: 'text', text }] : [] };
}
