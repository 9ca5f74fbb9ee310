import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Lightbox } from '../lightbox';
import styles from './member-entry.module.css';

interface MemberEntryProps {
  /** The article's name, such as 'Review by ada'. */
  label: string;
  /** What leads the header (stars, a status badge), then an EntryMeta: who and when. */
  header: ReactNode;
  /** The words: a comment, what was measured, tags. */
  children: ReactNode;
  /** The member's photo: a thumbnail beside the words that opens large. */
  photo?: { url: string; author: string; caption: string };
  /** Under the words: a vote, the author's EntryActions. */
  footer?: ReactNode;
  /** Shown in place of the entry while its author edits it. */
  form?: ReactNode;
}

/**
 * One member's entry in a list of a spring's (a review, a condition report): the header, the
 * words with the photo beside them, and the footer; or the form that edits it.
 */
export function MemberEntry({ label, header, children, photo, footer, form }: MemberEntryProps) {
  const [photoOpen, setPhotoOpen] = useState(false);
  if (form) return <li className={styles.item}>{form}</li>;
  return (
    <li className={styles.item}>
      <article aria-label={label}>
        <header className={styles.header}>{header}</header>
        <div className={styles.body}>
          <div className={styles.text}>{children}</div>
          {photo && (
            <button
              type="button"
              className={styles.photo}
              onClick={() => setPhotoOpen(true)}
              aria-label={`Open photo by ${photo.author}`}
            >
              <img src={photo.url} alt="" loading="lazy" />
            </button>
          )}
        </div>
        {footer && <footer className={styles.footer}>{footer}</footer>}
      </article>
      {photoOpen && photo && (
        <Lightbox
          src={photo.url}
          alt={`Photo by ${photo.author}`}
          caption={photo.caption}
          onClose={() => setPhotoOpen(false)}
        />
      )}
    </li>
  );
}

/** Who and when, after the header's lead; '(edited)' when the entry changed since. */
export function EntryMeta({ edited, children }: { edited: boolean; children: ReactNode }) {
  return (
    <span className={styles.meta}>
      {children}
      {edited && <span className={styles.edited}> (edited)</span>}
    </span>
  );
}

/** The author's name, linking to the profile. */
export function EntryAuthor({ username }: { username: string }) {
  return (
    <Link to={`/profile/${encodeURIComponent(username)}`} className={styles.author}>
      {username}
    </Link>
  );
}

/** The author's small buttons: Edit, Delete. */
export function EntryActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}

/** One of EntryActions' buttons; a danger one (Delete) turns red. */
export function EntryAction({
  danger = false,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { danger?: boolean }) {
  return <button type="button" {...props} className={danger ? styles.danger : undefined} />;
}
