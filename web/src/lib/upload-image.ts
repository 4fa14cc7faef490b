import { imageUploadLimits, imagesCalls, type AnswerOf } from '@pixel/contract';
import { type Answer, ApiError, buildUrl, defaultErrorMessage, toApiError } from './api-client';

export type UploadProgress = (percent: number) => void;

function toError(status: number, text: string): ApiError {
  try {
    return toApiError(status, JSON.parse(text));
  } catch {
    // not JSON: a proxy answered
    return toApiError(status, undefined);
  }
}

/**
 * Sends one image as multipart (field `image`, or `field` for another file) to `path`, reporting progress
 * 0..99 while it travels and 100 once the server has answered (spec §3: progress is capped at 99 until done).
 * XHR rather than fetch: fetch cannot report upload progress.
 */
export function postImage<S>(
  path: string,
  file: Blob,
  {
    onProgress,
    filename = 'image.jpg',
    field = imageUploadLimits.field,
  }: { onProgress?: UploadProgress; filename?: string; field?: string } = {},
): Promise<Answer<S>> {
  return new Promise<Answer<S>>((resolve, reject) => {
    const form = new FormData();
    form.append(field, file, file instanceof File ? file.name : filename);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(path));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    onProgress?.(0);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.min(99, Math.floor((event.loaded / event.total) * 100)));
    };
    xhr.onerror = () =>
      reject(new ApiError({ status: 0, exception: 'NetworkException', message: defaultErrorMessage }));
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(toError(xhr.status, xhr.responseText));
        return;
      }
      try {
        // typed, not parsed again: the server sends its answer through the contract's schema (decision 0036)
        const value = JSON.parse(xhr.responseText) as Answer<S>;
        onProgress?.(100);
        resolve(value);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    xhr.send(form);
  });
}

/** POST /v1/images/upload: the image's `filename` and `absolute_url` (what image fields take). */
export const uploadImage = (file: Blob, options: { onProgress?: UploadProgress; filename?: string } = {}) =>
  postImage<AnswerOf<typeof imagesCalls.upload>>(imagesCalls.upload.path, file, options).then(
    (answer) => answer.data,
  );
