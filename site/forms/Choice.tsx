import { Select } from '../../design-system';
import { bindField, type Bound } from './fields';

/**
 * One of a list, chosen from a select. Its own module, so that the select's listbox and popover
 * code loads only on the forms that have one (the survey's options are radio buttons: `OneOf`).
 */
export function Choice({
  form,
  name,
  ...rest
}: Bound & { options: Array<{ id: string; label: string }> }) {
  const field = bindField(form, name, rest.label);
  return (
    <Select
      {...rest}
      {...field}
      value={field.value || null}
      onChange={(key) => field.onChange(key == null ? '' : String(key))}
    />
  );
}
