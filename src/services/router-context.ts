import type { QueryClient } from '@tanstack/react-query';
import type { RuntimeConfig } from '../schemas/runtime-config';
import type { AppServices } from './app-services';

/**
 * What every route's beforeLoad and loader, and every page, reaches through TanStack Router's
 * context (createRootRouteWithContext): the running services, the runtime configuration and the
 * query cache. Built once at start (src/main.tsx); nothing reads them from module globals.
 */
export type RouterContext = {
  services: AppServices;
  config: RuntimeConfig;
  queryClient: QueryClient;
};
