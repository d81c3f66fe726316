import { useNavigate } from '@tanstack/react-router';
import { searchCourses } from './course-search-api';
import { courStatusAfterSearch } from './home-search-rule';
import { setSearchingFlag } from './search-flag';

/** Runs the home search rule and opens the search page on the course status it picks. */
export function useHomeSearch(): (keyword: string) => Promise<void> {
  const navigate = useNavigate();
  return async (keyword) => {
    setSearchingFlag();
    const courStatus = courStatusAfterSearch(await searchCourses(keyword));
    await navigate({ to: '/advance-search', search: { keyword, courStatus } });
  };
}
