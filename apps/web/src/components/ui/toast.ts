import { toast } from 'react-toastify';
import { wantToasts } from './toast-host';

// The app mounts react-toastify's container once this module is loaded (a toast raised before it
// has mounted waits in react-toastify's queue and shows when it does).
wantToasts();

// Spec §9: top-right, 4 s, no duplicates (the text is the id), with a progress bar.
export const notify = {
  success: (message: string) => toast.success(message, { toastId: `success:${message}` }),
  error: (message: string) => toast.error(message, { toastId: `error:${message}` }),
  info: (message: string) => toast.info(message, { toastId: `info:${message}` }),
};
