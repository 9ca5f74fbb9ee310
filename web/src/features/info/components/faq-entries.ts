import { SITE_NAME } from '@hotsprings/contracts/page-heads';

/** The FAQ's nine fixed questions and answers. */
export const FAQ_ENTRIES: { question: string; answer: string }[] = [
  {
    question: `What is ${SITE_NAME}?`,
    answer: `${SITE_NAME} is a guide to natural hot springs across North America, with a focus on the United States. It maps more than a thousand springs and brings together their locations, water temperatures, descriptions, visitor reviews and photos, so you can find a soak and plan the trip there.`,
  },
  {
    question: 'How do I search for hot springs?',
    answer:
      "Type a spring's name or a place into the search box at the top of any page and press 'Find Springs'. For a visual search, open the interactive map: filter by state, water temperature and minimum rating, search for a city, or use 'Find my location' to see what is nearby.",
  },
  {
    question: 'What information is available for each spring?',
    answer:
      'Each spring has its own page with the water temperature in Fahrenheit and Celsius, its state and coordinates, a description or summary, a small map with directions, the average rating and number of reviews, popular tags from visitors, and photos and reviews shared by the community.',
  },
  {
    question: 'How do I save a spring to my Bucket List?',
    answer:
      "Sign in, open the spring's page and tap the heart icon to add it to your Bucket List. Once you have been, mark it as Visited. Both lists live on your My Favorites page.",
  },
  {
    question: 'Can I contribute reviews?',
    answer:
      "Yes, and we hope you will. Signed-in members can press 'Leave a Review' on any spring page to give an overall star rating, optionally rate soakability, safety, access, clothing policy and atmosphere, pick tags and add a photo. You can edit or delete your own reviews at any time.",
  },
  {
    question: 'What do premium members get?',
    answer:
      'Premium membership, $9.99 per month, unlocks advanced filters, ad-free browsing and the full set of trip planner tools, including saved trip plans and full spring summaries. Offline maps are coming soon. A referral code can also grant premium.',
  },
  {
    question: 'How do you keep the information current?',
    answer:
      "Our spring list starts from NOAA's survey of thermal springs. Ratings, tags and photos update as soon as visitors post reviews, so recent reports from the community show you how a spring looks today. We also review corrections that readers send us.",
  },
  {
    question: 'How can I report incorrect information?',
    answer:
      "Use the 'Report an issue' button on the spring's page: choose which fact is wrong (name, location, temperature or something else) and tell us what you found. You need to be logged in. You can also use the contact form and tell us which spring is affected and what has changed; we check every report.",
  },
  {
    question: 'What safety tips should I follow when visiting hot springs?',
    answer:
      'Test the water with your hand before getting in: some springs are hot enough to scald. Keep your head above water, since warm pools can carry harmful amoebae. Soak in short sessions, drink plenty of water, skip alcohol, and never soak alone in remote places. Check road and trail conditions, respect closures and private land, and leave no trace.',
  },
];
