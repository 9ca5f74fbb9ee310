import { serviceUrlSetting } from '@hotsprings/contracts';
import { serviceOwning } from '../config/gateway-config';
import { gatewayEnv } from '../config/gateway-env';
import { logger } from './logger';
import { publicReadJson } from './public-answers/public-answers';

/** An API answer as a signed-out visitor's browser would get it. */
export interface VisitorAnswer {
  status: number;
  body: unknown;
}

/** Reads the API as a signed-out visitor, for the pages the gateway writes itself. */
export type VisitorRead = (path: string) => Promise<VisitorAnswer>;

/** Worth waiting for briefly: the page is served either way. */
const READ_TIMEOUT_MS = 1500;

/**
 * One read: the gateway's copy of a public read when it holds one (or fetches it into its copies),
 * else the answer of the service whose path it is. A service that does not answer in time is a
 * 503, which the page shows as the app shows any error.
 */
async function readAsVisitor(path: string): Promise<VisitorAnswer> {
  const held = await publicReadJson(path);
  if (held !== undefined) return { status: 200, body: held };
  const service = serviceOwning(path.split('?')[0]!);
  if (!service) return { status: 404, body: { error: 'Not found.', code: 'not_found' } };
  try {
    const res = await fetch(`${gatewayEnv()[serviceUrlSetting(service.name)]}${path}`, {
      signal: AbortSignal.timeout(READ_TIMEOUT_MS),
    });
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as unknown) : undefined };
  } catch (err) {
    logger.warn({ err: String(err), path }, 'page data not read in time');
    return { status: 503, body: { error: 'Service unavailable.' } };
  }
}

/**
 * The reads of one page: its head and its rendering ask for the same answers (a post, a spring),
 * and each path is read once.
 */
export function visitorReads(): VisitorRead {
  const answers = new Map<string, Promise<VisitorAnswer>>();
  return (path) => {
    let answer = answers.get(path);
    if (!answer) {
      answer = readAsVisitor(path);
      answers.set(path, answer);
    }
    return answer;
  };
}
