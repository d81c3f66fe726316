import { useState } from 'react';

/** The page shown of results that depend on `key`: a new key starts on page one again. */
export function usePaging(key: string) {
  const [paging, setPaging] = useState({ key: '', pageIndex: 1 });
  const pageIndex = paging.key === key ? paging.pageIndex : 1;
  return {
    pageIndex,
    onPage: (page: number) => {
      setPaging({ key, pageIndex: page });
      window.scrollTo({ top: 0 });
    },
  };
}
