import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import type { AppRouter } from '../routes/router';
import { I18nProvider } from '../ui/i18n/I18nProvider';
import { applyGlobalStyles } from '../ui/theme/stitches';
import { ToastArea } from '../ui/kit/toast/ToastArea';
import type { RouterContext } from '../services/router-context';

export function App({ router, context }: { router: AppRouter; context: RouterContext }) {
  applyGlobalStyles();
  return (
    <QueryClientProvider client={context.queryClient}>
      <I18nProvider>
        <RouterProvider router={router} context={context} />
        <ToastArea />
      </I18nProvider>
    </QueryClientProvider>
  );
}
