import { createHash } from 'node:crypto';
import { HttpException, HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import type { AiSummaryJson } from '@hotsprings/contracts';
import { type Caller, foundOr404, PremiumMembers, SPRING_NOT_FOUND } from '@hotsprings/service-kit';
import { SPRINGS_CONFIG, type SpringsConfig } from '../config/springs-config.schema';
import { SpringsRepository } from '../springs/springs.repository';
import { extractiveSummary } from './extractive-summary';
import { llmSummary } from './llm-summary';
import { shownSummary } from './shown-summary';
import { factsOf, type SummaryFacts } from './summary-facts';
import { SummariesRepository } from './summaries.repository';

export const TOO_MANY_SUMMARIES = 'Too many summaries generated. Please try again later.';

const EXTRACTIVE = 'extractive-v1';

/** What a summary was written from: the facts and the writer. */
const sourceOf = (facts: SummaryFacts, writer: string) =>
  createHash('sha256')
    .update(JSON.stringify([writer, facts]))
    .digest('base64url');

/**
 * AI summaries of springs: written from the spring's data and its reviews' figures, by a language
 * model when one is configured (the extractive writer when it fails or is slow) or by the
 * extractive writer alone; stored, and written again only when the facts or the writer changed.
 */
@Injectable()
export class SummariesService {
  private readonly logger = new Logger(SummariesService.name);

  constructor(
    @Inject(SPRINGS_CONFIG) private readonly config: SpringsConfig,
    private readonly springs: SpringsRepository,
    private readonly summaries: SummariesRepository,
    private readonly premium: PremiumMembers,
  ) {}

  async summarize(springId: number, caller: Caller): Promise<AiSummaryJson> {
    const row = foundOr404(await this.springs.findById(springId), SPRING_NOT_FOUND);
    const facts = factsOf(row);
    const writer = this.config.LLM_BASE_URL ? this.llmWriter : EXTRACTIVE;
    let text = row.ai_summary;
    if (!text || row.ai_summary_source !== sourceOf(facts, writer)) {
      if (
        !(await this.summaries.countGeneration(caller.id, this.config.SUMMARY_GENERATIONS_PER_HOUR))
      ) {
        throw new HttpException(TOO_MANY_SUMMARIES, HttpStatus.TOO_MANY_REQUESTS);
      }
      const written = await this.write(facts);
      text = written.text;
      await this.summaries.store(springId, text, sourceOf(facts, written.writer));
    }
    return { summary: shownSummary(text, await this.premium.isPremium(caller.id)) };
  }

  /** The language model's name as the writer of a stored summary. */
  private get llmWriter(): string {
    return `llm:${this.config.LLM_MODEL}`;
  }

  private async write(facts: SummaryFacts): Promise<{ text: string; writer: string }> {
    const { LLM_BASE_URL, LLM_API_KEY, LLM_MODEL, LLM_TIMEOUT_MS } = this.config;
    if (LLM_BASE_URL) {
      try {
        const settings = {
          baseUrl: LLM_BASE_URL,
          apiKey: LLM_API_KEY,
          model: LLM_MODEL,
          timeoutMs: LLM_TIMEOUT_MS,
        };
        return { text: await llmSummary(facts, settings), writer: this.llmWriter };
      } catch (err) {
        // Stored as the extractive writer's, so a later request tries the model again.
        this.logger.warn(`language model failed, extractive summary used: ${String(err)}`);
      }
    }
    return { text: extractiveSummary(facts), writer: EXTRACTIVE };
  }
}
