/**
 * Keeps what `make` builds, by key, for the life of the process. `Intl` formatters are costly to
 * build (a list page would otherwise build one per card and per year) and cheap to reuse; their
 * keys are a locale and a few options, so the map stays small.
 */
export function memoByKey<T>(): (key: string, make: () => T) => T {
  const made = new Map<string, T>();
  return (key, make) => {
    let value = made.get(key);
    if (value === undefined) {
      value = make();
      made.set(key, value);
    }
    return value;
  };
}
