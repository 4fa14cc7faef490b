import { Fragment } from 'react';

/**
 * Where an address may wrap: after a slash between two parts (not inside "//"), and after "?" or "&".
 * "https://pixel.ph/maria_santos?amount=100" wraps as "https://pixel.ph/" "maria_santos?" "amount=100".
 */
const breaks = /(?<=[^/]\/)(?!\/)|(?<=[?&])/;
/** An email address may wrap after its "@" and before each dot: "maria" ".santos@" "example" ".com". */
const emailBreaks = /(?<=@)|(?<=.)(?=\.)/;

/**
 * A web or email address as text that a narrow phone wraps between its parts, before it would break one
 * inside a word (its box keeps `overflow-wrap: anywhere` for a part longer than the line).
 */
export function AddressText({ children }: { children: string }) {
  const parts = children.split(children.includes('@') && !children.includes('/') ? emailBreaks : breaks);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 && <wbr />}
    </Fragment>
  ));
}
