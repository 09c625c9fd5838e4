import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useTranslation } from '@freight/i18n';

/**
 * Each page's own document title ("Address book · FreightHub"). Titles nest: the shell titles a page or a module,
 * a screen inside it titles itself more precisely, and the deepest one mounted wins. Depth comes from context
 * rather than from effect order, because React runs a child's effects before its parent's.
 */
const TitleDepth = createContext(0);

interface Entry {
  depth: number;
  order: number;
  title: string;
}

const entries = new Map<symbol, Entry>();
let registered = 0;
/** What the title is with no page titled (set from the translated product name on first use). */
let siteName = '';

function applyTitle(): void {
  let best: Entry | undefined;
  for (const entry of entries.values()) {
    if (!best || entry.depth > best.depth || (entry.depth === best.depth && entry.order > best.order)) best = entry;
  }
  if (!best) {
    if (siteName) document.title = siteName;
    return;
  }
  document.title = siteName && best.title !== siteName ? `${best.title} · ${siteName}` : best.title;
}

/** Titles the document while the calling component is mounted; `undefined` (not known yet) titles nothing. */
export function useDocumentTitle(title: string | undefined): void {
  const depth = useContext(TitleDepth);
  const { t, i18n } = useTranslation();
  const name = t('app.name');
  useEffect(() => {
    siteName = name;
    if (!title) {
      applyTitle();
      return;
    }
    const id = Symbol(title);
    entries.set(id, { depth, order: ++registered, title });
    applyTitle();
    return () => {
      entries.delete(id);
      applyTitle();
    };
  }, [title, depth, name, i18n.language]);
}

/** Titles the document and lets the titles of what it wraps take precedence (a module's screens). */
export function DocumentTitle({ title, children }: { title: string | undefined; children?: ReactNode }) {
  useDocumentTitle(title);
  const depth = useContext(TitleDepth);
  return <TitleDepth.Provider value={depth + 1}>{children}</TitleDepth.Provider>;
}
