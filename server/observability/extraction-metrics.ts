// Extraction events into metrics: duration by the plugin and mode that produced the
// content, every attempt by its outcome category, and each fallback from one mode to the next.

import type { ExtractionEvent } from '../extraction/extract-document.ts';
import type { ServiceMetrics } from './metrics.ts';

export function recordExtraction(metrics: ServiceMetrics, event: ExtractionEvent): void {
  const { plugin, attempts } = event;
  if (event.mode) metrics.extractionDuration.observe({ plugin, mode: event.mode }, event.durationMs / 1000);
  attempts.forEach((attempt, index) => {
    metrics.extractionAttempts.inc({ plugin, mode: attempt.mode, outcome: attempt.outcome });
    const next = attempts[index + 1];
    if (next) metrics.fallbacks.inc({ plugin, from: attempt.mode, to: next.mode });
  });
}
