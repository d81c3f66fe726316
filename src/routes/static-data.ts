import type { RouteTitleKey } from '../ui/i18n/messages-en';

// Each route names its title in the catalogue; headings and placeholders read it from the match.
declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    titleKey?: RouteTitleKey;
  }
}
