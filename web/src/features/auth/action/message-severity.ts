/**
 * A message is red when it speaks of an error, expiry, invalidity, a
 * mismatch or weakness, else blue. Applied to the text shown, so with each language's words.
 */
const RED_WORDS = /error|expired|invalid|match|weak|caduc|válid|coincid|débil/i;

export const messageSeverity = (text: string): 'error' | 'info' =>
  RED_WORDS.test(text) ? 'error' : 'info';
