import { useNavigate } from '@tanstack/react-router';
import { setSearchingFlag } from './search-flag';

/** Opens the search page on the moments inside lessons that hold the keyword (docs/search.md "Inside lessons"). */
export function useInsideSearch(): (keyword: string) => Promise<void> {
  const navigate = useNavigate();
  return async (keyword) => {
    setSearchingFlag();
    await navigate({ to: '/advance-search', search: { keyword, scope: 'inside' } });
  };
}
