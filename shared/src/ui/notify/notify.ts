import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';

// Thin wrappers so every app shows success, error and warning toasts the same way.
type NotifyOptions = { title?: ReactNode; autoClose?: number | false; id?: string };

const show = (color: string, message: ReactNode, options: NotifyOptions = {}) =>
  notifications.show({ color, message, withBorder: true, autoClose: options.autoClose ?? 5000, ...options });

export const notifySuccess = (message: ReactNode, options?: NotifyOptions) => show('green', message, options);
export const notifyError = (message: ReactNode, options?: NotifyOptions) =>
  show('red', message, { autoClose: 8000, ...options });
export const notifyWarning = (message: ReactNode, options?: NotifyOptions) => show('yellow', message, options);
export const notifyInfo = (message: ReactNode, options?: NotifyOptions) => show('blue', message, options);
