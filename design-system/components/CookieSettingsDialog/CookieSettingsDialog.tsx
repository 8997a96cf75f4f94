import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay, Switch } from 'react-aria-components';
import { NECESSARY, type CookieCategory, type CookieRecord } from './cookieRecords';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import * as css from './CookieSettingsDialog.css';

/** A label and description for a category the design system does not know. */
export interface CookieCategoryText {
  label: string;
  description?: string;
}

export interface CookieSettingsPanelProps {
  /** The cookies the site uses, with the visitor's current choice in `enabled`. */
  cookies: readonly CookieRecord[];
  /** Called with every cookie and its chosen `enabled`; the site calls `saveSettings(jar, list)`. */
  onSave: (cookies: CookieRecord[]) => void;
  /** Closes without saving (the Cancel and close buttons). */
  onCancel?: () => void;
  /** Labels for categories beyond necessary, analytics, preferences, functional and marketing. */
  categoryLabels?: Record<string, CookieCategoryText>;
}

export interface CookieSettingsDialogProps extends Omit<CookieSettingsPanelProps, 'onCancel'> {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

const knownCategories: Record<
  string,
  { label: MessageDescriptor; description: MessageDescriptor }
> = {
  necessary: {
    label: msg`Strictly necessary`,
    description: msg`Needed for the website to work, for example to keep you signed in and to remember your cookie choice. Always on.`,
  },
  analytics: {
    label: msg`Analytics`,
    description: msg`Count visits and show which pages are used, so that we can improve the website.`,
  },
  preferences: {
    label: msg`Preferences`,
    description: msg`Remember your choices such as text size, colour theme and language.`,
  },
  functional: {
    label: msg`Functional`,
    description: msg`Enable extra features such as embedded videos and maps.`,
  },
  marketing: {
    label: msg`Marketing`,
    description: msg`Help us show relevant information about our services on other websites.`,
  },
};

function groupByCategory(cookies: readonly CookieRecord[]): [CookieCategory, CookieRecord[]][] {
  const groups = new Map<CookieCategory, CookieRecord[]>([[NECESSARY, []]]);
  for (const cookie of cookies) {
    const list = groups.get(cookie.category) ?? [];
    list.push(cookie);
    groups.set(cookie.category, list);
  }
  return [...groups].filter(([, list]) => list.length > 0);
}

function SettingSwitch({
  isSelected,
  onChange,
  isReadOnly,
  children,
  describedBy,
  emphasis,
}: {
  isSelected: boolean;
  onChange?: (selected: boolean) => void;
  isReadOnly?: boolean;
  children: ReactNode;
  describedBy?: string;
  emphasis?: boolean;
}) {
  return (
    <Switch
      isSelected={isSelected}
      onChange={onChange}
      isReadOnly={isReadOnly}
      aria-describedby={describedBy}
      className={css.switchRoot({ emphasis })}
    >
      <span className={css.track} aria-hidden="true">
        <span className={css.thumb} />
      </span>
      <span className={css.switchLabel}>{children}</span>
    </Switch>
  );
}

/**
 * The content of the cookie settings dialog: cookies grouped by category (strictly necessary is
 * always on and read-only), a switch per cookie, a master switch for every optional cookie, and
 * "Save settings". Rendered inside `CookieSettingsDialog`, or on its own for previews.
 */
export function CookieSettingsPanel({
  cookies,
  onSave,
  onCancel,
  categoryLabels = {},
}: CookieSettingsPanelProps) {
  const { t, i18n } = useLingui();
  const [choice, setChoice] = useState(
    () => new Map(cookies.map((c) => [c.name, c.category === NECESSARY || c.enabled])),
  );
  const groups = useMemo(() => groupByCategory(cookies), [cookies]);
  const optional = cookies.filter((c) => c.category !== NECESSARY);
  const allOptionalOn = optional.length > 0 && optional.every((c) => choice.get(c.name));
  const idBase = useId();

  const setAllOptional = (on: boolean) =>
    setChoice(new Map(cookies.map((c) => [c.name, c.category === NECESSARY || on])));
  const setOne = (name: string, on: boolean) => setChoice(new Map(choice).set(name, on));

  const categoryText = (category: CookieCategory): CookieCategoryText => {
    const known = knownCategories[category];
    if (known) return { label: i18n._(known.label), description: i18n._(known.description) };
    return categoryLabels[category] ?? { label: category };
  };

  return (
    <div className={css.panel}>
      <div className={css.header}>
        <Heading slot="title" className={css.title}>
          {t`Cookie settings`}
        </Heading>
        {onCancel ? <IconButton icon="close" aria-label={t`Close`} onPress={onCancel} /> : null}
      </div>
      <div className={css.body}>
        <p className={css.intro}>
          {t`Choose which cookies we may use. Strictly necessary cookies are always on. Your choice is kept for 180 days.`}
        </p>
        {optional.length > 0 ? (
          <div className={css.master}>
            <SettingSwitch isSelected={allOptionalOn} onChange={setAllOptional} emphasis>
              {t`Allow all optional cookies`}
            </SettingSwitch>
          </div>
        ) : null}
        {groups.map(([category, list], groupIndex) => {
          const { label, description } = categoryText(category);
          const headingId = `${idBase}-g${groupIndex}`;
          return (
            <section key={category} aria-labelledby={headingId} className={css.group}>
              <h3 id={headingId} className={css.groupTitle}>
                {label}
              </h3>
              {description ? <p className={css.groupDescription}>{description}</p> : null}
              <ul className={css.list}>
                {list.map((cookie, index) => {
                  const necessary = category === NECESSARY;
                  const detailsId = `${idBase}-g${groupIndex}-c${index}`;
                  const alwaysOnId = `${detailsId}-on`;
                  return (
                    <li key={cookie.name} className={css.cookie}>
                      <SettingSwitch
                        isSelected={necessary || (choice.get(cookie.name) ?? false)}
                        onChange={necessary ? undefined : (on) => setOne(cookie.name, on)}
                        isReadOnly={necessary}
                        describedBy={necessary ? `${alwaysOnId} ${detailsId}` : detailsId}
                      >
                        <code className={css.cookieName}>{cookie.name}</code>
                        {/* Not part of the name ("tokenAlways on"): the switch's description. */}
                        {necessary ? (
                          <span id={alwaysOnId} aria-hidden="true" className={css.alwaysOn}>
                            {t`Always on`}
                          </span>
                        ) : null}
                      </SettingSwitch>
                      <dl id={detailsId} className={css.details}>
                        <dt>{t`Purpose`}</dt>
                        <dd>{cookie.description}</dd>
                        <dt>{t`Path`}</dt>
                        <dd>
                          <code>{cookie.path}</code>
                        </dd>
                        {cookie.value ? (
                          <>
                            <dt>{t`Value`}</dt>
                            <dd>
                              <code>{cookie.value}</code>
                            </dd>
                          </>
                        ) : null}
                      </dl>
                    </li>
                  );
                })}
              </ul>
            </section>
          );
        })}
      </div>
      <div className={css.footer}>
        {onCancel ? (
          <Button variant="secondary" onPress={onCancel}>
            {t`Cancel`}
          </Button>
        ) : null}
        <Button
          variant="primary"
          onPress={() =>
            onSave(
              cookies.map((c) => ({
                ...c,
                enabled: c.category === NECESSARY || (choice.get(c.name) ?? false),
              })),
            )
          }
        >
          {t`Save settings`}
        </Button>
      </div>
    </div>
  );
}

/**
 * The cookie settings dialog (react-aria Modal + Dialog): focus moves into it, stays inside
 * (Tab wraps), Escape or Cancel closes without saving and focus returns to the control that
 * opened it; "Save settings" saves and closes.
 *
 * Lazy-loaded: import it with `React.lazy(loadCookieSettingsDialog)` (from the design system's
 * index), so the first paint does not carry it.
 *
 * **Keyboard**: Tab between the master switch, each cookie's switch, Cancel and Save settings;
 * Space toggles a switch; Escape closes.
 */
export function CookieSettingsDialog({
  isOpen,
  onOpenChange,
  onSave,
  ...props
}: CookieSettingsDialogProps) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={css.overlay}>
      <Modal className={css.modal}>
        <Dialog className={css.dialog}>
          <CookieSettingsPanel
            {...props}
            onCancel={() => onOpenChange(false)}
            onSave={(list) => {
              onSave(list);
              onOpenChange(false);
            }}
          />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

export default CookieSettingsDialog;
