import { Box } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { creatorTabPath, type CreatorTab } from './creator-tabs';
import { useTranslation } from '@/lib/translation';

/** How far the open tab is kept from the menu's edge when it is scrolled into view. */
const EDGE_PX = 24;

/** The menu's edge fades where more tabs are scrolled out of sight, so a phone shows there is more. */
function fadeOf({ left, right }: { left: boolean; right: boolean }) {
  if (!left && !right) return undefined;
  const start = left ? `transparent, #000 ${EDGE_PX}px` : '#000';
  const end = right ? `#000 calc(100% - ${EDGE_PX}px), transparent` : '#000';
  return `linear-gradient(to right, ${start}, ${end})`;
}

/**
 * The page menu: one link per tab, each its own address; the current one carries aria-current="page". The
 * tabs stay on one line: on a narrow phone the line scrolls sideways, fades at the edge that has more, and
 * scrolls the open tab into view.
 */
export function CreatorMenu({ pageUrl, tabs }: { pageUrl: string; tabs: readonly CreatorTab[] }) {
  const { t } = useTranslation();
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  const [hidden, setHidden] = useState({ left: false, right: false });

  const measure = useCallback(() => {
    const box = list.current;
    if (!box) return;
    const left = box.scrollLeft > 1;
    const right = box.scrollLeft + box.clientWidth < box.scrollWidth - 1;
    setHidden((was) => (was.left === left && was.right === right ? was : { left, right }));
  }, []);
  // the open tab in view, moving the menu only (never the page, as scrollIntoView would): when it opens, and
  // when the window narrows (a phone turned upright) and pushes it out
  const showOpenTab = useCallback(() => {
    const box = list.current;
    const open = box?.querySelector('[aria-current="page"]');
    if (box && open) {
      const tab = open.getBoundingClientRect();
      const frame = box.getBoundingClientRect();
      if (tab.right > frame.right - EDGE_PX) box.scrollLeft += tab.right - frame.right + EDGE_PX;
      else if (tab.left < frame.left + EDGE_PX) box.scrollLeft -= frame.left + EDGE_PX - tab.left;
    }
    measure();
  }, [measure]);
  useWindowEvent('resize', showOpenTab);
  useEffect(() => showOpenTab(), [pathname, tabs, showOpenTab]);

  const fade = fadeOf(hidden);
  return (
    <Box
      component="nav"
      aria-label={t('creatorPage.pageMenu')}
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Box
        component="ul"
        ref={list}
        display="flex"
        m={0}
        p={0}
        onScroll={measure}
        style={{
          listStyle: 'none',
          overflowX: 'auto',
          scrollbarWidth: 'none',
          maskImage: fade,
          WebkitMaskImage: fade,
        }}
      >
        {tabs.map((tab) => (
          <li key={tab.slug} style={{ flex: 'none' }}>
            <NavLink
              to={creatorTabPath(pageUrl, tab.slug)}
              // a post's own page (/maria/pixel-snap/image/…) is still under its tab
              end={tab.slug === 'home'}
              // switching tabs keeps the header in view instead of jumping to the top
              preventScrollReset
              className="mantine-focus-auto"
              style={({ isActive }) => ({
                display: 'block',
                padding: '12px 14px 9px',
                whiteSpace: 'nowrap',
                textDecoration: 'none',
                fontSize: 'var(--mantine-font-size-sm)',
                fontWeight: 700,
                color: isActive ? 'var(--mantine-color-pixel-7)' : 'var(--mantine-color-gray-7)',
                borderBottom: `3px solid ${isActive ? 'var(--mantine-color-pixel-6)' : 'transparent'}`,
                // drawn inside: the menu's box clips what is outside it
                outlineOffset: -3,
              })}
            >
              {t(`creatorPage.tabs.${tab.slug}`)}
            </NavLink>
          </li>
        ))}
      </Box>
    </Box>
  );
}
