import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Who sets the title: an open popup outranks the route beneath it (UX-02); a remote area's own title outranks its route's (PLUG-03). */
export type TitleLevel = 'route' | 'area' | 'popup';

type Entry = { text: string; rank: number };

const RANK: Record<TitleLevel, number> = { route: 0, area: 1, popup: 2 };
const entries: Entry[] = [];
let initialTitle: string | undefined;

// The newest entry of the highest rank wins; with none left the page's own title returns.
const apply = () => {
  const top = entries.reduce<Entry | undefined>(
    (best, entry) => (!best || entry.rank >= best.rank ? entry : best),
    undefined,
  );
  document.title = top?.text ?? initialTitle ?? document.title;
};

/**
 * Sets `document.title` to `<page> · <app title>` in the current language while the caller is mounted
 * and `page` is defined; on unmount the title of what lies beneath (the route, or the page's own) returns.
 */
export function useDocumentTitle(page: string | undefined, level: TitleLevel): void {
  const { t } = useTranslation();
  const text = page === undefined ? undefined : t('app.documentTitle', { page, app: t('app.title') });
  useEffect(() => {
    if (text === undefined) return undefined;
    // The title beneath all entries: the page's own, taken afresh whenever the first entry arrives.
    if (entries.length === 0) initialTitle = document.title;
    const entry = { text, rank: RANK[level] };
    entries.push(entry);
    apply();
    return () => {
      entries.splice(entries.indexOf(entry), 1);
      apply();
    };
  }, [text, level]);
}

/** The title of an area route, from its navigation label in the route table. */
export function RouteTitle({ labelKey }: { labelKey: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t(labelKey), 'route');
  return null;
}
