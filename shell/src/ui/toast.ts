// The shell shows toasts through the shared helpers so every app's toasts look the same.
export {
  notifyError as toastError,
  notifyInfo as toastInfo,
  notifySuccess as toastSuccess,
  notifyWarning as toastWarning,
} from '@portal/shared/core';
