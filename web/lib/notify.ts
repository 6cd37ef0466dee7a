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

type Options = {
  duration?: number;
  /** Replaces the toast with this id (for example a loading toast) instead of adding one. */
  id?: string | number;
};

/** The app's toasts: a title and an optional line of text, with the spec's durations. */
export const notify = {
  success(title: string, description?: string, options: Options = {}) {
    return toast.success(title, {
      description,
      duration: options.duration ?? toastDurations.success,
      ...(options.id === undefined ? {} : { id: options.id }),
    });
  },
  info(title: string, description?: string, options: Options = {}) {
    return toast.info(title, {
      description,
      duration: options.duration ?? toastDurations.info,
      ...(options.id === undefined ? {} : { id: options.id }),
    });
  },
  error(title: string, description?: string, options: Options = {}) {
    return toast.error(title, {
      description,
      duration: options.duration ?? toastDurations.error,
      ...(options.id === undefined ? {} : { id: options.id }),
    });
  },
  /** A toast that stays until it is replaced (pass its id to another call) or dismissed. */
  loading(title: string, description?: string) {
    return toast.loading(title, { description });
  },
  dismiss(id: string | number) {
    toast.dismiss(id);
  },
};
