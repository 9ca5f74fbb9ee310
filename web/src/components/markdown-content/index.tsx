import { Suspense } from 'react';
import { lazyNamed } from '../../lib/lazy-named';
import styles from './markdown-content.module.css';

// The markdown parser is as large as the rest of a page's code: it loads with the first text to
// show, not with every page that might hold one (a spring's reports mostly have no note).
const MarkdownRenderer = lazyNamed(() => import('./markdown-content'), 'MarkdownContent');

/** A member's markdown (see markdown-content.tsx); its plain text until the parser is loaded. */
export function MarkdownContent({ children }: { children: string }) {
  return (
    <Suspense fallback={<div className={styles.markdown}>{children}</div>}>
      <MarkdownRenderer>{children}</MarkdownRenderer>
    </Suspense>
  );
}
