import { useLingui } from '@lingui/react/macro';
import type { Key } from 'react-aria-components';
import {
  Button,
  ListBox,
  ListBoxItem,
  Popover,
  Select as RACSelect,
  SelectValue,
  composeRenderProps,
  type SelectProps as RACSelectProps,
} from 'react-aria-components';
import type { ReactNode } from 'react';
import { useAriaInvalid } from '../../utils/ariaInvalid';
import { cx } from '../../utils/cx';
import {
  FieldDescription,
  FieldErrorMessage,
  FieldLabel,
  fieldStyles,
  type FieldBaseProps,
} from '../Field/Field';
import { Icon } from '../Icon/Icon';
import * as styles from './Select.css';

export interface SelectOption {
  id: Key;
  label: string;
  isDisabled?: boolean;
}

export interface SelectProps
  extends Omit<RACSelectProps<SelectOption>, 'style' | 'children' | 'items'>, FieldBaseProps {
  /** The choices. */
  options: SelectOption[];
  /** Text shown before a choice is made. @default "Select an option" (translated) */
  placeholder?: string;
}

/** The Select's button, with `aria-invalid` when the field is in error (see useAriaInvalid). */
function TriggerButton({
  id,
  isInvalid,
  children,
}: {
  id?: string;
  isInvalid: boolean;
  children: ReactNode;
}) {
  const ref = useAriaInvalid<HTMLButtonElement>(isInvalid);
  return (
    <Button ref={ref} id={id} className={cx(fieldStyles.control, styles.button)}>
      {children}
    </Button>
  );
}

/**
 * A labelled drop-down list (react-aria Select: a button opening a listbox in a popover).
 * `id` goes on the button, so error summaries can link to it.
 *
 * **Keyboard**: Enter, Space or the arrow keys open it; arrows move; typing jumps to a match;
 * Enter chooses; Escape closes and returns focus.
 */
export function Select({
  label,
  description,
  errorMessage,
  options,
  placeholder,
  className,
  id,
  ...props
}: SelectProps) {
  const { t } = useLingui();
  return (
    <RACSelect
      {...props}
      placeholder={placeholder ?? t`Select an option`}
      className={composeRenderProps(className, (extra) =>
        [fieldStyles.field, extra].filter(Boolean).join(' '),
      )}
    >
      {({ isInvalid }) => (
        <>
          <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
          <FieldDescription>{description}</FieldDescription>
          {/* react-aria marks the Select invalid (data-invalid) but not its button, which is what
              has focus: aria-invalid goes there, so a screen reader says "invalid" with the name. */}
          <TriggerButton id={id} isInvalid={isInvalid}>
            {/* The chosen option's text only (not its check icon). */}
            <SelectValue className={styles.value}>
              {({ selectedText, isPlaceholder, defaultChildren }) =>
                isPlaceholder ? defaultChildren : selectedText
              }
            </SelectValue>
            <Icon name="chevronDown" />
          </TriggerButton>
          <FieldErrorMessage errorMessage={errorMessage} />
          <Popover className={styles.popover}>
            <ListBox className={styles.listbox} items={options}>
              {(item) => (
                <ListBoxItem
                  id={item.id}
                  textValue={item.label}
                  isDisabled={item.isDisabled}
                  className={styles.option}
                >
                  <Icon name="check" size="sm" className={styles.check} />
                  {item.label}
                </ListBoxItem>
              )}
            </ListBox>
          </Popover>
        </>
      )}
    </RACSelect>
  );
}
