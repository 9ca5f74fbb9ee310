import type { TagGroupJson } from '../gen/hotsprings/reviews/v1/review_json';

/**
 * The review tags, defined once: the reviews service serves them at GET /api/reviews/tags (the
 * web app reads them there) and accepts no other. Reviews store them lower-cased.
 */
export const TAG_GROUPS: TagGroupJson[] = [
  {
    name: 'Condition & Temperature',
    tags: [
      'Soakable',
      'Perfect Temperature',
      'Too Hot',
      'Too Cool',
      'Lukewarm',
      'Crystal Clear',
      'Murky Water',
      'Sulfur Smell',
      'Strong Flow',
      'Low Flow',
    ],
  },
  {
    name: 'Type & Location',
    tags: [
      'Primitive',
      'Developed',
      'Resort',
      'Riverside',
      'Lakeside',
      'Desert',
      'Forest',
      'Mountain Views',
      'Canyon',
      'Multiple Pools',
    ],
  },
  {
    name: 'Access & Travel',
    tags: [
      'Drive-Up Access',
      'Short Walk',
      'Long Hike',
      '4WD Required',
      'High Clearance Needed',
      'Boat Access',
      'Seasonal Closure',
      'Winter Access',
      'Remote',
      'Wheelchair Accessible',
    ],
  },
  {
    name: 'Etiquette & Culture',
    tags: [
      'Clothing Optional',
      'Swimsuits Required',
      'Family Friendly',
      'Adults Only',
      'Quiet Zone',
      'Leave No Trace',
      'Pack It Out',
      'Sacred Site',
      'Locals Spot',
      'Respectful Crowd',
    ],
  },
  {
    name: 'Cost & Rules',
    tags: [
      'Free',
      'Paid Entry',
      'Day Pass',
      'Reservation Required',
      'Permit Required',
      'Camping Allowed',
      'No Camping',
      'Dogs Allowed',
      'No Dogs',
      'Time Limit',
    ],
  },
  {
    name: 'Cleanliness & Maintenance',
    tags: [
      'Clean Area',
      'Pristine',
      'Well Maintained',
      'Volunteer Maintained',
      'Regularly Drained',
      'Needs Cleaning',
      'Trash Present',
      'Algae Buildup',
      'Graffiti',
      'Broken Facilities',
    ],
  },
  {
    name: 'Amenities & Comfort',
    tags: [
      'Restrooms',
      'Changing Rooms',
      'Showers',
      'Picnic Tables',
      'Shade',
      'Benches',
      'Lodging Nearby',
      'Food Nearby',
      'Cell Service',
      'No Cell Service',
    ],
  },
  {
    name: 'Parking & Access',
    tags: [
      'Limited Parking',
      'Ample Parking',
      'Free Parking',
      'Paid Parking',
      'Roadside Parking',
      'Trailhead Parking',
      'RV Friendly',
      'Overnight Parking',
      'Parking Fills Early',
      'Gated Lot',
    ],
  },
  {
    name: 'Trail Conditions',
    tags: [
      'Easy Trail',
      'Moderate Trail',
      'Strenuous Trail',
      'Steep Descent',
      'Rocky Path',
      'Muddy Trail',
      'Icy in Winter',
      'Stream Crossing',
      'Well Marked',
      'Unmarked Trail',
    ],
  },
  {
    name: 'Vibe & Popularity',
    tags: [
      'Popular',
      'Crowded',
      'Hidden Gem',
      'Secluded',
      'Peaceful',
      'Social Scene',
      'Romantic',
      'Stargazing',
      'Weekend Crowds',
      'Tourist Spot',
    ],
  },
];

/** Every tag, lower-cased: the form reviews store. */
export const KNOWN_TAGS: ReadonlySet<string> = new Set(
  TAG_GROUPS.flatMap((group) => group.tags.map((tag) => tag.toLowerCase())),
);
