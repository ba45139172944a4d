// The benchmark's big workbook, written with SheetJS: one sheet of 100,000 rows under a header,
// five columns (a name, a category, an integer, an amount, a date).

import * as XLSX from 'xlsx';
import { pick, seededRandom, title } from './prose.ts';

const CATEGORIES = ['hardware', 'software', 'services', 'training', 'support', 'travel'];

export function bigXlsx(rowCount: number, seed = 100): Buffer {
  const random = seededRandom(seed);
  const rows: unknown[][] = [['Name', 'Category', 'Quantity', 'Amount', 'Date']];
  const start = Date.UTC(2020, 0, 1);
  for (let row = 0; row < rowCount; row += 1) {
    rows.push([
      title(random, 2),
      pick(random, CATEGORIES),
      Math.floor(random() * 1000),
      Math.round(random() * 1e7) / 100,
      new Date(start + Math.floor(random() * 1500) * 86_400_000),
    ]);
  }
  const sheet = XLSX.utils.aoa_to_sheet(rows, { cellDates: true, dateNF: 'yyyy-mm-dd' });
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, sheet, 'Orders');
  workbook.Props = { Title: `Benchmark: ${rowCount} rows`, Author: 'scripts/bench' };
  return XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}
