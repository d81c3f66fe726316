import { StrictMode } from 'react';
import { z } from 'zod';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { wireSession } from './app/wire-session';
import { createAppRouter, preloadPageCode } from './routes/router';
import type { RuntimeConfig } from './schemas/runtime-config';
import { initApi } from './services/http/api';
import { createQueryClient } from './services/query/query-client';
import { loadRuntimeConfig } from './services/runtime-config';
import { readLanguage } from './ui/i18n/language';
import { loadCatalogue, translate } from './ui/i18n/translate';

// zod would probe for eval (refused by the page's Content-Security-Policy, logging a violation).
z.config({ jitless: true });

/** Nothing renders before the runtime configuration is loaded; without it only an alert shows (SPEC §8). */
function start(config: RuntimeConfig): void {
  initApi(config);
  const queryClient = createQueryClient();
  const router = createAppRouter({ config, queryClient });
  const services = wireSession(router, config, queryClient);
  // One task after the session is known, so the route guard's menu request is asked for first.
  void services.session.settled().then(() => window.setTimeout(() => preloadPageCode(router), 0));
  const container = document.getElementById('root');
  if (container === null) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App router={router} context={{ services, config, queryClient }} />
    </StrictMode>,
  );
}

const language = readLanguage();
// The catalogue loads beside the configuration; the alert needs it too.
const catalogue = loadCatalogue(language);
Promise.all([loadRuntimeConfig(), catalogue]).then(
  ([config]) => start(config),
  () =>
    catalogue.then(
      () => window.alert(translate(language, 'app.initError')),
      () => window.alert('global init err'),
    ),
);
