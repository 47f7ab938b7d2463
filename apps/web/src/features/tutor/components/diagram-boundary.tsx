import { Component, type ReactNode } from 'react';

/** Shows `fallback` (the spec's "Could not generate image" message) if a diagram cannot be drawn in the browser. */
export class DiagramBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
