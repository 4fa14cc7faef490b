import { defaultEmbedColor, languages, type Language } from '@pixel/contract';
import { translator } from '../../lib/i18n.ts';

/** The widget's words in every language, from the server's catalogue. */
const widgetWords = () =>
  Object.fromEntries(
    languages.map((language: Language) => {
      const t = translator(language);
      return [language, { button: t('embeds.button'), dialog: t('embeds.dialog'), close: t('embeds.close') }];
    }),
  );

/**
 * `/embed.js`, the widget a creator adds to any website with one line (decision 0158):
 * `<script src="{publicUrl}/embed.js" data-page="maria" async></script>`. It draws a floating button on the
 * host page; the button opens this server's gift form (`/embed/{page_url}`) in a frame over the page. The
 * form itself never runs in the host page: the frame is this server's origin, so the host page can read
 * nothing of it and it nothing of the host page. Plain ES2017 for any browser a host page's visitors use;
 * the host's CSS is kept out by inline styles, `all: initial` first, set through the CSSOM (a host's
 * style-src does not refuse those), and the frame's page sends `pixel:close` when its Close or Escape is used.
 */
export function embedScript() {
  return `/* PIXEL gift widget */
(function () {
  'use strict';
  var script = document.currentScript;
  if (!script || !script.src) return;
  var page = script.getAttribute('data-page') || '';
  if (!/^[A-Za-z0-9_.]{3,30}$/.test(page)) return;
  var words = ${JSON.stringify(widgetWords())};
  var origin = new URL(script.src).origin;
  var color = script.getAttribute('data-color') || '';
  if (!/^#[0-9a-fA-F]{6}$/.test(color)) color = '${defaultEmbedColor}';
  var lang = script.getAttribute('data-lang');
  if (!words[lang]) {
    lang = 'en';
    var tags = navigator.languages || [navigator.language || ''];
    for (var i = 0; i < tags.length; i++) {
      var primary = String(tags[i]).toLowerCase().split('-')[0];
      if (primary === 'fil' || primary === 'tl') { lang = 'fil'; break; }
      if (primary === 'en') break;
    }
  }
  var said = words[lang];
  function channel(hex) {
    var value = parseInt(hex, 16) / 255;
    return value <= 0.03928 ? value / 12.92 : Math.pow((value + 0.055) / 1.055, 2.4);
  }
  var luminance = 0.2126 * channel(color.slice(1, 3)) + 0.7152 * channel(color.slice(3, 5)) + 0.0722 * channel(color.slice(5, 7));
  var ink = 1.05 / (luminance + 0.05) >= 4.5 ? '#ffffff' : '#1a1b1e';
  var side = script.getAttribute('data-position') === 'left' ? 'left' : 'right';
  function style(element, rules) {
    element.style.cssText = 'all:initial';
    for (var name in rules) element.style.setProperty(name, rules[name]);
  }

  var button = document.createElement('button');
  button.type = 'button';
  button.textContent = said.button;
  button.setAttribute('aria-haspopup', 'dialog');
  var floating = {
    position: 'fixed', bottom: '20px', 'z-index': '2147483000', 'box-sizing': 'border-box', 'min-height': '48px',
    'max-width': 'calc(100vw - 40px)', padding: '12px 22px', 'border-radius': '999px', cursor: 'pointer',
    'box-shadow': '0 6px 20px rgba(0,0,0,.25)', font: '700 15px/1.2 Inter,system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif',
    background: color, color: ink
  };
  floating[side] = '20px';
  style(button, floating);

  var dialog = null;
  function onKey(event) { if (event.key === 'Escape') close(); }
  function close() {
    if (!dialog) return;
    dialog.parentNode.removeChild(dialog);
    dialog = null;
    document.removeEventListener('keydown', onKey);
    button.focus();
  }
  function open() {
    if (dialog) return;
    dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-label', said.dialog);
    style(dialog, {
      position: 'fixed', top: '0', right: '0', bottom: '0', left: '0', 'z-index': '2147483001', display: 'flex',
      'align-items': 'center', 'justify-content': 'center', 'box-sizing': 'border-box', padding: '12px',
      background: 'rgba(0,0,0,.55)'
    });
    dialog.addEventListener('click', function (event) { if (event.target === dialog) close(); });
    var frame = document.createElement('iframe');
    frame.title = said.dialog;
    frame.src = origin + '/embed/' + encodeURIComponent(page) + '?lang=' + lang + '&color=' + encodeURIComponent(color);
    style(frame, {
      display: 'block', 'box-sizing': 'border-box', width: '100%', 'max-width': '420px', height: '100%',
      'max-height': '680px', border: '0', 'border-radius': '16px', background: '#fff',
      'box-shadow': '0 10px 40px rgba(0,0,0,.35)'
    });
    var closer = document.createElement('button');
    closer.type = 'button';
    closer.textContent = '\\u00d7';
    closer.setAttribute('aria-label', said.close);
    style(closer, {
      position: 'absolute', top: '8px', right: '8px', width: '44px', height: '44px', 'border-radius': '50%',
      cursor: 'pointer', 'text-align': 'center', font: '400 28px/44px system-ui,sans-serif', background: '#fff',
      color: '#1a1b1e'
    });
    closer.addEventListener('click', close);
    dialog.appendChild(frame);
    dialog.appendChild(closer);
    document.body.appendChild(dialog);
    document.addEventListener('keydown', onKey);
    frame.focus();
  }
  button.addEventListener('click', open);
  window.addEventListener('message', function (event) {
    if (event.origin === origin && event.data && event.data.type === 'pixel:close') close();
  });
  function mount() { document.body.appendChild(button); }
  if (document.body) mount();
  else document.addEventListener('DOMContentLoaded', mount);
})();
`;
}
