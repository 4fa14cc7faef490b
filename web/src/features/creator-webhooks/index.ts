// The creator webhooks feature's public surface: other features and the app import from here only.

/** /dashboard/settings/webhooks, loaded when first opened (a route's `lazy`). */
export const loadWebhooksSettingsPage = () =>
  import('./components/webhooks-settings-page').then((module) => ({
    Component: module.WebhooksSettingsPage,
  }));
