const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => escapes[char]!);

/** The sandbox provider's pages: plain HTML that looks like a payment provider, not like PIXEL. */
export function sandboxPage(title: string, body: string) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Sandbox Pay</title>
<style>
  body { font-family: system-ui, sans-serif; background: #eef3f8; margin: 0; color: #1d2733; }
  main { max-width: 420px; margin: 48px auto; background: #fff; border-radius: 12px; padding: 28px;
         box-shadow: 0 4px 24px rgba(0,0,0,.08); }
  .brand { font-weight: 800; color: #0b6bcb; letter-spacing: .02em; margin-bottom: 4px; }
  .note { font-size: 13px; color: #5b6b7c; background: #fff8e1; padding: 8px 10px; border-radius: 6px; }
  label { display: block; font-size: 14px; margin: 14px 0 4px; }
  input { width: 100%; box-sizing: border-box; padding: 10px; border: 1px solid #c5d0db; border-radius: 6px; font-size: 15px; }
  fieldset { border: 1px solid #c5d0db; border-radius: 6px; margin: 16px 0 0; padding: 4px 12px 12px; }
  legend { font-size: 14px; padding: 0 4px; }
  label.choice { display: flex; align-items: center; gap: 10px; font-size: 15px; margin: 10px 0 0; }
  label.choice input { width: auto; margin: 0; }
  .actions { display: flex; gap: 12px; margin-top: 20px; }
  button { flex: 1; padding: 12px; border-radius: 6px; border: 0; font-size: 15px; font-weight: 600; cursor: pointer; }
  .primary { background: #0b6bcb; color: #fff; }
  .secondary { background: #e3e9ef; color: #1d2733; }
  .error { color: #b00020; font-size: 13px; margin-top: 4px; }
</style>
</head>
<body><main><div class="brand">Sandbox Pay</div>${body}</main></body>
</html>`;
}
