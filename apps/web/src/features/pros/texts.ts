// The pros feature's words (the ones the API shares live in packages/contracts/src/pros.ts).
export const prosTexts = {
  respondsIn: 'Responds in about',
  inBusiness: 'in business',
  newBusiness: 'New business',
  noRatings: 'No reviews yet',
  milesAway: 'mi away',
  insured: 'Insured',
  licensed: 'Licensed',
  services: 'Services',
  areas: 'Areas served',
  areaRadius: (miles: number) => `within ${miles} mi`,
  reviews: 'Reviews',
  portfolio: 'Portfolio',
  memberSince: 'On HomeBid since',
  jobsCompleted: (count: number) => `${count} ${count === 1 ? 'job' : 'jobs'} completed on HomeBid`,
  loading: 'Loading the pro’s profile…',
  loadFailed: 'The profile could not be loaded.',
} as const;
