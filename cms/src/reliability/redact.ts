/**
 * Removes personal data from text bound for the logs. Database errors are the main source: knex puts
 * the whole SQL statement, values included, into the error message (`insert into ... values ('Somchai',
 * 'somchai@example.com', ...) - UNIQUE constraint failed`), and PostgreSQL adds the offending value
 * (`Key (email)=(somchai@example.com) already exists.`). What stays: the statement's shape, table and
 * column names, error codes. What goes: every quoted literal, every `values (...)` list, bind
 * parameter lists, key values, e-mail addresses and bearer tokens.
 */
// eslint-disable-next-line no-control-regex -- matches the ESC that starts an ANSI colour code
const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;

/** Replaces the balanced parenthesised list after each `values` keyword with `(?)`. */
function redactValuesLists(text: string): string {
  const re = /\bvalues\s*\(/gi;
  let out = '';
  let last = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    let depth = 1;
    let i = m.index + m[0].length;
    let quote: string | null = null;
    for (; i < text.length && depth > 0; i++) {
      const c = text[i];
      if (quote) {
        if (c === quote) {
          if (text[i + 1] === quote) i++;
          else quote = null;
        }
      } else if (c === "'" || c === '"' || c === '`') quote = c;
      else if (c === '(') depth++;
      else if (c === ')') depth--;
    }
    out += text.slice(last, m.index) + m[0] + '?)';
    // A values list can be followed by more lists: `values (...), (...)`.
    let j = i;
    for (;;) {
      const more = /^\s*,\s*\(/.exec(text.slice(j));
      if (!more) break;
      let d = 1;
      let k = j + more[0].length;
      let q: string | null = null;
      for (; k < text.length && d > 0; k++) {
        const c = text[k];
        if (q) {
          if (c === q) {
            if (text[k + 1] === q) k++;
            else q = null;
          }
        } else if (c === "'" || c === '"' || c === '`') q = c;
        else if (c === '(') d++;
        else if (c === ')') d--;
      }
      j = k;
    }
    last = j;
    re.lastIndex = j;
  }
  return out + text.slice(last);
}

export function redact(text: string): string {
  if (!text) return text;
  let s = text.replace(ANSI, '');
  s = redactValuesLists(s);
  // Quoted string literals anywhere else (where clauses, set lists, defaults).
  s = s.replace(/'(?:[^']|'')*'/g, "'?'");
  // PostgreSQL's detail: Key (email)=(someone@example.com) already exists.
  s = s.replace(/(Key \([^)]*\))=\((?:[^()]|\([^()]*\))*\)/g, '$1=(?)');
  // Bindings printed by drivers or by knex's debug output.
  s = s.replace(/\b(bindings|parameters)\s*[:=]\s*\[[^\]]*\]/gi, '$1: [?]');
  s = s.replace(/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/g, '$1 [redacted]');
  s = s.replace(/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g, '[email]');
  return s;
}
