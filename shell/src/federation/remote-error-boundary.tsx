import { Alert, Button, Stack, Text } from '@mantine/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';

export const REMOTE_UNAVAILABLE = 'This part of the portal is not available right now.';

interface Props {
  /** Clears the failed load; the boundary then re-renders its children. */
  onRetry: () => void;
  /**
   * Set while one automatic recovery is still available: the boundary then shows the waiting
   * state instead of the fallback and calls it once (the parent mounts a fresh boundary).
   */
  onRecover?: () => void;
  /** What to show while that recovery runs. */
  recovering?: ReactNode;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * Catches a remote that fails to load or throws while rendering, so only the content area shows
 * the fallback and the header, menus and other remotes keep working.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // Kept in the console for support; users only see the neutral fallback.
    console.error('Remote failed', error, info.componentStack);
    this.props.onRecover?.();
  }

  private retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render() {
    if (!this.state.error) return this.props.children;
    if (this.props.onRecover) return this.props.recovering ?? null;
    return (
      <Alert color="orange" variant="light" role="alert" title="Unavailable">
        <Stack gap="sm" align="flex-start">
          <Text>{REMOTE_UNAVAILABLE}</Text>
          <Button onClick={this.retry}>Retry</Button>
        </Stack>
      </Alert>
    );
  }
}
