// The pros feature's words (the ones the API shares live in packages/contracts/src/pros.ts).
export const prosTexts = {
  respondsIn: 'Responds in about',
  inBusiness: 'in business',
  newBusiness: 'New business',
  noRatings: 'No reviews yet',
  milesAway: 'mi away',
  /**
   * The badges: the mobile confirmed by a texted code; licence and insurance numbers stated (never
   * shown); a licence or insurance certificate an operator approved (the file stays private).
   */
  badges: 'Verified and stated by the pro',
  phoneVerified: 'Phone verified',
  insured: 'Insurance stated',
  licensed: 'Licence stated',
  licenseVerified: 'Licence verified',
  insuranceVerified: 'Insurance verified',
  /** Read after a verified badge by screen readers: what stands behind it. */
  certificateReviewed: 'HomeBid reviewed the certificate',
  services: 'Services',
  areas: 'Areas served',
  areaRadius: (miles: number) => `within ${miles} mi`,
  reviews: 'Reviews',
  responseFrom: (company: string) => `Response from ${company}`,
  portfolio: 'Portfolio',
  memberSince: 'On HomeBid since',
  jobsCompleted: (count: number) => `${count} ${count === 1 ? 'job' : 'jobs'} completed on HomeBid`,
  loading: 'Loading the pro’s profile…',
  loadFailed: 'The profile could not be loaded.',
} as const;
