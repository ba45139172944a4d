// The plugins' detection declarations, gathered into one plain table. It is built once from
// the registry and is structured-cloneable, so a worker thread gets the same rules with each
// task and detects an embedded document exactly as the core detects an upload.

import type { RegisteredPlugin } from './registry.ts';
import type { ValidTypeDetection } from './detection-manifest.ts';

/** One media type as the detection sees it; a container field is null when the type does not name it. */
export interface DetectableType extends ValidTypeDetection {
  mediaType: string;
  /** A plugin with one media type and no `detect`: its extensions claim any generic detection. */
  claimsAnyContainerByName: boolean;
}

export interface DetectionTable {
  /** Declared types first (higher plugin priority, then plugin name, then declaration order), then the undeclared ones. */
  types: DetectableType[];
}

/** The generic shapes bytes can have before a plugin's rule specialises them. */
export type Container = 'zip' | 'ole' | 'xml' | 'text' | 'unknown-binary';

export const EMPTY_DETECTION_TABLE: DetectionTable = Object.freeze({ types: [] });

export function buildDetectionTable(plugins: readonly RegisteredPlugin[]): DetectionTable {
  const ordered = [...plugins].sort((a, b) => b.manifest.priority - a.manifest.priority || a.name.localeCompare(b.name));
  const declared: DetectableType[] = [];
  const undeclared: DetectableType[] = [];
  for (const plugin of ordered) {
    const { detect, mimeTypes, extensions } = plugin.manifest;
    for (const [mediaType, rule] of Object.entries(detect)) declared.push({ mediaType, ...rule, claimsAnyContainerByName: false });
    if (Object.keys(detect).length === 0 && mimeTypes.length === 1) {
      undeclared.push({
        mediaType: mimeTypes[0]!,
        extensions,
        zipEntries: null,
        zipMimetype: null,
        oleStreams: null,
        xmlRootElements: null,
        textPatterns: null,
        signatureRequired: false,
        claimsAnyContainerByName: true,
      });
    }
  }
  return { types: [...declared, ...undeclared] };
}

/** Whether a file name may claim this type for bytes of that generic shape. */
function specialises(type: DetectableType, container: Container): boolean {
  if (type.claimsAnyContainerByName) return true;
  if (type.signatureRequired) return false;
  switch (container) {
    case 'zip':
      return type.zipEntries !== null || type.zipMimetype !== null;
    case 'ole':
      return type.oleStreams !== null;
    case 'xml':
      return type.xmlRootElements !== null;
    case 'text':
      return type.textPatterns !== null;
    case 'unknown-binary':
      return false;
  }
}

/**
 * The type among those the content matched, the file name breaking a tie; with no match,
 * the type the file name claims for this container; else null.
 */
export function resolveType(table: DetectionTable, container: Container, matches: readonly DetectableType[], nameExtension: string | null): string | null {
  const named = (type: DetectableType) => nameExtension !== null && type.extensions.includes(nameExtension);
  if (matches.length > 0) return (matches.find(named) ?? matches[0]!).mediaType;
  return table.types.find((type) => named(type) && specialises(type, container))?.mediaType ?? null;
}

/** The usual extension of a media type, for a file name that carries none. */
export function usualExtension(table: DetectionTable, mediaType: string): string | null {
  return table.types.find((type) => type.mediaType === mediaType && type.extensions.length > 0)?.extensions[0] ?? null;
}
