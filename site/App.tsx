import { BrowserRouter } from './router';
import { SWRConfig } from 'swr';
import { swrConfig } from './cms/hooks';
import { AppRoutes } from './routes';

export function App() {
  return (
    <SWRConfig value={swrConfig}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </SWRConfig>
  );
}
