/**
 * A WebAssembly module made by wasm-bindgen --target web, fetched and initialised once, on first use:
 * `load()` resolves to its exports (later calls share the same promise; a failed load lets a later
 * call try again), `now()` gives them when already loaded and starts nothing. The importer must be a
 * literal `() => import('package')`, so that the bundler gives the module a chunk of its own.
 */
export interface LazyWasm<M> {
  now(): M | undefined;
  load(): Promise<M>;
}

export function lazyWasm<M extends { default: () => Promise<unknown> }>(
  importer: () => Promise<M>,
): LazyWasm<M> {
  let loading: Promise<M> | undefined;
  let ready: M | undefined;
  return {
    now: () => ready,
    load: () => {
      loading ??= importer().then(
        async (module) => {
          await module.default();
          ready = module;
          return module;
        },
        (error: unknown) => {
          loading = undefined; // let a later call try again (e.g. after a network blip)
          throw error;
        },
      );
      return loading;
    },
  };
}
