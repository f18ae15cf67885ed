/** A message for the reader: a catalogue id, or a server's text already in their language. */
export type WizardMessage = { id: string } | { text: string };
