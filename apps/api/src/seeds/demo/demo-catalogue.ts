// What the demo marketplace holds, so the demo account shows a living marketplace: the demo provider's business,
// services and area, the demo customers, a few competing pros, and the projects around New York.
// Data only; seed-demo.ts plays it through the product's services. Mobile numbers are in 555-0100…0199, which US
// numbering keeps for fiction; e-mails are @homebid.local.
import type { TLeadPipelineStatus } from '@homebid/contracts/lead-pipeline';
import { QUESTION_TYPE, type TMeasurement, type TQuestionAnswer } from '@homebid/contracts/projects';

/** Question type of a plain-text answer (any type but 4, 6 and 7). */
const TEXT_QUESTION = 1;

const yesNo = (question: string, answer: boolean): TQuestionAnswer => ({
  question,
  answer,
  question_type: QUESTION_TYPE.yesNo,
});
const choices = (question: string, ...answer: string[]): TQuestionAnswer => ({
  question,
  answer,
  question_type: QUESTION_TYPE.choices,
});
const measurements = (question: string, answer: TMeasurement | TMeasurement[]): TQuestionAnswer => ({
  question,
  answer,
  question_type: QUESTION_TYPE.measurements,
});
const text = (question: string, answer: string): TQuestionAnswer => ({
  question,
  answer,
  question_type: TEXT_QUESTION,
});
const area = (
  title: string,
  length: number | string,
  breadth: number | string | null,
  height: number | string | null = null,
  unit = 'ft',
): TMeasurement => ({ title, measuring_length: length, measuring_breadth: breadth, measuring_height: height, unit });

/** The demo provider the README names, so a newcomer can sign in at once (every demo person's password). */
export const DEMO_PROVIDER = {
  name: 'Dana Demo',
  email: 'demo.pro@homebid.local',
  password: 'HomeBid-demo-2026',
  mobileNumber: '2125550147',
  companyName: 'Demo Home Services LLC',
  streetAddress: '350 5th Ave',
  zipcode: '10118',
  yearsOfBusiness: 8,
} as const;

/** The company type every demo business registers with (2 of the registration's three). */
export const DEMO_COMPANY_TYPE = 2;

/** The demo provider's profile details beyond registration, entered on its profile page. */
export const DEMO_BUSINESS = {
  website: 'https://demo-home-services.example',
  aboutUs:
    'Family-run general contractor serving Manhattan, Brooklyn, Queens and North Jersey since 2018. We handle roof ' +
    'repairs, plumbing, painting and kitchen and bath remodels with our own licensed crew, and we clean up every day.',
  insuranceNumber: 'GL-4471902-NY',
  licenseNumber: 'NYC-HIC-2081457',
} as const;

/** The demo provider's service area: 30 miles around Chelsea, Manhattan. */
export const DEMO_AREA = { zipcode: '10001', radius: 30 } as const;

/** The sub-types the demo provider offers, by service type (names of the service catalogue). */
export const DEMO_SERVICES: Readonly<Record<string, readonly string[]>> = {
  Roofing: ['Roof Repair', 'Roof Replacement'],
  Plumbing: ['Leak Repair', 'Water Heater Installation', 'Drain Cleaning', 'Fixture Installation'],
  Painting: ['Interior Painting', 'Exterior Painting', 'Cabinet Painting'],
  Remodelling: ['Kitchen Remodel', 'Bathroom Remodel'],
};

export interface DemoPerson {
  key: string;
  name: string;
  email: string;
  mobileNumber: string;
}

/** Customers (user type 1), signed up and verified; they sign in with the demo password. */
export const DEMO_CUSTOMERS = [
  { key: 'emily', name: 'Emily Carter', email: 'emily.carter@homebid.local', mobileNumber: '2125550101' },
  { key: 'marcus', name: 'Marcus Johnson', email: 'marcus.johnson@homebid.local', mobileNumber: '7185550102' },
  { key: 'priya', name: 'Priya Patel', email: 'priya.patel@homebid.local', mobileNumber: '2015550103' },
  { key: 'daniel', name: 'Daniel Kim', email: 'daniel.kim@homebid.local', mobileNumber: '7185550104' },
  { key: 'sofia', name: 'Sofia Alvarez', email: 'sofia.alvarez@homebid.local', mobileNumber: '9145550105' },
  { key: 'james', name: "James O'Connor", email: 'james.oconnor@homebid.local', mobileNumber: '5165550106' },
] as const satisfies readonly DemoPerson[];
export type DemoCustomerKey = (typeof DEMO_CUSTOMERS)[number]['key'];

/**
 * Other pros who bid too (signed up without a password: nobody signs in as them), so bid counts look
 * like a market. Each serves RIVAL_RADIUS miles around its own zip code and offers the sub-types of
 * the projects it bids on.
 */
