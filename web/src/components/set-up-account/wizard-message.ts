import type { ApiRequestError } from '../../lib/api/api-client';

/**
 * A message for the reader: a catalogue id, a text already in their language, or an API
 * failure's message or field problems, shown in their language when it is rendered.
 */
export type WizardMessage =
  { id: string } | { text: string } | { apiError: ApiRequestError; part: 'message' | 'fields' };
