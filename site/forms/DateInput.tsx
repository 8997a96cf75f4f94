/**
 * The date field bound to a public form, as the fields of ./fields are. In a module of its own so
 * that the segmented date field (react-aria's date machinery, its calendars and its part names in
 * every language: about 30 KB gzipped) loads with the form that asks for a date, not in the chunk
 * every form and the content pages' feedback form share.
 */
import { DateField } from '../../design-system';
import { bindField, type Bound } from './fields';

export function DateInput({ form, name, ...rest }: Bound & { max?: string }) {
  return <DateField {...rest} {...bindField(form, name, rest.label)} />;
}
