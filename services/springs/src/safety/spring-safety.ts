import {
  CDC_NAEGLERIA_URL,
  CLOSURE_REPORT_DAYS,
  CLOSURE_STATUSES,
  daysBetween,
  NOT_FOR_SOAKING_ABOVE_F,
  SCALD_RISK_ABOVE_F,
  WARM_WATER_FROM_F,
  type SafetyJson,
  type SafetyLevel,
  type SafetyReasonCode,
  type SafetyReasonJson,
} from '@hotsprings/contracts';
import { fahrenheit, noaaTemperatureSource, reportSource } from './fact-source';
import type { ReportFacts, SafetyFacts } from './safety-facts';

/** How grave the water is by the NOAA list alone. */
export function safetyLevel({ temperatureF, temperatureHint }: SafetyFacts): SafetyLevel {
  if (temperatureF === null) {
    if (temperatureHint === 'B') return 'not_for_soaking';
    if (temperatureHint === 'H') return 'scald_risk';
    if (temperatureHint === 'W') return 'caution';
    return 'unknown';
  }
  if (temperatureF > NOT_FOR_SOAKING_ABOVE_F) return 'not_for_soaking';
  if (temperatureF > SCALD_RISK_ABOVE_F) return 'scald_risk';
  if (temperatureF >= WARM_WATER_FROM_F) return 'caution';
  return 'general';
}

function closureReason(report: ReportFacts | null, today: Date): SafetyReasonJson[] {
  if (!report || !CLOSURE_STATUSES.includes(report.status)) return [];
  // A visit dated ahead of the UTC day (a member east of it) counts as today's.
  if (daysBetween(report.visited_on, today.toISOString().slice(0, 10)) > CLOSURE_REPORT_DAYS) {
    return [];
  }
  const what = report.status === 'closed' ? 'closed' : 'access restricted';
  return [
    reason(
      'closure_reported',
      `A member found it ${what} on ${report.visited_on}. Check that it is open, and keep off ` +
        'closed land, before you go.',
      reportSource(report),
    ),
  ];
}

/** The reason the water itself gives, gravest rule first. */
function waterReason(facts: SafetyFacts, level: SafetyLevel): SafetyReasonJson[] {
  const source = noaaTemperatureSource(facts);
  const figure = facts.temperatureF === null ? null : `${fahrenheit(facts.temperatureF)} (NOAA)`;
  switch (level) {
    case 'not_for_soaking':
      return [
        reason(
          'not_for_soaking',
          `${figure ? `${figure} at the source` : 'Recorded as boiling (NOAA)'}: not for soaking, ` +
            'far too hot to enter. ' +
            'Scalding water and thin, unstable ground around it can kill; stay on marked paths.',
          source,
        ),
      ];
    case 'scald_risk':
      return [
        reason(
          'scald_risk',
          figure
            ? `${figure} at the source: hot enough to scald. Test the water with your hand ` +
                'before entering, and soak only where it has cooled.'
            : 'Recorded as hot (NOAA), with no figure: it may be hot enough to scald. Test the ' +
                'water with your hand before entering.',
          source,
        ),
      ];
    case 'unknown':
      return [
        reason(
          'unknown_temperature',
          'Temperature: Unknown. No figure is recorded, so test the water with your hand ' +
            'before entering: hot springs can scald.',
          source,
        ),
      ];
    default:
      return [];
  }
}

/** Warm fresh water, and water of unknown warmth, can hold Naegleria fowleri. */
function warmWaterReason(level: SafetyLevel): SafetyReasonJson[] {
  if (level === 'not_for_soaking' || level === 'general') return [];
  return [
    reason(
      'warm_water',
      'Warm fresh water can hold Naegleria fowleri, a rare amoeba that is deadly when it ' +
        'enters the nose. Keep your head above water: do not dive, dunk or splash water up ' +
        'your nose.',
      { text: 'CDC: Naegleria fowleri', reference: null, url: CDC_NAEGLERIA_URL },
    ),
  ];
}

function reason(
  code: SafetyReasonCode,
  text: string,
  source: SafetyReasonJson['source'],
): SafetyReasonJson {
  return { code, text, source };
}

/**
 * A spring's safety advice (issue 19): its level by the NOAA list, and the reasons with their
 * sources, a member's closure report of the last CLOSURE_REPORT_DAYS first. The one owner of
 * these rules; the web app shows what it says.
 */
export function springSafety(
  facts: SafetyFacts,
  latestReport: ReportFacts | null,
  today: Date,
): SafetyJson {
  const level = safetyLevel(facts);
  return {
    level,
    reasons: [
      ...closureReason(latestReport, today),
      ...waterReason(facts, level),
      ...warmWaterReason(level),
    ],
  };
}
