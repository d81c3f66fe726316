import { createRoute } from '@tanstack/react-router';
import { enterLoginRoute } from './guards';
import { pages } from './pages';
import { rootRoute } from './root-route';
import { loginSearchSchema } from './search-schemas';

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  validateSearch: loginSearchSchema,
  beforeLoad: enterLoginRoute,
  staticData: { titleKey: 'route.login' },
  component: pages.login,
});

export const pwdloginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/pwdlogin',
  validateSearch: loginSearchSchema,
  beforeLoad: enterLoginRoute,
  staticData: { titleKey: 'route.pwdlogin' },
  component: pages.login,
});
