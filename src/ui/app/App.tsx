import { RouterProvider } from '@tanstack/react-router';
import type { AppRouter } from '../../routes/router';
import { I18nProvider } from '../i18n/I18nProvider';
import { applyGlobalStyles } from '../theme/stitches';
import { ToastArea } from '../toast/ToastArea';

export function App({ router }: { router: AppRouter }) {
  applyGlobalStyles();
  return (
    <I18nProvider>
      <RouterProvider router={router} />
      <ToastArea />
    </I18nProvider>
  );
}
