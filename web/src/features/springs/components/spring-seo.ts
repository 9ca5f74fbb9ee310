// A spring page's title, description and structured data: the rules the gateway also writes into
// the HTML it sends, defined once in the contracts.
export {
  aiSummaryText,
  springMetaDescription,
  springStructuredData,
  springSummary,
  springTitle,
} from '@hotsprings/contracts/page-heads';
