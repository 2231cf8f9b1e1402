import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { Publicacion } from '@generated/main/model';
import { useAfterFirstScreen } from '@/lib/firstScreen';
import { Button } from '@/ui/Button';
import { Skeleton } from '@/ui/Skeleton';
import PostCard, { type PostActions } from '../post/PostCard';
import { texts } from '../../texts';
import { useFeed } from './useFeed';

interface FeedListProps extends PostActions {
  admin: boolean;
  busqueda: string;
}

const GAP = 16;
/** Posts kept rendered beyond each edge of the screen, once the first screen has shown. */
const OVERSCAN = 3;

/** The list's distance from the page's top when last measured in this page's life. */
let lastOffset = 0;

/**
 * The feed as a WAI-ARIA feed of articles. Only the posts near the screen are in the page
 * (virtualised over the window's scroll), so a long scroll keeps the page light; the next page
 * loads as the end comes near, until the last (spec §4). A failed page stops the paging and
 * offers a retry (spec §8).
 */
export default function FeedList({ admin, busqueda, ...actions }: FeedListProps) {
  const query = useFeed(admin, busqueda);
  const posts: Publicacion[] =
    query.data?.pages.flatMap((page) => page.results.publicaciones) ?? [];
  const listRef = useRef<HTMLDivElement>(null);
  // Measured once the list has painted (the page's layout is clean then, so the read is free) and
  // applied as a transition: read in a layout effect, it forced the page's layout mid-commit and
  // rendered the list again synchronously in the same task (159 ms at 4x CPU in a trace of home's
  // first load, issue 57). Until then the last offset measured stands (0 on a first load): the
  // posts are placed relative to the list whatever it is, only which ones render depends on it,
  // and at the page's top a smaller offset renders the same posts and perhaps one more.
  const [offset, setOffset] = useState(lastOffset);
  useEffect(() => {
    const top = listRef.current?.offsetTop;
    if (top === undefined) return;
    lastOffset = top;
    startTransition(() => setOffset(top));
  }, [query.isPending]);
  // The first screen renders the posts on screen alone; those beyond its edge follow it, so the
  // first paint does not wait for posts nobody sees yet (issue 36).
  const afterFirstScreen = useAfterFirstScreen();

  const virtualizer = useWindowVirtualizer({
    count: posts.length,
    estimateSize: () => 560,
    overscan: afterFirstScreen ? OVERSCAN : 0,
    gap: GAP,
    scrollMargin: offset,
    // The window's size from the first render on: the virtualizer's default is a 0 x 0 screen, so
    // the first render had the first post alone and the layout effect that reads the real size
    // rendered the next one synchronously inside the commit (a trace of home's repeat visit).
    initialRect: { width: window.innerWidth, height: window.innerHeight },
    // The virtualizer writes the posts' places and the list's height into the page itself and
    // renders React again only when the posts on screen change: a post measured at another
    // height than the estimate re-rendered the list synchronously inside the commit that mounted
    // it (39 ms at 4x CPU in a trace of home's repeat visit), and again on each such measure
    // while scrolling. 'position' writes `top`, so no post gets a compositor layer of its own.
    directDomUpdates: true,
    directDomUpdatesMode: 'position',
    getItemKey: (index) => posts[index]?.idPublicacion ?? index,
  });
  const { containerRef } = virtualizer;
  const setList = useCallback(
    (element: HTMLDivElement | null) => {
      listRef.current = element;
      containerRef(element);
    },
    [containerRef],
  );
  const items = virtualizer.getVirtualItems();
  const lastShown = items.at(-1)?.index ?? -1;
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;

  useEffect(() => {
    if (
      hasNextPage &&
      !isFetchingNextPage &&
      !isFetchNextPageError &&
      lastShown >= posts.length - 3
    ) {
      void fetchNextPage();
    }
  }, [
    hasNextPage,
    isFetchingNextPage,
    isFetchNextPageError,
    lastShown,
    posts.length,
    fetchNextPage,
  ]);

  if (query.isPending) return <Skeleton empty label={texts.loading} height={480} />;
  if (query.isError && posts.length === 0) {
    return (
      <Stack spacing={1} role="alert" sx={{ alignItems: 'flex-start', py: 2 }}>
        <Typography>{texts.loadError}</Typography>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {texts.retry}
        </Button>
      </Stack>
    );
  }
  if (posts.length === 0) {
    return (
      <Typography sx={{ py: 4, textAlign: 'center' }} role="status">
        {busqueda ? texts.noResults(busqueda) : texts.empty}
      </Typography>
    );
  }
  const total = query.data?.pages[0]?.results.totalDocumentos ?? posts.length;
  return (
    <>
      <div
        ref={setList}
        role="feed"
        aria-label={texts.feedLabel}
        aria-busy={isFetchingNextPage}
        style={{ position: 'relative' }}
      >
        {items.map((item) => (
          <div
            key={item.key}
            ref={virtualizer.measureElement}
            data-index={item.index}
            style={{
              position: 'absolute',
              left: 0,
              width: '100%',
            }}
          >
            <PostCard
              post={posts[item.index]!}
              eager={item.index === 0}
              position={item.index + 1}
              total={total}
              {...actions}
            />
          </div>
        ))}
      </div>
      <Stack sx={{ alignItems: 'center', py: 2 }} aria-live="polite">
        {isFetchingNextPage && <Skeleton empty label={texts.loading} height={120} />}
        {isFetchNextPageError && (
          <Stack spacing={1} role="alert" sx={{ alignItems: 'center' }}>
            <Typography>{texts.loadError}</Typography>
            <Button variant="secondary" onClick={() => void fetchNextPage()}>
              {texts.retry}
            </Button>
          </Stack>
        )}
        {!hasNextPage && !isFetchNextPageError && (
          <Typography color="text.secondary">{texts.end}</Typography>
        )}
      </Stack>
    </>
  );
}
