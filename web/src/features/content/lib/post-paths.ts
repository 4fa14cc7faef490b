import type { PhotoType } from '@pixel/contract';
import { i18n } from '../texts';

/** The route segment of each post type: /{page_url}/pixel-snap/image/{id}, /…/collection/{id}. */
const segment: Record<PhotoType, string> = { image: 'image', image_collection: 'collection' };

export const snapTabPath = (pageUrl: string) => `/${pageUrl}/pixel-snap`;

/** A post's own address (what Copy link shares). */
export const photoPostPath = (pageUrl: string, type: PhotoType, id: string) =>
  `${snapTabPath(pageUrl)}/${segment[type]}/${encodeURIComponent(id)}`;

export const photoPostLink = (pageUrl: string, type: PhotoType, id: string) =>
  new URL(photoPostPath(pageUrl, type, id), window.location.origin).href;

/** 'View Photo' on a Snap, 'View Set' on a Slide (spec §4). */
export const unlockLabel = (type: PhotoType) =>
  i18n.t(type === 'image' ? 'content.unlock.viewPhoto' : 'content.unlock.viewSet');
