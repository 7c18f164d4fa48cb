import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPage } from '../features/errors/error-page';

interface Props {
  /** The address: a new one clears the error, so "Go to home page" recovers without a reload. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
  failedAt: string | null;
}

/** "Oops... Looks like something went wrong / Please try again in a moment." */
const SOMETHING_WENT_WRONG = 4;

/**
 * The last line for a shell page that throws while rendering: the error page's "something went
 * wrong" variant instead of a blank screen (remote pages have their own, RemoteErrorBoundary).
 */
export class PortalErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failedAt: null };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (!state.error) return null;
    if (state.failedAt === null) return { failedAt: props.resetKey };
    return state.failedAt === props.resetKey ? null : { error: null, failedAt: null };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // Kept in the console for support; users see the error page.
    console.error('Page failed', error, info.componentStack);
  }

  override render() {
    return this.state.error ? <ErrorPage variant={SOMETHING_WENT_WRONG} /> : this.props.children;
  }
}
