'use client';

import { Component, type ReactNode } from 'react';

/**
 * Around a part of the site shell that reads commerce (the department menu): when commerce is
 * down, the part shows its fallback and the page below still renders, so the shopper gets the
 * page's own error state (`[site]/error.tsx`, in the site's language) inside the header and footer
 * rather than the framework's bare English error document. The part still throws on the server,
 * so no cached page keeps a shell without it (issue 20).
 */
export class ShellPartBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
