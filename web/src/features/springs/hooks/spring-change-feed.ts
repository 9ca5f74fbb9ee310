/** The gateway's stream of the springs' changes (server-sent events). */
export const SPRING_CHANGES_URL = '/api/springs/changes';

const CHANGED_EVENT = 'springs-changed';

type Listener = () => void;

const listeners = new Set<Listener>();
let source: EventSource | undefined;
// Whether changes may have been missed: the stream failed, or never opened.
let down = false;
let lastVersion: string | undefined;

function notify(): void {
  for (const listener of listeners) listener();
}

function open(): void {
  if (typeof EventSource === 'undefined') {
    down = true;
    return;
  }
  const opened = new EventSource(SPRING_CHANGES_URL);
  source = opened;
  opened.addEventListener(CHANGED_EVENT, (event) => {
    // `{"version": "…"}`: the same data again (another gateway's or replica's word for the same
    // change) changes nothing on the page.
    const version = (event as MessageEvent<string>).data;
    if (version === lastVersion) return;
    lastVersion = version;
    notify();
  });
  opened.onopen = () => {
    // Whatever changed while the stream was down was not told: ask again once.
    if (down) notify();
    down = false;
  };
  opened.onerror = () => {
    down = true;
    // The browser retries a dropped stream by itself; one it refused (a 503) stays closed
    // until the page is back in front.
    if (opened.readyState === EventSource.CLOSED && source === opened) source = undefined;
  };
}

/**
 * Without the stream, the page asks again each time it comes back to the front (as RTK Query's
 * refetch-on-focus would), and tries the stream again.
 */
function onFocus(): void {
  if (!down || document.visibilityState === 'hidden') return;
  notify();
  if (!source) open();
}

/**
 * A hidden tab holds no stream: over HTTP/1.1 a browser gives a site six connections, shared by
 * all its tabs, and a stream keeps one. The tab catches up when it is shown again.
 */
function onVisibilityChange(): void {
  if (document.visibilityState !== 'hidden') return onFocus();
  source?.close();
  source = undefined;
  down = true;
}

function start(): void {
  open();
  window.addEventListener('focus', onFocus);
  document.addEventListener('visibilitychange', onVisibilityChange);
}

function stop(): void {
  source?.close();
  source = undefined;
  down = false;
  lastVersion = undefined;
  window.removeEventListener('focus', onFocus);
  document.removeEventListener('visibilitychange', onVisibilityChange);
}

/**
 * Calls `onChange` each time the springs' data changed (a review's figures, the latest
 * condition report), as the gateway's event stream says, over one EventSource for the whole
 * page, open while anyone follows. Returns the function that stops following.
 */
export function followSpringChanges(onChange: Listener): () => void {
  listeners.add(onChange);
  if (listeners.size === 1) start();
  return () => {
    if (!listeners.delete(onChange) || listeners.size > 0) return;
    stop();
  };
}
