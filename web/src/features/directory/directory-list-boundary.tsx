import { Component, type ReactNode } from 'react';

import { DirectoryErrorBox } from './directory-error-box';

/**
 * A list's chunk that fails to load throws while rendering: show that in the section, not
 * the page's crash screen.
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
