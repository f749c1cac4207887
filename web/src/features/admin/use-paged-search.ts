import { useState } from 'react';

/** A searchable list's page and search text; a new search starts again at page 1. */
export function usePagedSearch() {
  const [page, setPage] = useState(1);
  const [search, setSearchText] = useState('');
  const setSearch = (text: string) => {
    setSearchText(text);
    setPage(1);
  };
  return { page, setPage, search, setSearch };
}
