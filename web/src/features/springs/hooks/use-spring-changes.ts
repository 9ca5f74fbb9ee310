import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { api } from '../../../lib/api';
import { followSpringChanges } from './spring-change-feed';

/**
 * Keeps every spring shown current: when the springs service says its data changed (a moment
 * after a review or a condition report is written, once it has applied the event), every
 * spring query (lists, search, featured, popular, each spring's page) is marked stale, so the
 * ones on screen are fetched again (304 when theirs did not change) and the others on their
 * next use. Mount it once, high in the tree.
 */
export function useSpringChanges(): void {
  const dispatch = useDispatch();
  useEffect(
    () => followSpringChanges(() => dispatch(api.util.invalidateTags(['Spring', 'Springs']))),
    [dispatch],
  );
}
