// The shell shows toasts through the shared helpers so every app's toasts look the same.
export {
  notifyError as toastError,
  notifySuccess as toastSuccess,
} from '@portal/shared/core';
