import type { CookieJar, CookieOptions } from './consent';

/** The parts of `document` and `location` the jar uses (so it can be tested with a fake). */
export interface CookieDocument {
  cookie: string;
  location?: { protocol: string } | null;
}

/**
 * A `CookieJar` over `document.cookie`: values are URI-encoded, every cookie is written with
 * `Path=/` (unless told otherwise), `SameSite=Lax`, and `Secure` when the page is served over https.
 */
export function createBrowserCookieJar(doc: CookieDocument = document): CookieJar {
  const secureByDefault = () => doc.location?.protocol === 'https:';

  function write(name: string, value: string, options: CookieOptions & { expire?: boolean }) {
    const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`];
    parts.push(`Path=${options.path ?? '/'}`);
    if (options.expire) parts.push('Max-Age=0');
    else if (options.maxAgeSeconds !== undefined) {
      parts.push(`Max-Age=${Math.floor(options.maxAgeSeconds)}`);
    }
    parts.push(`SameSite=${options.sameSite ?? 'Lax'}`);
    if (options.secure ?? secureByDefault()) parts.push('Secure');
    doc.cookie = parts.join('; ');
  }

  return {
    get(name) {
      for (const pair of doc.cookie ? doc.cookie.split('; ') : []) {
        const eq = pair.indexOf('=');
        const key = eq === -1 ? pair : pair.slice(0, eq);
        if (safeDecode(key) !== name) continue;
        return safeDecode(eq === -1 ? '' : pair.slice(eq + 1));
      }
      return undefined;
    },
    set(name, value, options = {}) {
      write(name, value, options);
    },
    remove(name, options = {}) {
      write(name, '', { ...options, expire: true });
    },
  };
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    // A cookie written by someone else without encoding: keep it as it is.
    return text;
  }
}
