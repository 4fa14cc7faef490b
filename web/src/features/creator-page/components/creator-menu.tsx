import { Box } from '@mantine/core';
import { NavLink } from 'react-router';
import { creatorTabPath, creatorTabs } from './creator-tabs';

/**
 * The page menu: one link per tab, each its own address; the current one carries aria-current="page". On a
 * narrow phone the tabs wrap onto a second line instead of scrolling sideways, so none is hidden and the open
 * one is always in view.
 */
export function CreatorMenu({ pageUrl }: { pageUrl: string }) {
  return (
    <Box
      component="nav"
      aria-label="Page menu"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Box component="ul" display="flex" m={0} p={0} style={{ listStyle: 'none', flexWrap: 'wrap' }}>
        {creatorTabs.map((tab) => (
          <li key={tab.slug}>
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
                // drawn inside: the ring of one row would hide under the tab of the next
                outlineOffset: -3,
              })}
            >
              {tab.name}
            </NavLink>
          </li>
        ))}
      </Box>
    </Box>
  );
}
