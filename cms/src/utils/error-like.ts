/**
 * What the CMS reads of a thrown value (Node, database driver, Strapi and HTTP errors): every
 * field may be missing, and the value itself may be anything (checked with `?.`).
 */
export type ErrorLike<Extra = object> =
  | ({
      name?: string;
      message?: string;
      code?: string;
      status?: number;
      statusCode?: number;
      cause?: unknown;
      errors?: unknown;
    } & Extra)
  | null
  | undefined;
