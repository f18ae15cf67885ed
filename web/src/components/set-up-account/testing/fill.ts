import { fireEvent, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Types a whole value at once (pasting), then leaves the field so its error may show. */
export async function fill(user: UserEvent, label: RegExp, text: string): Promise<HTMLElement> {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
  await user.tab();
  return field;
}

/** Date inputs take their value as a whole, as a browser's date picker gives it. */
export function fillDate(label: RegExp, value: string): HTMLElement {
  const field = screen.getByLabelText(label);
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
  return field;
}
