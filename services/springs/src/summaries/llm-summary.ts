import { extractiveSummary } from './extractive-summary';
import type { SummaryFacts } from './summary-facts';

export interface LlmSettings {
  /** An OpenAI-compatible API, e.g. https://api.openai.com/v1. */
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}

/** The longest summary kept from a model, in characters. */
const MAX_LENGTH = 2000;

const INSTRUCTIONS =
  'You write the summary of a natural hot spring for a travel guide: three or four plain ' +
  'sentences for someone deciding whether to visit. Use only the facts given; never add a ' +
  'fact, a place, a rule or an opinion that they do not state. No lists, no headings.';

/**
 * A summary written by a language model through an OpenAI-compatible chat completions API, from
 * the same facts as the extractive one (its sentences are the prompt's facts). Fails on a
 * timeout, an error status or an answer without text; the caller falls back then.
 */
export async function llmSummary(facts: SummaryFacts, settings: LlmSettings): Promise<string> {
  const res = await fetch(`${settings.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
    },
    body: JSON.stringify({
      model: settings.model,
      temperature: 0.2,
      max_tokens: 350,
      messages: [
        { role: 'system', content: INSTRUCTIONS },
        { role: 'user', content: `Facts about the spring:\n${extractiveSummary(facts)}` },
      ],
    }),
    signal: AbortSignal.timeout(settings.timeoutMs),
  });
  if (!res.ok) throw new Error(`the model answered ${res.status}`);
  const body = (await res.json()) as { choices?: { message?: { content?: unknown } }[] };
  const text = body.choices?.[0]?.message?.content;
  if (typeof text !== 'string' || !text.trim()) throw new Error('the model gave no text');
  return text.trim().slice(0, MAX_LENGTH);
}