export const DEMO_RIVALS = [
  {
    key: 'tony',
    name: 'Tony Russo',
    email: 'tony.russo@homebid.local',
    mobileNumber: '7185550121',
    companyName: 'Russo Brothers Contracting',
    streetAddress: '221 5th Ave',
    zipcode: '11215',
    yearsOfBusiness: 15,
  },
  {
    key: 'maria',
    name: 'Maria Gonzalez',
    email: 'maria.gonzalez@homebid.local',
    mobileNumber: '2015550122',
    companyName: 'Empire Plumbing & Heating',
    streetAddress: '95 Christopher Columbus Dr',
    zipcode: '07302',
    yearsOfBusiness: 11,
  },
  {
    key: 'kevin',
    name: 'Kevin Walsh',
    email: 'kevin.walsh@homebid.local',
    mobileNumber: '9145550123',
    companyName: 'Hudson Valley Painting Co.',
    streetAddress: '40 S Broadway',
    zipcode: '10701',
    yearsOfBusiness: 6,
  },
] as const satisfies ReadonlyArray<
  DemoPerson & { companyName: string; streetAddress: string; zipcode: string; yearsOfBusiness: number }
>;
export type DemoRivalKey = (typeof DEMO_RIVALS)[number]['key'];
/** Wide enough for every rival to reach the projects it bids on. */
export const RIVAL_RADIUS = 40;
/** How long ago the demo customers and rivals joined. */
export const JOINED_HOURS_AGO = 24 * 60;

/** A bid: fixed (the whole amount) or hourly (a rate and hours), in dollars. */
export type DemoBid =
  | { type: 'fixed'; amount: number; breakdown: string; hoursAgo: number }
  | { type: 'hourly'; rate: number; hours: number; breakdown: string; hoursAgo: number };

export interface DemoProject {
  /** The catalogue's own number (tests and the README name projects by it). */
  number: number;
  customer: DemoCustomerKey;
  serviceType: string;
  subType: string;
  zipcode: string;
  street: string;
  title: string;
  description: string;
  /** Dollars, or null: "Not specified". */
  budget: number | null;
  questions: TQuestionAnswer[];
  /** How many photos (0 to 3). */
  photos: number;
  /** Posted this many hours before the seed ran. */
  hoursAgo: number;
  demoBid?: DemoBid;
  rivalBids?: ReadonlyArray<{ rival: DemoRivalKey; amount: number; hoursAgo: number }>;
  bookmarked?: boolean;
  /** What became of it: hired the demo provider, completed by it (with a review), or hired a rival. */
  outcome?:
    | { kind: 'hired'; hiredHoursAgo: number }
    | { kind: 'completed'; hiredHoursAgo: number; completedHoursAgo: number; review: DemoReview }
    | { kind: 'awarded_to_rival'; rival: DemoRivalKey; hiredHoursAgo: number };
}

export interface DemoReview {
  rating: number;
  comment: string;
  hoursAgo: number;
}

/**
 * 37 projects: 28 in the demo provider's area and services (25 of them open, 16 of those posted in
 * the last 7 days), 4 in its area for services it does not offer, and 5 outside its 30 miles.
 */
