import qs from 'qs';

/** Query parameters in the shape Strapi reads (`filters[...]`, `pagination[...]`...). */
export type QueryParams = Record<string, unknown>;

/** `qs.stringify` exactly as Strapi's docs use it (brackets, only values encoded). */
export function queryString(params: QueryParams | undefined): string {
  if (!params) return '';
  return qs.stringify(params, { encodeValuesOnly: true });
}
