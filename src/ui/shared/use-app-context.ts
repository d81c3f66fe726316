import { useRouter } from '@tanstack/react-router';
import type { RouterContext } from '../../services/router-context';
import type { AppServices } from '../../services/app-services';
import type { RuntimeConfig } from '../../schemas/runtime-config';

/** The router context (services, runtime configuration, query cache) inside a page or component. */
export function useAppContext(): RouterContext {
  return useRouter().options.context;
}

export const useAppServices = (): AppServices => useAppContext().services;

export const useRuntimeConfig = (): RuntimeConfig => useAppContext().config;
