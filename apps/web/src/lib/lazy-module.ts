/** A module (or one of its exports) downloaded on first need and kept: see lazyModule. */
export interface LazyModule<T> {
  /** What was downloaded, once it is there. */
  readonly loaded: T | undefined;
  /** Starts the download, or joins the one under way; a failed download is tried again next time. */
  get: () => Promise<T>;
  /** `get()` for a hover or a focus: a failure is left to the press that needs the module. */
  preload: () => void;
}

/**
 *   const radix = lazyModule(() => import('./select-radix').then((m) => m.RadixSelect));
 *   radix.loaded ?? (await radix.get())
 */
export function lazyModule<T>(load: () => Promise<T>): LazyModule<T> {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  const get = (): Promise<T> =>
    (loading ??= load().then(
      (value) => (loaded = value),
      (e: unknown) => {
        loading = undefined;
        throw e;
      },
    ));
  return {
    get loaded() {
      return loaded;
    },
    get,
    preload: () => void get().catch(() => undefined),
  };
}
