import type { Catalogue } from '../types';
import { accountData } from './account-data';
import { admin } from './admin';
import { accountDeletion } from './account-deletion';
import { auth } from './auth';
import { bloc } from './bloc';
import { blocEditor } from './bloc-editor';
import { content } from './content';
import { creatorWebhooks } from './creator-webhooks';
import { dashboard } from './dashboard';
import { explore } from './explore';
import { follows } from './follows';
import { forms } from './forms';
import { goals } from './goals';
import { hashtags } from './hashtags';
import { insights } from './insights';
import { help } from './help';
import { home } from './home';
import { installApp } from './install-app';
import { legal } from './legal';
import { memberships } from './memberships';
import { membershipsSupporter } from './memberships-supporter';
import { membershipLinks } from './membership-links';
import { notifications } from './notifications';
import { overlay } from './overlay';
import { payouts } from './payouts';
import { profileSettings } from './profile-settings';
import { promotions } from './promotions';
import { questions } from './questions';
import { reactions } from './reactions';
import { referrals } from './referrals';
import { refundRequests } from './refund-requests';
import { sessions } from './sessions';
import { share } from './share';
import { shell } from './shell';
import { statements } from './statements';
import { supported } from './supported';
import { tax } from './tax';
import { twoFactor } from './two-factor';
import { verification } from './verification';
import { wallet } from './wallet';
import { giftItems } from './gift-items';
import { leaks } from './leaks';
import { embeds } from './embeds';
import { community } from './community';
import { shop } from './shop';
import { commissions } from './commissions';

/**
 * The Filipino catalogue (decision 0110), as people in the Philippines write it: Taglish where that is
 * what they say ("I-withdraw", "Mag-support"). The app fetches its shell and each feature's part as their
 * own chunks: an English reader never downloads any of it.
 */
export const fil: Catalogue = {
  ...shell,
  dashboard,
  payouts,
  notifications,
  explore,
  installApp,
  hashtags,
  profileSettings,
  sessions,
  accountData,
  accountDeletion,
  overlay,
  help,
  legal,
  creatorWebhooks,
  twoFactor,
  verification,
  tax,
  memberships,
  blocEditor,
  refundRequests,
  auth,
  home,
  goals,
  insights,
  questions,
  reactions,
  follows,
  share,
  content,
  bloc,
  membershipsSupporter,
  membershipLinks,
  promotions,
  wallet,
  statements,
  supported,
  referrals,
  forms,
  admin,
  giftItems,
  leaks,
  embeds,
  community,
  shop,
  commissions,
};
