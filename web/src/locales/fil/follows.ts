import type { Catalogue } from '../types';

export const follows: Catalogue['follows'] = {
  card: {
    title: 'Mga Follower',
    loading: 'Nilo-load ang mga follower',
    loadError: 'Hindi ma-load ang data',
    manage: 'Pamahalaan ang Following',
  },
  manage: {
    title: 'Pamahalaan ang Following',
    loading: 'Nilo-load',
    listFollowing: 'Listahan ng fina-follow',
    listFollowers: 'Listahan ng mga follower',
    listBlocked: 'Listahan ng mga naka-block',
    noResults: 'Walang nahanap.',
    following: { label: 'Fina-follow', search: 'Hanapin sa Fina-follow', empty: 'Wala ka pang fina-follow.' },
    followers: { label: 'Mga Follower', search: 'Hanapin ang Follower', empty: 'Wala ka pang follower.' },
    blocked: { label: 'Naka-block', search: 'Hanapin sa Naka-block', empty: 'Wala kang bina-block.' },
    unfollow: 'I-unfollow',
    remove: 'Alisin',
    block: 'I-block',
    unblock: 'I-unblock',
    unfollowPerson: 'I-unfollow si {{name}}',
    removePerson: 'Alisin si {{name}}',
    blockPerson: 'I-block si {{name}}',
    unblockPerson: 'I-unblock si {{name}}',
  },
  confirm: {
    unfollowTitle: 'I-unfollow',
    unfollowMessage: 'Ihinto ang pag-follow kay {{name}}?',
    unfollowLabel: 'I-unfollow',
    removeTitle: 'Alisin ang follower',
    removeMessage: 'Alisin si {{name}} sa mga follower mo? Hindi siya sasabihan.',
    removeLabel: 'Alisin',
    blockTitle: 'I-block',
    blockMessage:
      'I-block si {{name}}? Hindi na niya makikita ang page mo, at hindi na siya makakapag-follow, react, gift o tanong. Hindi siya sasabihan.',
    blockLabel: 'I-block',
    unblockTitle: 'I-unblock',
    unblockMessage:
      'I-unblock si {{name}}? Makikita na ulit niya ang page mo at puwede ka na niyang i-follow. Hindi siya sasabihan.',
    unblockLabel: 'I-unblock',
  },
  toasts: {
    unfollow: 'Na-unfollow na',
    'follower/remove': 'Naalis na',
    block: 'Na-block na',
    unblock: 'Na-unblock na',
  },
};

/** Keys of this file whose Filipino is the English (names, words used as they are). */
export const sameInBoth: string[] = [];
