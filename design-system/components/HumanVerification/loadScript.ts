const pending = new Map<string, Promise<void>>();

/**
 * Injects `<script src>` once per address and resolves when it has loaded. Called only when a
 * verification widget mounts, so no third-party request happens on pages without a form.
 */
export function loadScript(src: string): Promise<void> {
  let promise = pending.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.defer = true;
      script.onload = () => resolve();
      script.onerror = () => {
        pending.delete(src);
        script.remove();
        reject(new Error(`Could not load ${src}`));
      };
      document.head.append(script);
    });
    pending.set(src, promise);
  }
  return promise;
}
