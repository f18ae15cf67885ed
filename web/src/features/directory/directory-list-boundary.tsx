import { Component, type ReactNode } from 'react';

import { DirectoryErrorBox } from './directory-error-box';

/**
 * reactfire throws a listener's error while rendering. A list whose access ends while it is
 * open (a suspension, a refund) is refused by the rules at once: show that in the section,
 * not the page's crash screen, until the standing gate closes the whole directory.
 */
export class DirectoryListBoundary extends Component<
  { children: ReactNode },
  { error: Error | undefined }
> {
  override state: { error: Error | undefined } = { error: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    return this.state.error ? <DirectoryErrorBox error={this.state.error} /> : this.props.children;
  }
}
