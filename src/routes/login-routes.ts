import { createRoute } from '@tanstack/react-router';
import { pages } from './pages';
import { rootRoute } from './root-route';
import { loginSearchSchema } from '../schemas/search-params';

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  validateSearch: loginSearchSchema,
  staticData: { titleKey: 'route.login' },
  component: pages.login,
});

export const pwdloginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/pwdlogin',
  validateSearch: loginSearchSchema,
  staticData: { titleKey: 'route.pwdlogin' },
  component: pages.login,
});
