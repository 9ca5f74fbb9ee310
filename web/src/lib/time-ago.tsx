import { timeAgo } from './relative-time';

interface TimeAgoProps {
  /** The moment, as an ISO date-time. */
  iso: string;
  className?: string;
}

/**
 * How long ago a moment was ('3 days ago'), as a <time>. Its words change as time passes, so a
 * browser hydrating a page the server rendered moments before may read other words: React is
 * told that this difference is expected.
 */
export function TimeAgo({ iso, className }: TimeAgoProps) {
  return (
    <time dateTime={iso} className={className} suppressHydrationWarning>
      {timeAgo(iso)}
    </time>
  );
}
