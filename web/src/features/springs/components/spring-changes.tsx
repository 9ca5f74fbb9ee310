import { useSpringChanges } from '../hooks/use-spring-changes';

/** Follows the springs' changes for the whole app (useSpringChanges); shows nothing. */
export function SpringChanges() {
  useSpringChanges();
  return null;
}
