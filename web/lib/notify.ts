import { toast } from 'sonner';

/** Toast durations (spec 01 §9, spec 02 §9). */
export const toastDurations = {
  error: 5_000,
  /** Reset success is held as long as an error. */
  resetSuccess: 5_000,
  success: 8_000,
  info: 5_000,
  download: 3_000,
} as const;

type Options = { duration?: number };

/** The app's toasts: a title and an optional line of text, with the spec's durations. */
export const notify = {
  success(title: string, description?: string, options: Options = {}) {
    return toast.success(title, {
      description,
      duration: options.duration ?? toastDurations.success,
    });
  },
  info(title: string, description?: string, options: Options = {}) {
    return toast.info(title, { description, duration: options.duration ?? toastDurations.info });
  },
  error(title: string, description?: string, options: Options = {}) {
    return toast.error(title, { description, duration: options.duration ?? toastDurations.error });
  },
};
