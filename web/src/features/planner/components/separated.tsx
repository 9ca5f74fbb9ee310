import { Fragment } from 'react';

/** Short facts in a row, '2.3 mi from route · +12 min detour', the dots for the eye only. */
export function Separated({ parts }: { parts: string[] }) {
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <span aria-hidden="true"> · </span>}
      {part}
    </Fragment>
  ));
}
