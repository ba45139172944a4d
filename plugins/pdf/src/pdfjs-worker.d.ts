// pdf.js ships no types for its worker half; the plugin only imports it for its side effect
// (it registers itself as globalThis.pdfjsWorker, see pdfjs-module.ts).
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown;
}
