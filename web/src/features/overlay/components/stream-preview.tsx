import { Box } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';

/**
 * The overlay's path on the site the dashboard is open on: the address given out names the public site,
 * and a page may only be framed by its own site (frame-ancestors 'self'), so a dashboard reached under
 * another host name would show a blocked frame.
 */
export const onThisSite = (url: string) => {
  const { pathname, search } = new URL(url, window.location.origin);
  return pathname + search;
};

// what streaming software draws a browser source at: a full-HD canvas
const WIDTH = 1920;
const HEIGHT = 1080;

/**
 * A widget as a 1920x1080 stream shows it, scaled down to the width it is given: the frame is drawn at the
 * stream's size (so the widget lays itself out as in OBS) on a checkerboard that shows where it is see-through.
 */
export function StreamPreview({ url, title }: { url: string; title: string }) {
  const { ref, width } = useElementSize();
  const scale = width / WIDTH;
  return (
    <Box
      ref={ref}
      w="100%"
      style={{
        aspectRatio: `${WIDTH} / ${HEIGHT}`,
        position: 'relative',
        overflow: 'hidden',
        borderRadius: 8,
        background: 'repeating-conic-gradient(#d9d9e3 0% 25%, #f3f3f7 0% 50%) 50% / 24px 24px',
      }}
    >
      <Box
        component="iframe"
        src={onThisSite(url)}
        title={title}
        width={WIDTH}
        height={HEIGHT}
        tabIndex={-1}
        style={{
          border: 0,
          position: 'absolute',
          top: 0,
          left: 0,
          transform: `scale(${scale})`,
          transformOrigin: '0 0',
          // drawn once its box's width is known, not at full size first
          visibility: width > 0 ? 'visible' : 'hidden',
        }}
      />
    </Box>
  );
}
