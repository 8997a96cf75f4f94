import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import {
  DropZone,
  FileTrigger,
  Label,
  ProgressBar,
  Text,
  useLocale,
  type DropItem,
  type FileDropItem,
} from 'react-aria-components';
import { cx } from '../../utils/cx';
import { Button } from '../Button/Button';
import { fieldStyles } from '../Field/Field';
import { Icon } from '../Icon/Icon';
import { IconButton } from '../IconButton/IconButton';
import { acceptedTypeNames, formatBytes, isAcceptedFile } from './fileRules';
import * as styles from './FileUpload.css';

export interface FileUploadProps {
  /** The visible label of the field. */
  label: ReactNode;
  /** Help text under the label. */
  description?: ReactNode;
  /** Accepted files: extensions (`.pdf`), MIME types (`application/pdf`) or `image/*`. */
  accept: readonly string[];
  /** Largest accepted file, in bytes. */
  maxSizeBytes: number;
  /** Allow several files. @default false */
  allowsMultiple?: boolean;
  /** Controlled list of chosen files. */
  files?: File[];
  /** Initial files when uncontrolled. */
  defaultFiles?: File[];
  /** Called with the accepted files after every change (add or remove). */
  onChange?: (files: File[]) => void;
  /** Upload progress 0-100 while the site sends the files; omit when not uploading. */
  progress?: number;
  /** Id of the choose button: the target of FormErrorSummary links. */
  id?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** An error from the site or the server (e.g. "Choose a file"); marks the field invalid. */
  errorMessage?: ReactNode;
}

/**
 * A file field: a drop zone with a "Choose file" button (react-aria DropZone + FileTrigger). The
 * accepted types and the maximum size are shown up front and enforced: a wrong type or a file
 * that is too large is refused with a message naming the file. Chosen files are listed with a
 * remove button each; `progress` shows a labelled progress bar while the site uploads.
 *
 * **Keyboard**: Tab to "Choose file", Enter opens the system file picker; each file's remove
 * button follows; after removing, focus returns to "Choose file".
 */
