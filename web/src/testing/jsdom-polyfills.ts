import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks the encoders that react-router creates when its module loads.
Object.assign(globalThis, {
  TextEncoder: globalThis.TextEncoder ?? TextEncoder,
  TextDecoder: globalThis.TextDecoder ?? TextDecoder,
});
