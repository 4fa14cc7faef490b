import type { FeatureModule } from '../../lib/feature-module.ts';
import { embedsRoutes } from './embeds.routes.ts';

/**
 * A creator's gift button and widget for any website (decision 0158): the widget's script and the button
 * image. The widget's form and the link-in-bio card are pages of the web app; their gifts are the gift
 * call's, with the source `embed`.
 */
export function embedsModule() {
  return { routes: async (app) => app.register(embedsRoutes) } satisfies FeatureModule;
}
