import { screen } from '@testing-library/react';
import { renderElement } from '../../../testing/render';
import { FaqPage } from './faq-page';

// The spec's nine topics, in its order; each pattern must match the question or its answer.
const TOPICS: RegExp[] = [
  /What is Hot Springs\?/,
  /search for hot springs/,
  /information is available for each spring/,
  /Bucket List[\s\S]*heart icon/,
  /contribute reviews/,
  /premium[\s\S]*advanced filters[\s\S]*ad-free browsing[\s\S]*planner[\s\S]*[Oo]ffline maps are coming soon/,
  /keep the information current/,
  /report incorrect information[\s\S]*'Report an issue' button on the spring's page[\s\S]*contact form/,
  /safety tips/,
];

describe('FaqPage', () => {
  it('asks the nine questions of the spec, in its order, and no other', async () => {
    const { container } = await renderElement(<FaqPage />, { path: '/faq' });
    const entries = [...container.querySelectorAll('details')];
    expect(entries).toHaveLength(TOPICS.length);
    entries.forEach((entry, index) => expect(entry.textContent).toMatch(TOPICS[index]!));

    const questions = screen.getAllByText(/\?$/);
    expect(questions).toHaveLength(TOPICS.length);
    for (const question of questions) expect(question.tagName).toBe('SUMMARY');
  });
});
