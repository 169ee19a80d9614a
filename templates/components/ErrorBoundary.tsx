// Render crash boundary: a page that throws while rendering shows 'This page crashed.' with the error text
// and a 'Try again' button instead of a blank screen; the rest of the site keeps working.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { strings } from '../../src/shared/strings';

interface State {
  error: Error | null;
}

export class ErrorBoundary extends Component<{ children: ReactNode; route?: string }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[blogctl] render crash on ${this.props.route ?? location.pathname}:`, error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="error-boundary container" role="alert">
        <h1>{strings.errors.crashed}</h1>
        <p className="error-boundary__message">{this.state.error.message}</p>
        <button type="button" className="button button--primary" onClick={() => this.setState({ error: null })}>
          {strings.errors.tryAgain}
        </button>
      </div>
    );
  }
}
