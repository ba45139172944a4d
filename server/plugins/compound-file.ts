// OLE compound files (legacy Office, Outlook) share one magic number; the names in their
// directory tell them apart. Directory entry names are UTF-16LE, so a stream name is looked
// for as those bytes: one native search per name, no decoding of the file.

export function compoundFileNames(bytes: Uint8Array, streamName: string): boolean {
  const haystack = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return haystack.includes(Buffer.from(streamName, 'utf16le'));
}
