// The one place the app's typeface comes from: Inter, served by this site (no font CDN), so every phone shows
// the same letters. Each script is its own file (unicode-range), fetched only when a page uses it, and text
// shows at once in the fallback font until Inter arrives (font-display: swap). Its stylesheet is imported by
// main.tsx, with Mantine's, so every page's HTML links it.

export const fontStack =
  '"Inter Variable", Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
