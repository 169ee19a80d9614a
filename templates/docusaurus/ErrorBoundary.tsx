// `@docusaurus/ErrorBoundary` for a site's own React code: an error thrown while its children render shows
// `fallback({ error, tryAgain })` instead (without one, a short message), as Docusaurus's does.
import { Component, type ReactNode } from 'react';

export interface ErrorBoundaryProps {
  fallback?: (params: { error: Error; tryAgain: () => void }) => ReactNode;
  children?: ReactNode;
}

export default class ErrorBoundary extends Component<ErrorBoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const tryAgain = () => this.setState({ error: null });
    if (this.props.fallback) return this.props.fallback({ error, tryAgain });
    return (
      <div role="alert">
        <p>{error.message}</p>
        <button type="button" onClick={tryAgain}>
          Try again
        </button>
      </div>
    );
  }
}
