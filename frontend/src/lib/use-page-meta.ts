import { useLayoutEffect } from 'react';

import { FEST } from './fest';

/** The title and description index.html starts with (and every page returns to when it unmounts). */
export const DEFAULT_TITLE = `${FEST.name} ${FEST.year} | Inter-college sports fest`;
export const DEFAULT_DESCRIPTION = `${FEST.name} ${FEST.year}: the annual inter-college sports fest. Events, registrations, the campus ambassador programme, team, sponsors and merchandise.`;

function descriptionMeta(): HTMLMetaElement {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  return meta;
}

/**
 * Sets the document title (`<title> | Infinito 2025`) and the description meta of a page while it is
 * shown; both go back to the defaults when it unmounts. `title` null keeps the default title.
 * Both are set in the commit that puts the page on screen (a layout effect), so the tab, the
 * history entry and a screen reader never see the new page under the previous page's title.
 */
export function usePageMeta(title: string | null, description: string): void {
  useLayoutEffect(() => {
    document.title = title ? `${title} | ${FEST.name} ${FEST.year}` : DEFAULT_TITLE;
    descriptionMeta().content = description;
    return () => {
      document.title = DEFAULT_TITLE;
      descriptionMeta().content = DEFAULT_DESCRIPTION;
    };
  }, [title, description]);
}
