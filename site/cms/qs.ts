/** Query parameters in the shape Strapi reads (`filters[...]`, `pagination[...]`...). */
export type QueryParams = Record<string, unknown>;

/** Lone UTF-16 surrogates (encodeURIComponent throws on them). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** RFC 3986 value encoding, as `qs` does it (`!'()*` encoded too). */
function encode(value: string): string {
  return encodeURIComponent(value.replace(LONE_SURROGATE, '\uFFFD')).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function serialize(key: string, value: unknown, out: string[]): void {
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol') return;
  if (value === null) {
    out.push(`${key}=`);
  } else if (value instanceof Date) {
    out.push(`${key}=${encode(value.toISOString())}`);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => serialize(`${key}[${index}]`, item, out));
  } else if (typeof value === 'object') {
    for (const [name, item] of Object.entries(value)) serialize(`${key}[${name}]`, item, out);
  } else {
    out.push(`${key}=${encode(String(value))}`);
  }
}

/**
 * The query string Strapi's docs build with `qs.stringify(params, { encodeValuesOnly: true })`:
 * bracketed keys left as written (`filters[title][$containsi]`), indexed arrays (`fields[0]`),
 * only values encoded; `undefined` and empty arrays/objects are left out, `null` is an empty
 * value. A few lines instead of `qs` and its dependencies (~17 KB gzip), which every page's
 * first CMS request needed.
 */
export function queryString(params: QueryParams | undefined): string {
  if (!params) return '';
  const out: string[] = [];
  for (const [name, value] of Object.entries(params)) serialize(name, value, out);
  return out.join('&');
}
