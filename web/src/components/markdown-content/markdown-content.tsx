import Markdown, { defaultUrlTransform } from 'react-markdown';
import type { Components } from 'react-markdown';
import styles from './markdown-content.module.css';

// Members write these links: search engines are told not to vouch for them (ugc, nofollow).
const components: Components = {
  a: ({ node: _node, ...props }) => <a {...props} rel="ugc nofollow noopener noreferrer" />,
  img: ({ node: _node, alt, ...props }) => <img {...props} alt={alt ?? ''} loading="lazy" />,
};

/**
 * A post's or comment's markdown. Link and image addresses stay only when their scheme is http,
 * https, irc, ircs, mailto or xmpp, or when they are relative; any other becomes '' (the spec's
 * rule, which is exactly react-markdown's default transform, named here so it cannot be lost).
 * Raw HTML in the text is shown as text and never becomes markup.
 */
export function MarkdownContent({ children }: { children: string }) {
  return (
    <div className={styles.markdown}>
      <Markdown urlTransform={defaultUrlTransform} skipHtml={false} components={components}>
        {children}
      </Markdown>
    </div>
  );
}
