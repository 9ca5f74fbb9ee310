import { Agent, request as httpRequest } from 'node:http';
import { Answer, Finding, problemsOf } from './hostile-answers';
import type { HostileRequest } from './hostile-requests';
import type { ServiceName } from './service-routes';

/** Where the corpus goes: each service directly, or a gateway in front of them all. */
export interface CorpusTarget {
  baseUrl(service: ServiceName): string;
  /** The headers that make a request the fixtures' member's (identity headers, a cookie). */
  signedIn: Record<string, string>;
}

export interface CorpusRun {
  sent: number;
  findings: Finding[];
  /** How many answers had each status. */
  statuses: Record<number, number>;
  elapsedMs: number;
}

const agent = new Agent({ keepAlive: true, maxSockets: 16 });

// node:http sends the target exactly as written: fetch would resolve `..` and re-encode.
function send(
  base: string,
  req: HostileRequest,
  identity: Record<string, string>,
): Promise<Answer> {
  const url = new URL(base);
  const body = req.body?.body;
  const headers: Record<string, string | number> = { ...identity };
  if (req.body?.contentType) headers['content-type'] = req.body.contentType;
  if (req.body?.contentEncoding) headers['content-encoding'] = req.body.contentEncoding;
  if (body !== undefined) headers['content-length'] = Buffer.byteLength(body);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { host: url.hostname, port: url.port, method: req.method, path: req.target, headers, agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: res.headers['content-type'],
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/**
 * Sends every request, `concurrency` at a time (the destructive ones after all the others), and
 * checks each answer (`problemsOf`). A request that gets no answer at all is a finding too.
 */
export async function runHostileCorpus(
  requests: readonly HostileRequest[],
  target: CorpusTarget,
  concurrency = 8,
): Promise<CorpusRun> {
  const started = performance.now();
  const findings: Finding[] = [];
  const statuses: Record<number, number> = {};
  const one = async (req: HostileRequest) => {
    const identity =
      req.caller === 'signed-in' ? target.signedIn : req.caller === 'signed-out' ? {} : req.caller;
    try {
      const answer = await send(target.baseUrl(req.service), req, identity);
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      for (const problem of problemsOf(answer, req.hostile, req.target)) {
        findings.push({
          label: req.label,
          status: answer.status,
          problem,
          excerpt: answer.text.slice(0, 300),
        });
      }
    } catch (err) {
      findings.push({ label: req.label, status: 0, problem: 'no answer', excerpt: String(err) });
    }
  };
  const pool = async (batch: readonly HostileRequest[]) => {
    let next = 0;
    const worker = async () => {
      while (next < batch.length) await one(batch[next++] as HostileRequest);
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
  };
  await pool(requests.filter((r) => !r.destructive));
  await pool(requests.filter((r) => r.destructive));
  return { sent: requests.length, findings, statuses, elapsedMs: performance.now() - started };
}
