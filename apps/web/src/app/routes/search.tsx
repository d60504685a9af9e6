import { SearchScreen } from '../../features/search/components/search-screen.tsx';

/** /search?q=&type=: every signed-in member; each kind of result follows its own screen's permission. */
export function SearchRoute() {
  return <SearchScreen />;
}
