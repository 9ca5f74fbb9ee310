import type { SafetyLevel } from '@hotsprings/contracts/safety';

/** How the site words each safety level the API gives (the API decides the level). */
export const SAFETY_LEVEL_TEXT: Record<SafetyLevel, { title: string; lead: string }> = {
  not_for_soaking: {
    title: 'Not for soaking',
    lead: 'Look from the path only: this water can kill.',
  },
  scald_risk: {
    title: 'Scald risk',
    lead: 'Hot enough to burn: test the water before you get in.',
  },
  caution: {
    title: 'Warm water',
    lead: 'A good soak takes a few precautions.',
  },
  unknown: {
    title: 'Temperature unknown',
    lead: 'No temperature is recorded: treat the water as hot until you have tested it.',
  },
  general: {
    title: 'General advice',
    lead: 'Nothing in the records marks a hazard here, but springs change: look before you enter.',
  },
};

/** The level's wording; a level this build does not know reads as the general advice. */
export const safetyLevelText = (level: string) =>
  SAFETY_LEVEL_TEXT[level as SafetyLevel] ?? SAFETY_LEVEL_TEXT.general;
