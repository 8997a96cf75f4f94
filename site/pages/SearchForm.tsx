import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Button, Inline, TextField } from '../../design-system';
import { normalizeQuery } from '../shell/search';
import { useNavigate } from '../router';
import * as styles from './parts/parts.css';

export interface SearchFormProps {
  /** The page's locale (the results page is `/{locale}/?query=…`). */
  locale: string;
  /** The field's visible label. */
  label: string;
  /** Names the search landmark (a page may have the header's search too). */
  landmarkLabel: string;
  /** The text the field starts with. @default '' */
  text?: string;
  /** Search one collection only (its registry key: the results page's `type`). */
  type?: string;
}

/**
 * A search field and its button that open the full results page (its "search again" field; with
 * `type`, a search of one collection). Enter or the button searches; blank text does nothing.
 * Without script it is a plain GET form to the same address.
 */
export function SearchForm({ locale, label, landmarkLabel, text = '', type }: SearchFormProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [value, setValue] = useState(text);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const query = normalizeQuery(value);
    if (!query) return;
    const params = new URLSearchParams({ query });
    if (type) params.set('type', type);
    navigate(`/${locale}/?${params.toString()}`);
  };
  return (
    <form
      role="search"
      aria-label={landmarkLabel}
      action={`/${locale}/`}
      method="get"
      onSubmit={submit}
    >
      {type ? <input type="hidden" name="type" value={type} /> : null}
      <Inline gap="sm" alignItems="flex-end">
        <TextField
          className={styles.refineField}
          type="search"
          name="query"
          label={label}
          value={value}
          onChange={setValue}
        />
        <Button type="submit">{t`Search`}</Button>
      </Inline>
    </form>
  );
}
