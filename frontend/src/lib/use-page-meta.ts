import { useLayoutEffect } from 'react';

import { FEST } from './fest';
import { i18n } from './i18n/i18n';
import { useI18n } from './i18n/use-i18n';

const defaultTitle = () => i18n._('pageMeta.defaultTitle', { name: FEST.name, year: FEST.year });
const defaultDescription = () =>
  i18n._('pageMeta.defaultDescription', { name: FEST.name, year: FEST.year });

/**
 * The title and description index.html starts with (and every page returns to when it unmounts), in
 * the active language.
 */
export let DEFAULT_TITLE = defaultTitle();
export let DEFAULT_DESCRIPTION = defaultDescription();
// eslint-disable-next-line lingui/no-unlocalized-strings -- an event's name
i18n.on('change', () => {
  DEFAULT_TITLE = defaultTitle();
  DEFAULT_DESCRIPTION = defaultDescription();
});

function descriptionMeta(): HTMLMetaElement {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- an element's name
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
 * history entry and a screen reader never see the new page under the previous page's title. The
 * page gives both in the active language; the defaults follow it when it changes.
 */
export function usePageMeta(title: string | null, description: string): void {
  const { language } = useI18n();
  useLayoutEffect(() => {
    document.title = title ? `${title} | ${FEST.name} ${FEST.year}` : DEFAULT_TITLE;
    descriptionMeta().content = description;
    return () => {
      document.title = DEFAULT_TITLE;
      descriptionMeta().content = DEFAULT_DESCRIPTION;
    };
  }, [title, description, language]);
}
