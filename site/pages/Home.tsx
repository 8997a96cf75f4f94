import { useLingui } from '@lingui/react/macro';
import { Stack } from '../../design-system';
import { useDocumentTitle } from '../shell/useDocumentTitle';

export function Home() {
  const { t } = useLingui();
  useDocumentTitle(t`Home`);
  return (
    <Stack gap="lg">
      <h1>{t`Department of International Trade Promotion`}</h1>
      <p>
        {t`We help Thai businesses export: trade information, market knowledge, services for exporters and a network of overseas trade offices.`}
      </p>
    </Stack>
  );
}
