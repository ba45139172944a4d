// A workbook's metadata: Office Open XML packages from docProps (shared reader); ODS and
// legacy XLS from what SheetJS read (wb.Props). pages = sheets, chart sheets and hidden
// sheets included.

import type { PluginMetadata } from '@docextract/contracts/plugin-api';
import { readOfficeProperties } from '@docextract/plugin-kit/office-metadata';
import type { OfficeZip } from '@docextract/plugin-kit/zip';
import type * as XLSX from 'xlsx';

type Metadata = PluginMetadata & { raw: Record<string, unknown> };

const PROPS_FIELDS: Record<string, 'title' | 'creator' | 'lastAuthor' | 'subject' | 'created' | 'modified'> = {
  Title: 'title', Author: 'creator', LastAuthor: 'lastAuthor', Subject: 'subject', CreatedDate: 'created', ModifiedDate: 'modified',
};

export function workbookMetadata(workbook: XLSX.WorkBook, zip: OfficeZip | null): Metadata {
  const metadata = zip?.has('docProps/core.xml') || zip?.has('docProps/app.xml') ? readOfficeProperties(zip).metadata : fromProps(workbook.Props);
  metadata.pages = workbook.SheetNames.length;
  return metadata;
}

function fromProps(props: XLSX.FullProperties | undefined): Metadata {
  const metadata: Metadata = { title: null, creator: null, lastAuthor: null, subject: null, created: null, modified: null, raw: {} };
  for (const [name, value] of Object.entries(props ?? {})) {
    const field = PROPS_FIELDS[name];
    const simple = value instanceof Date ? (Number.isNaN(value.getTime()) ? null : value.toISOString()) : value;
    if (simple === null || simple === undefined || simple === '' || typeof simple === 'object') continue;
    if (field) metadata[field] = String(simple);
    else metadata.raw[name] = simple;
  }
  return metadata;
}