export const DEMO_PROJECTS: readonly DemoProject[] = [
  {
    number: 1,
    customer: 'marcus',
    serviceType: 'Roofing',
    subType: 'Roof Repair',
    zipcode: '11215',
    street: '412 7th St',
    title: 'Fix leaking flat roof over brownstone kitchen extension',
    description:
      'Water drips through the kitchen ceiling light whenever it rains hard. The extension has a flat roof with a ' +
      'rubber membrane, about 15 years old. I would like the leak found and repaired properly, not just tarred over.',
    budget: 1800,
    questions: [
      yesNo('Is water coming inside the home?', true),
      choices('What type of roof is it?', 'Flat / low slope'),
      measurements('Approximate roof size', area('Kitchen extension roof', 14, 18)),
      text('When did the problem start?', 'After the storm last Tuesday; it has dripped twice since.'),
    ],
    photos: 2,
    hoursAgo: 5,
    rivalBids: [{ rival: 'tony', amount: 1650, hoursAgo: 3 }],
  },
  {
    number: 2,
    customer: 'priya',
    serviceType: 'Roofing',
    subType: 'Roof Replacement',
    zipcode: '07042',
    street: '28 Lorraine Ave',
    title: 'Replace 25-year-old asphalt shingle roof',
    description:
      'Two-story colonial, roughly 2,200 sq ft of roof. Shingles are curling and we lost a few in the last storm. ' +
      'Looking for a full tear-off and architectural shingles, new drip edge and ridge vent. Gutters stay.',
    budget: 14000,
    questions: [
      yesNo('Is water coming inside the home?', false),
      choices('What type of roof is it?', 'Asphalt shingles'),
      choices('Which extras do you want quoted?', 'Ridge vent', 'Drip edge', 'Ice and water shield'),
      measurements('Approximate roof size', area('Main roof (footprint)', 44, 32)),
      text('How many layers of shingles are on the roof now?', 'One layer, as far as we know.'),
    ],
    photos: 2,
    hoursAgo: 30,
    demoBid: {
      type: 'fixed',
      amount: 13500,
      breakdown: 'Tear-off and disposal $3,200; GAF architectural shingles and underlayment $6,900; labor $3,400.',
      hoursAgo: 26,
    },
    rivalBids: [{ rival: 'tony', amount: 14800, hoursAgo: 20 }],
  },
  {
    number: 3,
    customer: 'emily',
    serviceType: 'Plumbing',
    subType: 'Leak Repair',
    zipcode: '10025',
    street: '601 W 110th St, Apt 7C',
    title: 'Leak under kitchen sink',
    description:
      'There is a slow leak under the kitchen sink: the cabinet floor is wet every morning. I think it is the drain ' +
      'trap or the dishwasher hose. Building super says I need my own plumber.',
    budget: 250,
    questions: [
      yesNo('Is the water shut-off valve accessible?', true),
      choices('Where is the leak?', 'Under a sink'),
      text('Anything else we should know?', 'Doorman building: please bring a certificate of insurance.'),
    ],
    photos: 1,
    hoursAgo: 2,
  },
  {
    number: 4,
    customer: 'daniel',
    serviceType: 'Plumbing',
    subType: 'Water Heater Installation',
    zipcode: '11375',
    street: '71-14 Nansen St',
    title: 'Replace 50-gallon gas water heater',
    description:
      'Our 12-year-old Bradford White tank is rusting at the bottom and the hot water runs out fast. We want a ' +
      'like-for-like 50-gallon gas replacement, haul-away of the old tank and a new expansion tank if code needs one.',
    budget: 2200,
    questions: [
      choices('Fuel type', 'Natural gas'),
      choices('Tank size', '50 gallons'),
      yesNo('Is the old unit leaking?', false),
      measurements('Space where it stands', area('Utility closet', 30, 30, 84, 'in')),
    ],
    photos: 1,
    hoursAgo: 20,
    demoBid: {
      type: 'fixed',
      amount: 1950,
      breakdown:
        'Rheem 50 gal Performance Plus $980; expansion tank and fittings $170; labor, permit and haul-away $800.',
      hoursAgo: 18,
    },
    rivalBids: [{ rival: 'maria', amount: 2100, hoursAgo: 15 }],
  },
  {
    number: 5,
    customer: 'emily',
    serviceType: 'Plumbing',
    subType: 'Drain Cleaning',
    zipcode: '10003',
    street: '54 E 13th St, Apt 3F',
    title: 'Slow bathtub and bathroom sink drains',
    description:
      'Both the tub and the sink in our only bathroom drain very slowly. Store-bought drain cleaner did not help. ' +
      'Probably hair; the building is from the 1920s.',
    budget: 200,
    questions: [
      choices('Which drains are slow?', 'Bathtub', 'Bathroom sink'),
      yesNo('Have you used a chemical drain cleaner?', true),
      text('Best time for a visit', 'Weekday mornings before 11.'),
    ],
    photos: 0,
    hoursAgo: 50,
    demoBid: {
      type: 'hourly',
      rate: 95,
      hours: 2,
      breakdown: 'Snake both lines and clear the traps; two hours covers both drains including clean-up.',
      hoursAgo: 47,
    },
  },
  {
    number: 6,
    customer: 'priya',
    serviceType: 'Plumbing',
    subType: 'Fixture Installation',
    zipcode: '07030',
    street: '1025 Hudson St',
    title: 'Install new kitchen faucet and garbage disposal',
    description:
      'I bought a Moen pull-down faucet and an InSinkErator 1/2 HP disposal. Need them installed under a single-bowl ' +
      'sink. There is an outlet under the sink already.',
    budget: 450,
    questions: [
      yesNo('Have you bought the fixtures already?', true),
      choices('What should be installed?', 'Kitchen faucet', 'Garbage disposal'),
      yesNo('Is there an electrical outlet under the sink?', true),
    ],
    photos: 1,
    hoursAgo: 70,
    rivalBids: [{ rival: 'maria', amount: 380, hoursAgo: 66 }],
  },
  {
    number: 7,
    customer: 'emily',
    serviceType: 'Painting',
    subType: 'Interior Painting',
    zipcode: '10011',
    street: '225 W 15th St, Apt 4R',
    title: 'Paint two-bedroom apartment before move-in',
    description:
      'Empty two-bedroom, about 950 sq ft. Walls, ceilings and trim, eggshell on walls and semi-gloss on trim. ' +
      'Some patching of nail holes. We move in on the 1st, so the job must be done within the next two weeks.',
    budget: 3200,
    questions: [
      choices('Which rooms?', 'Living room', 'Bedroom 1', 'Bedroom 2', 'Hallway'),
      choices('What should be painted?', 'Walls', 'Ceilings', 'Trim'),
      measurements('Room sizes', [
        area('Living room', 18, 13, 9),
        area('Bedroom 1', 12, 11, 9),
        area('Bedroom 2', 11, 10, 9),
      ]),
      yesNo('Will you supply the paint?', false),
      text('Colors', 'Benjamin Moore Chantilly Lace everywhere; the second bedroom gets Hale Navy on one wall.'),
    ],
    photos: 3,
    hoursAgo: 8,
    demoBid: {
      type: 'fixed',
      amount: 2900,
      breakdown: 'Two coats on walls and ceilings, trim in semi-gloss; patching included; paint $420 included.',
      hoursAgo: 6,
    },
    rivalBids: [
      { rival: 'kevin', amount: 3100, hoursAgo: 7 },
      { rival: 'tony', amount: 3400, hoursAgo: 4 },
    ],
  },
  {
    number: 8,
    customer: 'priya',
    serviceType: 'Painting',
    subType: 'Exterior Painting',
    zipcode: '07601',
    street: '186 Prospect Ave',
    title: 'Repaint exterior of colonial house and trim',
    description:
      'Wood clapboard siding, two stories, peeling in places on the south side. Scrape, prime bare spots and paint ' +
      'siding, trim, shutters and the front door. Same colors as now (white with black shutters).',
    budget: 7500,
    questions: [
      choices('Surfaces', 'Wood siding', 'Trim', 'Shutters', 'Front door'),
      yesNo('Is there peeling or flaking paint?', true),
      measurements('House footprint', area('House', 36, 28, 20)),
      text('Access notes', 'A large hedge runs along the left side of the house.'),
    ],
    photos: 2,
    hoursAgo: 100,
    rivalBids: [{ rival: 'kevin', amount: 6900, hoursAgo: 90 }],
  },
  {
    number: 9,
    customer: 'marcus',
    serviceType: 'Painting',
    subType: 'Cabinet Painting',
    zipcode: '11201',
    street: '150 Joralemon St',
    title: 'Paint oak kitchen cabinets white',
    description:
      'Golden oak cabinets from the 90s: 18 doors and 6 drawer fronts. Want them professionally sprayed in white ' +
      'with new hardware (which I will supply). Boxes painted in place.',
    budget: 2800,
    questions: [
      measurements('Cabinet count', [
        area('Upper doors', '8 doors', null, null, ''),
        area('Lower doors', '10 doors', null, null, ''),
        area('Drawer fronts', '6 drawers', null, null, ''),
      ]),
      choices('Finish', 'Satin'),
      yesNo('Should the cabinet boxes be painted too?', true),
    ],
    photos: 2,
    hoursAgo: 40,
    bookmarked: true,
  },
  {
    number: 10,
    customer: 'emily',
    serviceType: 'Remodelling',
    subType: 'Kitchen Remodel',
    zipcode: '10024',
    street: '255 W 84th St, Apt 9A',
    title: 'Galley kitchen remodel in prewar co-op',
    description:
      'Full remodel of a 7 x 12 ft galley kitchen: new cabinets, quartz counters, tile backsplash, move the ' +
      'dishwasher, new lighting. The co-op board needs a licensed and insured contractor and approved plans.',
    budget: 45000,
    questions: [
      choices('What is included?', 'Cabinets', 'Countertops', 'Backsplash', 'Lighting', 'Appliance installation'),
      measurements('Kitchen size', area('Galley kitchen', 12, 7, 9)),
      yesNo('Do you have plans or drawings?', true),
      yesNo('Does your building require an alteration agreement?', true),
      text('Timeline', 'We would like to start in about six weeks, after board approval.'),
    ],
    photos: 3,
    hoursAgo: 120,
    demoBid: {
      type: 'fixed',
      amount: 42000,
      breakdown:
        'Demo and disposal $3,500; semi-custom cabinets $14,800; quartz counters $6,200; tile $2,900; ' +
        'electrical and plumbing $6,600; labor and co-op paperwork $8,000.',
      hoursAgo: 100,
    },
    rivalBids: [
      { rival: 'tony', amount: 47500, hoursAgo: 110 },
      { rival: 'maria', amount: 44000, hoursAgo: 96 },
    ],
  },
  {
    number: 11,
    customer: 'marcus',
    serviceType: 'Remodelling',
    subType: 'Bathroom Remodel',
    zipcode: '11211',
    street: '88 N 6th St',
    title: 'Gut renovation of small bathroom',
    description:
      '5 x 8 ft bathroom in a 1930s walk-up. Everything goes: tub, tile, vanity, toilet. New tub with tile ' +
      'surround, floor tile, vanity, toilet, exhaust fan. Plumbing is old galvanized.',
    budget: 18000,
    questions: [
      measurements('Bathroom size', area('Bathroom', 8, 5, 8.5)),
      choices('What should be replaced?', 'Tub', 'Tile', 'Vanity', 'Toilet', 'Exhaust fan'),
      yesNo('Is this the only bathroom?', true),
      text('Style', 'Simple white subway tile, black hex floor.'),
    ],
    photos: 2,
    hoursAgo: 60,
    rivalBids: [{ rival: 'tony', amount: 19500, hoursAgo: 52 }],
  },
  {
    number: 12,
    customer: 'sofia',
    serviceType: 'Roofing',
    subType: 'Roof Repair',
    zipcode: '10314',
    street: '57 Willowbrook Rd',
    title: 'Missing shingles after windstorm',
    description:
      'About a dozen shingles blew off the back slope of our split-level. No leak yet but I want it fixed before ' +
      'the next rain. The roof is about 10 years old.',
    budget: 600,
    questions: [
      yesNo('Is water coming inside the home?', false),
      choices('What type of roof is it?', 'Asphalt shingles'),
      text('How many stories?', 'Split-level, the back slope is over the one-story part.'),
    ],
    photos: 1,
    hoursAgo: 14,
    demoBid: {
      type: 'hourly',
      rate: 85,
      hours: 6,
      breakdown: 'Two roofers for three hours, matching shingles and sealant included in the rate.',
      hoursAgo: 11,
    },
  },
  {
    number: 13,
    customer: 'sofia',
    serviceType: 'Plumbing',
    subType: 'Leak Repair',
    zipcode: '10463',
    street: '3530 Henry Hudson Pkwy, Apt 12D',
    title: 'Water stain on ceiling below upstairs bathroom',
    description:
      'A brown stain appeared on the hallway ceiling under the upstairs neighbor’s bathroom. It is slightly soft ' +
      'to the touch. Need someone to find the source and repair, and patch the ceiling afterwards.',
    budget: null,
    questions: [
      yesNo('Is the water shut-off valve accessible?', false),
      choices('Where is the leak?', 'Ceiling'),
      measurements('Size of the stain', area('Stain', 24, 18, null, 'in')),
    ],
    photos: 1,
    hoursAgo: 26,
  },
  {
    number: 14,
    customer: 'priya',
    serviceType: 'Plumbing',
    subType: 'Water Heater Installation',
    zipcode: '07302',
    street: '77 Hudson St, Unit 2204',
    title: 'Tankless water heater installation',
    description:
      'Replacing a 40-gallon electric tank with an electric tankless unit to free up closet space. The condo ' +
      'allows it; an electrician may be needed for a new 240 V circuit.',
    budget: 4000,
    questions: [
      choices('Fuel type', 'Electric'),
      choices('Tank size', 'Tankless'),
      yesNo('Is the old unit leaking?', false),
      text('Electrical panel', '200 A panel, two free slots.'),
    ],
    photos: 1,
    hoursAgo: 150,
  },
  {
    number: 15,
    customer: 'marcus',
    serviceType: 'Painting',
    subType: 'Interior Painting',
    zipcode: '11238',
    street: '610 Vanderbilt Ave',
    title: 'Accent walls and ceiling in living room',
    description:
      'Living room of a brownstone parlor floor: two accent walls in a deep green and a fresh white ceiling ' +
      '(11 ft high). Crown molding stays as is.',
    budget: 900,
    questions: [
      choices('Which rooms?', 'Living room'),
      choices('What should be painted?', 'Walls', 'Ceilings'),
      measurements('Room size', area('Living room', 20, 15, 11)),
      yesNo('Will you supply the paint?', true),
    ],
    photos: 1,
    hoursAgo: 180,
  },
  {
    number: 16,
    customer: 'sofia',
    serviceType: 'Remodelling',
    subType: 'Kitchen Remodel',
    zipcode: '10801',
    street: '45 Elm St',
    title: 'Kitchen refresh: new countertops, backsplash and sink',
    description:
      'Cabinets are in good shape. We want granite or quartz counters (about 40 sq ft), an undermount sink, a ' +
      'subway-tile backsplash and a new faucet. Old laminate counters to be removed.',
    budget: 22000,
    questions: [
      choices('What is included?', 'Countertops', 'Backsplash', 'Sink and faucet'),
      measurements('Counter runs', [area('Left run', 96, 25.5, null, 'in'), area('Island', 72, 36, null, 'in')]),
      yesNo('Do you have plans or drawings?', false),
    ],
    photos: 2,
    hoursAgo: 200,
  },
  {
    number: 17,
    customer: 'james',
    serviceType: 'Remodelling',
    subType: 'Bathroom Remodel',
    zipcode: '11021',
    street: '12 Arrandale Ave',
    title: 'Convert tub to walk-in shower',
    description:
      'Master bath: remove the tub and build a curbless walk-in shower with glass panel, niche and grab bar. ' +
      'Tile floor in the shower to match the existing bathroom floor if possible.',
    budget: 12000,
    questions: [
      measurements('Tub alcove', area('Alcove', 60, 32, 96, 'in')),
      yesNo('Is this the only bathroom?', false),
      choices('Extras', 'Glass panel', 'Niche', 'Grab bar', 'Bench'),
      text('Why the change?', 'My mother is moving in and the tub is hard for her to step into.'),
    ],
    photos: 2,
    hoursAgo: 220,
    demoBid: {
      type: 'fixed',
      amount: 11800,
      breakdown: 'Tub removal, curbless pan and waterproofing $4,300; tile and labor $5,100; glass panel $2,400.',
      hoursAgo: 210,
    },
  },
  {
    number: 18,
    customer: 'daniel',
    serviceType: 'Plumbing',
    subType: 'Drain Cleaning',
    zipcode: '11101',
    street: '27-15 Jackson Ave',
    title: 'Main sewer line backing up in basement',
    description:
      'The floor drain in our basement backs up whenever the washing machine drains. Two-family house, 1940s. ' +
      'Probably roots in the main line; we would like a camera inspection and clearing.',
    budget: 500,
    questions: [
      choices('Which drains are slow?', 'Basement floor drain', 'Laundry'),
      yesNo('Have you used a chemical drain cleaner?', false),
      yesNo('Is there a cleanout you can reach?', true),
    ],
    photos: 1,
    hoursAgo: 240,
    rivalBids: [{ rival: 'maria', amount: 475, hoursAgo: 230 }],
  },
  {
    number: 19,
    customer: 'sofia',
    serviceType: 'Painting',
    subType: 'Exterior Painting',
    zipcode: '10701',
    street: '318 Park Ave',
    title: 'Paint wood porch and railings',
    description:
      'Covered front porch: floor boards, railings and spindles. Floor needs sanding and porch enamel; railings ' +
      'are peeling. Please include minor wood repair if a spindle is rotten.',
    budget: 1500,
    questions: [
      choices('Surfaces', 'Porch floor', 'Railings'),
      measurements('Porch size', area('Porch', 24, 8)),
      yesNo('Is there peeling or flaking paint?', true),
    ],
    photos: 1,
    hoursAgo: 260,
  },
  {
    number: 20,
    customer: 'james',
    serviceType: 'Roofing',
    subType: 'Roof Replacement',
    zipcode: '11550',
    street: '90 Fulton Ave',
    title: 'Roof replacement on Cape Cod with two dormers',
    description:
      'Cape Cod house with two front dormers, shingles from 2001. Some soft spots in the decking near the chimney. ' +
      'Need full replacement and decking repair where needed.',
    budget: 16000,
    questions: [
      choices('What type of roof is it?', 'Asphalt shingles'),
      yesNo('Is water coming inside the home?', false),
      measurements('Approximate roof size', [area('Main roof', 40, 30), area('Dormers (each)', 10, 8)]),
    ],
    photos: 2,
    hoursAgo: 290,
  },
  {
    number: 21,
    customer: 'emily',
    serviceType: 'Plumbing',
    subType: 'Fixture Installation',
    zipcode: '10128',
    street: '1641 3rd Ave, Apt 18B',
    title: 'Replace toilet and vanity faucet',
    description:
      'Swap the old running toilet for a Toto Drake I already bought, and install a new single-hole faucet on ' +
      'the vanity. Haul away the old toilet please.',
    budget: 600,
    questions: [
      yesNo('Have you bought the fixtures already?', true),
      choices('What should be installed?', 'Toilet', 'Bathroom faucet'),
    ],
    photos: 0,
    hoursAgo: 300,
    demoBid: {
      type: 'fixed',
      amount: 520,
      breakdown: 'Toilet install with new wax ring and supply line; faucet install; haul-away $40.',
      hoursAgo: 296,
    },
  },
  {
    number: 22,
    customer: 'priya',
    serviceType: 'Painting',
    subType: 'Cabinet Painting',
    zipcode: '07024',
    street: '2000 Linwood Ave, Apt 5K',
    title: 'Refinish bathroom vanity and linen cabinet',
    description:
      'Two bathroom cabinets with dated cherry finish. Want them painted a soft gray with a durable finish. ' +
      'Six doors in total, two drawers.',
    budget: 700,
    questions: [
      measurements('Cabinet count', area('Doors and drawers', '6 doors, 2 drawers', null, null, '')),
      choices('Finish', 'Semi-gloss'),
    ],
    photos: 1,
    hoursAgo: 320,
  },
  {
    number: 23,
    customer: 'sofia',
    serviceType: 'Plumbing',
    subType: 'Leak Repair',
    zipcode: '10601',
    street: '14 Bryant Ave',
    title: 'Outdoor spigot leaking into basement',
    description:
      'When the garden hose is on, water drips inside the basement wall behind the spigot. Probably a cracked ' +
      'frost-free sillcock. Replace it please.',
    budget: 300,
    questions: [
      yesNo('Is the water shut-off valve accessible?', true),
      choices('Where is the leak?', 'Outdoor faucet', 'Basement'),
    ],
    photos: 1,
    hoursAgo: 330,
  },
  {
    number: 24,
    customer: 'priya',
    serviceType: 'Painting',
    subType: 'Interior Painting',
    zipcode: '07090',
    street: '611 Boulevard',
    title: 'Paint stairwell and upstairs hallway',
    description:
      'Two-story stairwell with a tall wall (about 16 ft at the highest point) and the upstairs hallway. Walls ' +
      'and trim. Needs scaffolding or a plank setup over the stairs.',
    budget: 1800,
    questions: [
      choices('Which rooms?', 'Stairwell', 'Hallway'),
      measurements('Tallest wall', area('Stairwell wall', 14, null, 16)),
      yesNo('Will you supply the paint?', false),
      text('Colors', 'Same as now: Sherwin-Williams Agreeable Gray.'),
    ],
    photos: 1,
    hoursAgo: 34,
    rivalBids: [{ rival: 'kevin', amount: 1700, hoursAgo: 28 }],
  },
  {
    number: 25,
    customer: 'emily',
    serviceType: 'Remodelling',
    subType: 'Bathroom Remodel',
    zipcode: '10028',
    street: '201 E 87th St, Apt 6G',
    title: 'Update powder room',
    description:
      'Small powder room: new floating vanity, wall-hung mirror, new toilet and a wallpapered accent wall. ' +
      'Keep the existing floor tile.',
    budget: 6500,
    questions: [
      measurements('Room size', area('Powder room', 6, 4, 8.5)),
      choices('What should be replaced?', 'Vanity', 'Toilet', 'Mirror'),
      yesNo('Is this the only bathroom?', false),
    ],
    photos: 1,
    hoursAgo: 12,
  },
  // ── The demo provider's own jobs ─────────────────────────────────────────────────────────────
  {
    number: 26,
    customer: 'marcus',
    serviceType: 'Remodelling',
    subType: 'Bathroom Remodel',
    zipcode: '11217',
    street: '245 Dean St',
    title: 'Re-tile shower walls and replace shower valve',
    description:
      'Cracked tile and failing grout in the shower; the old two-handle valve drips. Remove the wall tile, new ' +
      'backer board and waterproofing, new tile to the ceiling and a pressure-balanced valve.',
    budget: 8500,
    questions: [
      measurements('Shower walls', [
        area('Back wall', 60, null, 96, 'in'),
        area('Side walls (each)', 32, null, 96, 'in'),
      ]),
      yesNo('Is this the only bathroom?', true),
      choices('Tile', '3x12 subway', 'Matte white'),
      text('Access', 'Third-floor walk-up; parking is tight on Dean St.'),
    ],
    photos: 2,
    hoursAgo: 216,
    demoBid: {
      type: 'fixed',
      amount: 7800,
      breakdown: 'Demo and backer board $1,600; Schluter waterproofing $900; tile and labor $4,300; valve $1,000.',
      hoursAgo: 200,
    },
    rivalBids: [{ rival: 'tony', amount: 8900, hoursAgo: 190 }],
    outcome: { kind: 'hired', hiredHoursAgo: 150 },
  },
  {
    number: 27,
    customer: 'emily',
    serviceType: 'Painting',
    subType: 'Interior Painting',
    zipcode: '10009',
    street: '410 E 6th St, Apt 2A',
    title: 'Paint one-bedroom apartment',
    description:
      'One-bedroom, walls and ceilings, light patching. Furniture stays in place and needs covering. Colors are ' +
      'picked already.',
    budget: 2000,
    questions: [
      choices('Which rooms?', 'Living room', 'Bedroom', 'Kitchen'),
      measurements('Room sizes', [area('Living room', 16, 12, 9), area('Bedroom', 12, 10, 9)]),
      yesNo('Will you supply the paint?', false),
      text('Colors', 'Simply White in the living room, Pale Oak in the bedroom.'),
    ],
    photos: 2,
    hoursAgo: 312,
    demoBid: {
      type: 'fixed',
      amount: 1850,
      breakdown: 'Two coats, walls and ceilings, furniture covered and moved back; paint included.',
      hoursAgo: 306,
    },
    rivalBids: [{ rival: 'kevin', amount: 2150, hoursAgo: 300 }],
    outcome: {
      kind: 'completed',
      hiredHoursAgo: 290,
      completedHoursAgo: 60,
      review: {
        rating: 5,
        comment:
          'Dana’s crew showed up on time, covered every piece of furniture and left the place spotless. The walls ' +
          'look brand new and the price was exactly the bid. Would hire again!',
        hoursAgo: 50,
      },
    },
  },
  {
    number: 28,
    customer: 'marcus',
    serviceType: 'Roofing',
    subType: 'Roof Repair',
    zipcode: '11229',
    street: '2415 Avenue U',
    title: 'Repair flashing around chimney',
    description:
      'Water comes in around the chimney during heavy rain. The flashing looks loose and the mortar at the top is ' +
      'cracked. Repair the flashing and repoint if needed.',
    budget: 900,
    questions: [
      yesNo('Is water coming inside the home?', true),
      choices('What type of roof is it?', 'Asphalt shingles'),
      text('Roof access', 'Two-story house; the chimney is on the back side.'),
    ],
    photos: 1,
    hoursAgo: 270,
    demoBid: {
      type: 'fixed',
      amount: 950,
      breakdown: 'New step and counter flashing in copper $600; repoint chimney crown $350.',
      hoursAgo: 262,
    },
    rivalBids: [{ rival: 'tony', amount: 880, hoursAgo: 258 }],
    outcome: { kind: 'awarded_to_rival', rival: 'tony', hiredHoursAgo: 230 },
  },
  // ── In the area, for services the demo provider does not offer ───────────────────────────────
  {
    number: 29,
    customer: 'emily',
    serviceType: 'HVAC',
    subType: 'AC Installation',
    zipcode: '10014',
    street: '75 Bank St, Apt 3',
    title: 'Install ductless mini-split in bedroom',
    description: 'Window unit out, one-zone ductless mini-split in. Outdoor unit can go on the fire-escape bracket.',
    budget: 4500,
    questions: [
      measurements('Room size', area('Bedroom', 14, 12, 9)),
      yesNo('Is there a dedicated circuit available?', false),
    ],
    photos: 1,
    hoursAgo: 18,
  },
  {
    number: 30,
    customer: 'sofia',
    serviceType: 'Fencing',
    subType: 'Wood Fence Installation',
    zipcode: '10314',
    street: '190 Watchogue Rd',
    title: 'New 6 ft privacy fence in backyard',
    description: 'About 120 linear feet of 6 ft cedar privacy fence with one 4 ft gate. Old chain link to be removed.',
    budget: 5200,
    questions: [measurements('Fence length', area('Back and sides', 120, null, 6)), choices('Material', 'Cedar')],
    photos: 1,
    hoursAgo: 44,
  },
  {
    number: 31,
    customer: 'priya',
    serviceType: 'Electrical',
    subType: 'EV Charger Installation',
    zipcode: '07042',
    street: '9 Midland Ave',
    title: 'Level 2 EV charger in detached garage',
    description: 'Install a 48 A wall charger in the detached garage, about 60 ft from the panel in the basement.',
    budget: 1600,
    questions: [
      yesNo('Have you bought the charger?', true),
      measurements('Distance from panel', area('Panel to garage', 60, null)),
    ],
    photos: 0,
    hoursAgo: 80,
  },
  {
    number: 32,
    customer: 'marcus',
    serviceType: 'Flooring',
    subType: 'Floor Refinishing',
    zipcode: '11215',
    street: '530 3rd St',
    title: 'Sand and refinish oak floors in three rooms',
    description:
      'Red oak strip floors, living room and two bedrooms, about 650 sq ft. Natural finish, water-based poly.',
    budget: 3000,
    questions: [
      measurements('Floor area', area('Three rooms', '650 sq ft', null, null, '')),
      yesNo('Will the rooms be empty?', true),
    ],
    photos: 1,
    hoursAgo: 110,
  },
  // ── Outside the demo provider's 30 miles ──────────────────────────────────────────────────────
  {
    number: 33,
    customer: 'james',
    serviceType: 'Roofing',
    subType: 'Roof Repair',
    zipcode: '06901',
    street: '120 Bedford St',
    title: 'Leaking skylight flashing',
    description: 'The skylight over the stairs leaks at the top corner in wind-driven rain. Re-flash or reseal it.',
    budget: 800,
    questions: [
      yesNo('Is water coming inside the home?', true),
      choices('What type of roof is it?', 'Asphalt shingles'),
    ],
    photos: 1,
    hoursAgo: 16,
  },
  {
    number: 34,
    customer: 'daniel',
    serviceType: 'Remodelling',
    subType: 'Kitchen Remodel',
    zipcode: '19103',
    street: '2031 Delancey Pl',
    title: 'Rowhouse kitchen remodel',
    description: 'Narrow rowhouse kitchen: new cabinets, counters, and relocate the fridge to open up the space.',
    budget: 38000,
    questions: [
      measurements('Kitchen size', area('Kitchen', 16, 9, 10)),
      choices('What is included?', 'Cabinets', 'Countertops', 'Flooring'),
    ],
    photos: 1,
    hoursAgo: 36,
  },
  {
    number: 35,
    customer: 'daniel',
    serviceType: 'Painting',
    subType: 'Interior Painting',
    zipcode: '08540',
    street: '35 Hodge Rd',
    title: 'Paint four bedrooms',
    description: 'Four bedrooms upstairs, walls only. Furniture will be moved to the center of each room.',
    budget: 4200,
    questions: [choices('Which rooms?', 'Bedroom 1', 'Bedroom 2', 'Bedroom 3', 'Bedroom 4')],
    photos: 1,
    hoursAgo: 64,
  },
  {
    number: 36,
    customer: 'james',
    serviceType: 'Plumbing',
    subType: 'Leak Repair',
    zipcode: '11743',
    street: '41 Wall St',
    title: 'Leaking washing machine supply valve',
    description: 'The hot-water valve behind the washer drips steadily. Replace both valves with a quarter-turn box.',
    budget: 350,
    questions: [yesNo('Is the water shut-off valve accessible?', true), choices('Where is the leak?', 'Laundry')],
    photos: 0,
    hoursAgo: 130,
  },
  {
    number: 37,
    customer: 'james',
    serviceType: 'Remodelling',
    subType: 'Bathroom Remodel',
    zipcode: '12601',
    street: '22 Academy St',
    title: 'Accessible bathroom for aging parent',
    description: 'Roll-in shower, comfort-height toilet, grab bars and a wider door on the first-floor bathroom.',
    budget: 25000,
    questions: [
      measurements('Bathroom size', area('Bathroom', 9, 7, 8)),
      text('Timeline', 'Before the end of next month if possible.'),
    ],
    photos: 1,
    hoursAgo: 170,
  },
];

/** A lead the demo provider bought: on which catalogue project, how it paid, and where it stands in its pipeline. */
export interface DemoLead {
  project: number;
  pay: 'wallet' | 'card';
  /** Its pipeline as the provider set it; a lead it never touched is New. */
  pipeline: { status: TLeadPipelineStatus; notes?: string; followUpInDays?: number };
}

/**
 * The demo provider's Purchased Leads: two paid from the wallet, one by the saved card, each at the
 * lead price of the day (bought after the wallet top-ups). All on open projects of its area that no
 * test needs unbought: project 7, whose contact details the demo test expects hidden, is not one.
 */
export const DEMO_LEADS: readonly DemoLead[] = [
  {
    project: 4,
    pay: 'wallet',
    pipeline: {
      status: 'quoted',
      notes: 'Sent the fixed quote for the Rheem 50 gal with expansion tank; Daniel is comparing two bids.',
    },
  },
  {
    project: 1,
    pay: 'wallet',
    pipeline: {
      status: 'contacted',
      notes: 'Spoke with Marcus: the membrane is original. He can open the kitchen ceiling for an inspection.',
      followUpInDays: 2,
    },
  },
  { project: 25, pay: 'card', pipeline: { status: 'new' } },
];
