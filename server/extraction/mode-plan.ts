// Which modes to try, in which order, from the `mode` and `fallback` query values and the
// modes the plugin declares. A value that is not allowed is the client's mistake: a 400
// that lists the allowed values.

import { ApiError } from '../errors.ts';
import { RESERVED_MODE_NAMES } from '../plugins/manifest.ts';

export interface ModeRequest {
  mode: string;
  fallback: string;
}

/** The modes to try, first to last. */
export function planModes(request: ModeRequest, declaredModes: readonly string[], mediaType: string): string[] {
  const [defaultMode] = declaredModes;
  if (defaultMode === undefined) throw new Error('a plugin declares no modes');

  if (request.mode !== 'auto' && !declaredModes.includes(request.mode)) {
    throw new ApiError('EXT_INVALID_MODE', {
      mode: request.mode,
      type: mediaType,
      allowed: ['auto', ...declaredModes].join(', '),
    });
  }
  const first = request.mode === 'auto' ? defaultMode : request.mode;

  switch (request.fallback) {
    case 'auto':
      return [first, ...declaredModes.filter((mode) => mode !== first)];
    case 'none':
      return [first];
    default:
      if (!declaredModes.includes(request.fallback)) {
        throw new ApiError('EXT_INVALID_FALLBACK', {
          fallback: request.fallback,
          type: mediaType,
          allowed: [...RESERVED_MODE_NAMES, ...declaredModes].join(', '),
        });
      }
      return request.fallback === first ? [first] : [first, request.fallback];
  }
}