export function FileUpload({
  label,
  description,
  accept,
  maxSizeBytes,
  allowsMultiple = false,
  files: controlledFiles,
  defaultFiles = [],
  onChange,
  progress,
  id,
  isRequired,
  isDisabled,
  errorMessage,
}: FileUploadProps) {
  const { t } = useLingui();
  const { locale } = useLocale();
  const [ownFiles, setOwnFiles] = useState<File[]>(defaultFiles);
  const [rejections, setRejections] = useState<string[]>([]);
  const files = controlledFiles ?? ownFiles;
  const ids = { label: useId(), hint: useId(), description: useId(), error: useId() };
  const generatedId = useId();
  const buttonId = id ?? generatedId;
  const types = acceptedTypeNames(accept).join(', ');
  const maxSize = formatBytes(maxSizeBytes, locale);

  const update = (next: File[]) => {
    if (!controlledFiles) setOwnFiles(next);
    onChange?.(next);
  };

  const add = (incoming: File[]) => {
    const problems: string[] = [];
    const ok: File[] = [];
    for (const file of incoming) {
      const name = file.name;
      if (!isAcceptedFile(file, accept)) {
        problems.push(t`${name} is not an accepted file type. Accepted types: ${types}.`);
      } else if (file.size > maxSizeBytes) {
        problems.push(t`${name} is too large. The maximum size is ${maxSize}.`);
      } else {
        ok.push(file);
      }
    }
    if (!allowsMultiple) ok.splice(1);
    setRejections(problems);
    if (ok.length > 0) update(allowsMultiple ? [...files, ...ok] : ok);
  };

  const onDrop = async (items: DropItem[]) => {
    const dropped = await Promise.all(
      items.filter((i): i is FileDropItem => i.kind === 'file').map((i) => i.getFile()),
    );
    add(allowsMultiple ? dropped : dropped.slice(0, 1));
  };

  const remove = (index: number) => {
    update(files.filter((_, i) => i !== index));
    setRejections([]);
    document.getElementById(buttonId)?.focus();
  };

  // react-aria's drop zone has a visually hidden button for drag and drop without a pointer. It
  // is a tab stop that does nothing for a keyboard user (the "Choose files" button is how to add
  // files), so it is taken out of the tab order; it stays focusable for the zone itself (docs/accessibility.md).
  const zoneRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    zoneRef.current?.querySelectorAll<HTMLButtonElement>('button').forEach((button) => {
      if (button.id !== buttonId) button.tabIndex = -1;
    });
  });

  const invalid = Boolean(errorMessage) || rejections.length > 0;
  const describedBy = [description ? ids.description : null, ids.hint, ids.error]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={fieldStyles.field} role="group" aria-labelledby={ids.label}>
      <span id={ids.label} className={fieldStyles.label}>
        {label}
        {isRequired ? (
          <span className={fieldStyles.requiredMarker}>{` ${t`(required)`}`}</span>
        ) : null}
      </span>
      {description ? (
        <span id={ids.description} className={fieldStyles.description}>
          {description}
        </span>
      ) : null}
      <span id={ids.hint} className={styles.hint}>
        {t`Accepted file types: ${types}. Maximum size: ${maxSize}.`}
      </span>
      <DropZone
        ref={zoneRef}
        // Its name is in the visitor's language, not react-aria's "DropZone" (docs/accessibility.md).
        aria-label={t`File drop area`}
        className={cx(styles.zone, invalid && styles.invalid)}
        isDisabled={isDisabled}
        onDrop={(e) => void onDrop(e.items)}
      >
        <FileTrigger
          acceptedFileTypes={[...accept]}
          allowsMultiple={allowsMultiple}
          onSelect={(list) => add(list ? Array.from(list) : [])}
        >
          <Button
            id={buttonId}
            variant="secondary"
            isDisabled={isDisabled}
            aria-labelledby={`${buttonId} ${ids.label}`}
            aria-describedby={describedBy}
            isInvalid={invalid}
            aria-required={isRequired || undefined}
          >
            <Icon name="upload" />
            {allowsMultiple ? t`Choose files` : t`Choose file`}
          </Button>
        </FileTrigger>
        <Text slot="label">{t`or drop files here`}</Text>
      </DropZone>
      {/* The message is linked to the button (aria-describedby). Only the files this field
          refused are an alert: the visitor just chose them and hears why they were refused at
          once. The form's own message (`errorMessage`, e.g. "Attach your CV." after a submit) is
          announced by the form's error summary, so it is not an alert too (heard twice). */}
      <div id={ids.error} className={fieldStyles.error}>
        {invalid ? <Icon name="error" size="sm" /> : null}
        <span>
          {errorMessage}
          {errorMessage && rejections.length ? ' ' : null}
          <span role="alert">{rejections.join(' ')}</span>
        </span>
      </div>
      {files.length > 0 ? (
        <ul className={styles.files} aria-label={t`Chosen files`}>
          {files.map((file, index) => {
            const name = file.name;
            return (
              <li key={`${name}:${index}`} className={styles.file}>
                <Icon name="file" />
                <span className={styles.fileName}>{name}</span>
                <span className={styles.fileSize}>{formatBytes(file.size, locale)}</span>
                <IconButton
                  icon="close"
                  aria-label={t`Remove ${name}`}
                  isDisabled={isDisabled}
                  onPress={() => remove(index)}
                />
              </li>
            );
          })}
        </ul>
      ) : null}
      {progress !== undefined ? (
        <ProgressBar value={progress} minValue={0} maxValue={100} className={styles.progress}>
          {({ percentage, valueText }) => (
            <>
              <span className={styles.progressRow}>
                <Label>{t`Uploading`}</Label>
                <span>{valueText}</span>
              </span>
              <span className={styles.track}>
                {/* The one inline style: the bar's length is data (0-100), not a render state. */}
                <span
                  className={styles.fill}
                  style={{ transform: `scaleX(${(percentage ?? 0) / 100})` }}
                />
              </span>
            </>
          )}
        </ProgressBar>
      ) : null}
    </div>
  );
}
