import type * as SonnerModule from 'sonner';

/** The toast library's module. */
export type Sonner = typeof SonnerModule;

/** Toast durations (spec 01 §9, spec 02 §9). */
export const toastDurations = {
  error: 5_000,
  /** Reset success is held as long as an error. */
  resetSuccess: 5_000,
  success: 8_000,
  info: 5_000,
  download: 3_000,
} as const;

// The toast library is fetched when the app starts, after the first paint (or at the first
// toast if that comes sooner) rather than with every page's first download.
let sonner: Promise<Sonner> | null = null;
const loadedListeners = new Set<(module: Sonner) => void>();

/** Fetches the toast library once; a failed fetch is forgotten so the next toast tries again. */
export function loadToasts(): Promise<Sonner> {
  if (!sonner) {
    const loading = import('sonner');
    sonner = loading;
    loading.then(
      (module) => loadedListeners.forEach((listener) => listener(module)),
      () => {
        if (sonner === loading) sonner = null;
      },
    );
  }
  return sonner;
}

/** Calls `listener` with the toast library once it has loaded (at once if it has). */
export function onToastsLoaded(listener: (module: Sonner) => void): () => void {
  loadedListeners.add(listener);
  void sonner?.then(listener, () => {});
  return () => loadedListeners.delete(listener);
}

type Options = {
  duration?: number;
  /** Replaces the toast with this id (for example a loading toast) instead of adding one. */
  id?: string | number;
};

let lastId = 0;

/**
 * Shows a toast once the library is there. The id is chosen here, so it can be returned at
 * once for a later call to replace or dismiss the toast.
 */
function show(run: (module: Sonner, id: string | number) => void, id?: string | number) {
  const toastId = id ?? `toast-${++lastId}`;
  loadToasts().then(
    (module) => run(module, toastId),
    () => {
      // Without the library (offline before it was fetched) there is nothing to show it with.
    },
  );
  return toastId;
}

type Kind = 'success' | 'info' | 'error';
const titled =
  (kind: Kind, defaultDuration: number) =>
  (title: string, description?: string, options: Options = {}) =>
    show(
      ({ toast }, id) =>
        toast[kind](title, { description, duration: options.duration ?? defaultDuration, id }),
      options.id,
    );

/** The app's toasts: a title and an optional line of text, with the spec's durations. */
export const notify = {
  success: titled('success', toastDurations.success),
  info: titled('info', toastDurations.info),
  error: titled('error', toastDurations.error),
  /** A toast that stays until it is replaced (pass its id to another call) or dismissed. */
  loading(title: string, description?: string) {
    return show(({ toast }, id) => toast.loading(title, { description, id }));
  },
  dismiss(id: string | number) {
    show(({ toast }) => toast.dismiss(id), id);
  },
  /** Takes every toast away (at sign-out: what was said to the account is not left behind). */
  dismissAll() {
    if (sonner)
      void sonner.then(
        ({ toast }) => toast.dismiss(),
        () => {},
      );
  },
};
