import { siteConfig } from '@/testing/test-utils';

/**
 * The dashboard's site settings and a creator's overlay settings, as the server answers them: the Stream kit
 * and Live alerts pages read both. The secret's host is not the site's, as on a dashboard reached by another name.
 */
export const overlaySettingsAnswers = {
  'GET /v1/site/config': siteConfig,
  'GET /v1/user/overlay': {
    body: {
      data: {
        overlay_url: 'https://pixel.example/overlay/Zx81secret',
        goal_overlay_url: 'https://pixel.example/overlay/Zx81secret/goal/{goal_id}',
        sound_enabled: true,
      },
    },
  },
};
