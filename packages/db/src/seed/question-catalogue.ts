// The questions a customer answers when posting a project: for every sub-type of SERVICE_CATALOGUE its
// own (2 to 5, in order), then the common ones asked for every sub-type. Written as a homeowner reads
// them on a marketplace's request form. Loaded by reference-data.ts into `project_questions`.

/** The answer types (packages/contracts/src/projects.ts QUESTION_TYPE: 1 text, 4 yes/no, 6 choices, 7 measurements). */
export const QUESTION_TYPE_CODES = { text: 1, yesNo: 4, choices: 6, measurements: 7 } as const;

export type Dimension = 'length' | 'breadth' | 'height';

export interface CatalogueQuestionSeed {
  key: string;
  question: string;
  questionType: (typeof QUESTION_TYPE_CODES)[keyof typeof QUESTION_TYPE_CODES];
  options: string[];
  multiple: boolean;
  unit: string | null;
  dimensions: Dimension[];
  required: boolean;
  placeholder: string | null;
}

const base = { options: [], multiple: false, unit: null, dimensions: [], required: false, placeholder: null };

const text = (key: string, question: string, placeholder: string | null = null): CatalogueQuestionSeed => ({
  ...base,
  key,
  question,
  questionType: QUESTION_TYPE_CODES.text,
  placeholder,
});
const yesNo = (key: string, question: string): CatalogueQuestionSeed => ({
  ...base,
  key,
  question,
  questionType: QUESTION_TYPE_CODES.yesNo,
});
/** One of the options. */
const pick = (key: string, question: string, options: string[]): CatalogueQuestionSeed => ({
  ...base,
  key,
  question,
  questionType: QUESTION_TYPE_CODES.choices,
  options,
});
/** Any of the options. */
const pickAny = (key: string, question: string, options: string[]): CatalogueQuestionSeed => ({
  ...pick(key, question, options),
  multiple: true,
});
const measure = (key: string, question: string, unit: string, dimensions: Dimension[]): CatalogueQuestionSeed => ({
  ...base,
  key,
  question,
  questionType: QUESTION_TYPE_CODES.measurements,
  unit,
  dimensions,
});
/** The question must be answered on the web form. */
const required = (question: CatalogueQuestionSeed): CatalogueQuestionSeed => ({ ...question, required: true });

// ── Asked for every sub-type, after its own ─────────────────────────────────────────────────────────

export const COMMON_QUESTIONS: readonly CatalogueQuestionSeed[] = [
  required(
    pick('start_time', 'When would you like the work to start?', [
      'As soon as possible',
      'Within a week',
      'Within a month',
      'In 1 to 3 months',
      'I am flexible',
    ]),
  ),
  pick('property_type', 'What kind of property is it?', [
    'Single-family house',
    'Townhouse',
    'Apartment or condo',
    'Multi-family building',
    'Business or commercial',
  ]),
  yesNo('owns_property', 'Do you own the property?'),
  text(
    'other_details',
    'Anything else the pros should know?',
    'Access, parking, pets, building or HOA rules, the best time to call…',
  ),
];

// ── Shared wordings (each sub-type still gets its own rows) ─────────────────────────────────────────

const NOT_SURE = 'Not sure';
const stories = () => pick('stories', 'How many stories is the building?', ['1', '2', '3 or more']);
const roofType = () =>
  pick('roof_type', 'What type of roof is it?', [
    'Asphalt shingles',
    'Metal',
    'Tile',
    'Slate',
    'Wood shakes',
    'Flat / low slope',
    NOT_SURE,
  ]);
const roofSize = () => measure('roof_size', 'Approximate roof size', 'ft', ['length', 'breadth']);
const waterInside = () => yesNo('water_inside', 'Is water coming inside the home?');
const roofAge = () =>
  pick('roof_age', 'How old is the roof?', [
    'Less than 5 years',
    '5 to 15 years',
    '15 to 25 years',
    'Over 25 years',
    NOT_SURE,
  ]);
const windowCount = () => pick('window_count', 'How many windows?', ['1', '2 to 5', '6 to 10', 'More than 10']);
const windowSize = () => measure('window_size', 'Size of a typical window', 'in', ['breadth', 'height']);
const frameMaterial = () =>
  pick('frame_material', 'Which frame material do you prefer?', ['Vinyl', 'Wood', 'Fiberglass', 'Aluminum', NOT_SURE]);
const systemAge = () =>
  pick('system_age', 'How old is the current system?', [
    'Less than 5 years',
    '5 to 10 years',
    '10 to 15 years',
    'Over 15 years',
    NOT_SURE,
  ]);
const gutterLength = () => measure('gutter_length', 'About how many feet of gutter?', 'ft', ['length']);
const fenceLength = () => measure('fence_length', 'Fence length', 'ft', ['length', 'height']);
const gates = () => pick('gates', 'How many gates?', ['None', '1', '2', '3 or more']);
const removeOld = (what: string) => yesNo('remove_old', `Should the old ${what} be removed?`);
const deckSize = () => measure('deck_size', 'Deck size', 'ft', ['length', 'breadth']);
const deckMaterial = () =>
  pick('deck_material', 'What is the deck made of?', ['Pressure-treated wood', 'Cedar', 'Composite', 'PVC', NOT_SURE]);
const deckHeight = () => pick('deck_height', 'How high is the deck?', ['Ground level', 'Up to 6 ft', 'Second story']);
const plans = () => yesNo('plans', 'Do you have plans or drawings?');
const livingThere = () => yesNo('living_there', 'Will you live in the home during the work?');
const homeSize = () => text('home_size', 'About how large is the home?', 'e.g. 1,800 sq ft');
const homeAge = () =>
  pick('home_age', 'When was the home built?', ['Before 1950', '1950 to 1980', '1980 to 2000', 'After 2000', NOT_SURE]);
const backupGoal = () =>
  pick('backup_goal', 'What should it power during an outage?', ['Essentials only', 'Most of the home', 'Whole home']);
const acKind = () =>
  pick('ac_kind', 'What kind of air conditioning?', [
    'Central air',
    'Ductless mini-split',
    'Window or through-wall unit',
    'Heat pump',
    NOT_SURE,
  ]);
const furnaceFuel = () =>
  pick('furnace_fuel', 'What fuel does it use?', ['Natural gas', 'Propane', 'Oil', 'Electric', NOT_SURE]);
const floorArea = () => measure('floor_area', 'Floor area', 'ft', ['length', 'breadth']);
const floorRooms = () =>
  pickAny('floor_rooms', 'Which rooms get the new floor?', [
    'Living room',
    'Bedrooms',
    'Kitchen',
    'Bathroom',
    'Hallway',
    'Basement',
    'Whole home',
  ]);
const currentFloor = () =>
  pick('current_floor', 'What is on the floor now?', [
    'Carpet',
    'Tile',
    'Vinyl or laminate',
    'Hardwood',
    'Bare subfloor',
  ]);
const flooringBought = () => yesNo('material_bought', 'Have you bought the flooring?');
const houseSize = () => measure('house_size', 'House size', 'ft', ['length', 'breadth', 'height']);
const crawlArea = () => measure('crawl_area', 'Crawl space size', 'ft', ['length', 'breadth']);
const crawlHeight = () =>
  pick('crawl_height', 'How tall is the crawl space?', ['Under 2 ft', '2 to 3 ft', 'Over 3 ft']);
const moisture = () => yesNo('moisture', 'Is there moisture or standing water?');
const doorSize = () => measure('door_size', 'Door opening size', 'in', ['breadth', 'height']);
const replacingDoor = () => yesNo('replacing', 'Is this replacing an existing door?');
const garageSize = () =>
  pick('garage_size', 'How wide is the garage door?', ['Single (8 to 9 ft)', 'Double (16 ft)', NOT_SURE]);
const hardware = () => yesNo('hardware', 'Should new handles and hinges be installed?');
const poolKind = () =>
  pick('pool_kind', 'What kind of pool?', [
    'In-ground concrete (gunite)',
    'In-ground vinyl liner',
    'In-ground fiberglass',
    'Above-ground',
  ]);
const poolSize = () => measure('pool_size', 'Pool size', 'ft', ['length', 'breadth']);
const foundationKind = () =>
  pick('foundation_kind', 'What kind of foundation?', ['Slab', 'Basement', 'Crawl space', 'Pier and beam', NOT_SURE]);
const cabinetDoors = () =>
  pick('door_count', 'How many cabinet doors and drawers?', ['Up to 15', '16 to 30', 'More than 30']);

// ── Each sub-type's own, by service type and sub-type name ──────────────────────────────────────────

export const QUESTION_CATALOGUE: Readonly<Record<string, Readonly<Record<string, readonly CatalogueQuestionSeed[]>>>> =
  {
    Roofing: {
      'Roof Replacement': [
        required(roofType()),
        roofSize(),
        text('layers', 'How many layers of shingles are on the roof now?', 'e.g. one layer'),
        waterInside(),
        pickAny('extras', 'Which extras do you want quoted?', [
          'Ridge vent',
          'Drip edge',
          'Ice and water shield',
          'New gutters',
          'Attic insulation',
        ]),
      ],
      'Roof Repair': [
        required(waterInside()),
        roofType(),
        pickAny('problem', 'What needs fixing?', [
          'Leak',
          'Missing or damaged shingles',
          'Flashing',
          'Sagging',
          'Storm damage',
          NOT_SURE,
        ]),
        text('problem_start', 'When did the problem start?', 'e.g. after last week’s storm'),
        roofSize(),
      ],
      'Roof Inspection': [
        required(
          pick('reason', 'Why do you need the inspection?', [
            'Buying or selling a home',
            'Insurance claim',
            'Storm damage',
            'Routine check',
            'Suspected leak',
          ]),
        ),
        roofType(),
        roofAge(),
      ],
      'Metal Roofing': [
        required(
          pick('metal_style', 'Which metal roofing do you want?', [
            'Standing seam',
            'Corrugated panels',
            'Metal shingles',
            NOT_SURE,
          ]),
        ),
        roofSize(),
        yesNo('remove_old', 'Should the old roof be removed?'),
        stories(),
      ],
      'Flat Roofing': [
        required(pick('job', 'What does the roof need?', ['Repair', 'Recoating', 'Full replacement'])),
        pick('flat_material', 'Which flat-roof system is it?', [
          'TPO',
          'EPDM rubber',
          'Modified bitumen',
          'Built-up (tar and gravel)',
          NOT_SURE,
        ]),
        roofSize(),
        waterInside(),
      ],
      'Skylight Installation': [
        required(pick('skylight_count', 'How many skylights?', ['1', '2', '3 or more'])),
        pick('skylight_kind', 'What kind of skylight?', ['Fixed', 'Venting (opens)', 'Tubular / sun tunnel', NOT_SURE]),
        yesNo('new_opening', 'Is this a new opening in the roof?'),
        measure('skylight_size', 'Skylight size', 'in', ['length', 'breadth']),
      ],
    },
    Windows: {
      'Window Replacement': [
        required(windowCount()),
        frameMaterial(),
        pickAny('window_style', 'Which window styles?', [
          'Double-hung',
          'Casement',
          'Sliding',
          'Picture',
          'Bay or bow',
        ]),
        windowSize(),
      ],
      'Window Repair': [
        required(
          pickAny('repair_issue', 'What is wrong with the window?', [
            'Broken glass',
            'Foggy glass (failed seal)',
            'Will not open or close',
            'Drafts',
            'Rotted frame',
            'Broken lock or crank',
          ]),
        ),
        windowCount(),
        frameMaterial(),
      ],
      'Window Installation': [
        required(windowCount()),
        yesNo('new_opening', 'Are you adding a new opening in the wall?'),
        windowSize(),
        frameMaterial(),
      ],
      'Window Tinting': [
        required(
          pickAny('tint_purpose', 'What should the tint do?', [
            'Cut heat and glare',
            'Privacy',
            'UV protection',
            'Decoration',
            'Security',
          ]),
        ),
        measure('glass_area', 'Approximate glass area', 'ft', ['breadth', 'height']),
        pick('tint_building', 'Where are the windows?', ['Home', 'Office or storefront']),
      ],
      'Storm Windows': [
        required(windowCount()),
        pick('storm_side', 'Interior or exterior storm windows?', ['Interior', 'Exterior', NOT_SURE]),
        windowSize(),
      ],
    },
    Solar: {
      'Solar Panel Installation': [
        required(
          pick('electric_bill', 'What is your average monthly electric bill?', [
            'Under $100',
            '$100 to $200',
            '$200 to $300',
            'Over $300',
          ]),
        ),
        roofAge(),
        pick('shade', 'How much shade does the roof get?', ['None', 'Some', 'A lot', NOT_SURE]),
        yesNo('battery', 'Would you like battery storage quoted too?'),
        pick('financing', 'How would you like to pay?', [
          'Cash',
          'Loan',
          'Lease or power purchase agreement',
          NOT_SURE,
        ]),
      ],
      'Solar Panel Repair': [
        required(
          pickAny('solar_issue', 'What is wrong with the system?', [
            'Not producing power',
            'Inverter error',
            'Damaged panel',
            'Monitoring offline',
            'Roof leak near the panels',
          ]),
        ),
        systemAge(),
        yesNo('under_warranty', 'Is the system still under warranty?'),
        text('panel_count', 'How many panels are there?', 'e.g. 24'),
      ],
      'Solar Battery Storage': [
        required(yesNo('has_solar', 'Do you already have solar panels?')),
        backupGoal(),
        text('battery_brand', 'Any battery brand in mind?', 'e.g. Tesla Powerwall, Enphase'),
      ],
      'Solar Water Heating': [
        required(pick('household', 'How many people live in the home?', ['1 to 2', '3 to 4', '5 or more'])),
        pick('current_heater', 'What heats your water now?', ['Gas', 'Electric', 'Propane or oil', NOT_SURE]),
        measure('roof_space', 'Roof space available', 'ft', ['length', 'breadth']),
      ],
    },
    Gutters: {
      'Gutter Installation': [
        required(gutterLength()),
        pick('gutter_material', 'Which gutter material?', ['Aluminum', 'Vinyl', 'Copper', 'Steel', NOT_SURE]),
        stories(),
        removeOld('gutters'),
        yesNo('gutter_guards', 'Add gutter guards to the quote?'),
      ],
      'Gutter Repair': [
        required(
          pickAny('gutter_issue', 'What is wrong with the gutters?', [
            'Leaking seams',
            'Sagging or pulling away',
            'Overflowing',
            'Damaged downspout',
            'Water pools near the house',
          ]),
        ),
        gutterLength(),
        stories(),
      ],
      'Gutter Cleaning': [
        required(stories()),
        gutterLength(),
        pick('last_cleaned', 'When were they last cleaned?', [
          'Within a year',
          '1 to 2 years ago',
          'Longer ago',
          'Never or not sure',
        ]),
        yesNo('downspouts', 'Should the downspouts be flushed too?'),
      ],
      'Gutter Guards': [
        required(
          pick('guard_type', 'Which kind of guard?', ['Mesh', 'Screen', 'Reverse curve', 'Foam insert', NOT_SURE]),
        ),
        gutterLength(),
        stories(),
      ],
    },
    Patios: {
      'Patio Installation': [
        required(
          pick('patio_material', 'Which material?', [
            'Concrete',
            'Stamped concrete',
            'Pavers',
            'Flagstone',
            'Brick',
            NOT_SURE,
          ]),
        ),
        measure('patio_size', 'Patio size', 'ft', ['length', 'breadth']),
        yesNo('site_ready', 'Is the area level and clear?'),
        pickAny('patio_extras', 'Any extras?', ['Steps', 'Seat wall', 'Fire pit', 'Lighting', 'Drainage']),
      ],
      'Patio Repair': [
        required(
          pickAny('patio_issue', 'What needs repair?', [
            'Cracks',
            'Sunken or uneven areas',
            'Loose pavers or stones',
            'Weeds in the joints',
            'Water pooling',
          ]),
        ),
        pick('patio_material', 'What is the patio made of?', ['Concrete', 'Pavers', 'Flagstone', 'Brick', NOT_SURE]),
        measure('repair_area', 'Size of the area to repair', 'ft', ['length', 'breadth']),
      ],
      'Patio Covers': [
        required(
          pick('cover_type', 'What kind of cover?', [
            'Pergola',
            'Solid roof',
            'Retractable awning',
            'Louvered roof',
            NOT_SURE,
          ]),
        ),
        measure('cover_size', 'Area to cover', 'ft', ['length', 'breadth']),
        yesNo('attached', 'Will it attach to the house?'),
      ],
      Pavers: [
        required(
          pickAny('paver_area', 'Where will the pavers go?', ['Patio', 'Walkway', 'Driveway', 'Pool deck', 'Steps']),
        ),
        measure('paver_size', 'Area to pave', 'ft', ['length', 'breadth']),
        pick('paver_material', 'Which pavers?', [
          'Concrete pavers',
          'Brick',
          'Natural stone',
          'Permeable pavers',
          NOT_SURE,
        ]),
      ],
    },
    Fencing: {
      'Wood Fence Installation': [
        required(fenceLength()),
        pick('material', 'Material', ['Cedar', 'Pressure-treated pine', 'Redwood', 'Spruce', NOT_SURE]),
        pick('fence_style', 'Which style?', ['Privacy', 'Picket', 'Split rail', 'Shadowbox', 'Horizontal slats']),
        gates(),
        removeOld('fence'),
      ],
      'Vinyl Fence Installation': [
        required(fenceLength()),
        pick('fence_style', 'Which style?', ['Privacy', 'Semi-privacy', 'Picket', 'Ranch rail']),
        pick('vinyl_color', 'Which color?', ['White', 'Tan', 'Gray', 'Wood-grain look']),
        gates(),
      ],
      'Chain Link Fence': [
        required(fenceLength()),
        pick('coating', 'Which finish?', ['Galvanized', 'Black vinyl-coated', 'Green vinyl-coated', NOT_SURE]),
        yesNo('privacy_slats', 'Do you want privacy slats?'),
        gates(),
      ],
      'Fence Repair': [
        required(
          pickAny('repair_needed', 'What needs repair?', [
            'Leaning posts',
            'Broken boards or panels',
            'Sagging gate',
            'Storm damage',
            'Rot',
          ]),
        ),
        pick('fence_material', 'What is the fence made of?', ['Wood', 'Vinyl', 'Chain link', 'Metal', 'Composite']),
        measure('repair_length', 'Length of fence to repair', 'ft', ['length']),
      ],
      'Gate Installation': [
        required(
          pick('gate_type', 'What kind of gate?', ['Walk-through gate', 'Double drive gate', 'Sliding gate', NOT_SURE]),
        ),
        pick('gate_material', 'Which material?', ['Wood', 'Vinyl', 'Metal', 'Chain link']),
        measure('opening_width', 'Width of the opening', 'ft', ['breadth']),
        yesNo('automatic', 'Should the gate open automatically?'),
      ],
    },
    Decking: {
      'Deck Building': [
        required(deckSize()),
        pick('deck_material', 'Which decking material?', [
          'Pressure-treated wood',
          'Cedar',
          'Composite',
          'PVC',
          NOT_SURE,
        ]),
        deckHeight(),
        pickAny('deck_extras', 'Any extras?', ['Stairs', 'Railings', 'Built-in benches', 'Pergola', 'Lighting']),
        plans(),
      ],
      'Deck Repair': [
        required(
          pickAny('deck_issue', 'What needs repair?', [
            'Rotted boards',
            'Loose railings',
            'Wobbly or sinking posts',
            'Damaged stairs',
            'Popped nails or screws',
          ]),
        ),
        deckMaterial(),
        deckSize(),
      ],
      'Deck Staining and Sealing': [
        required(deckSize()),
        pick('deck_condition', 'What shape is the deck in?', ['Like new', 'Weathered and gray', 'Peeling old stain']),
        pick('stain_opacity', 'Which finish?', [
          'Clear sealer',
          'Semi-transparent stain',
          'Solid color stain',
          NOT_SURE,
        ]),
        yesNo('railings', 'Should the railings be done too?'),
      ],
      'Composite Decking': [
        required(deckSize()),
        yesNo('replacing', 'Is this replacing an existing deck?'),
        deckHeight(),
        text('composite_brand', 'Any brand or color in mind?', 'e.g. Trex, TimberTech, Azek'),
      ],
    },
    Plumbing: {
      'Leak Repair': [
        required(
          pickAny('leak_location', 'Where is the leak?', [
            'Under a sink',
            'Ceiling',
            'Wall',
            'Toilet',
            'Water heater',
            'Basement',
            'Laundry',
            'Outdoor faucet',
            NOT_SURE,
          ]),
        ),
        yesNo('shutoff', 'Is the water shut-off valve accessible?'),
        yesNo('leaking_now', 'Is it leaking right now?'),
        measure('stain_size', 'Size of the stain', 'in', ['length', 'breadth']),
      ],
      'Drain Cleaning': [
        required(
          pickAny('slow_drains', 'Which drains are slow?', [
            'Kitchen sink',
            'Bathroom sink',
            'Bathtub',
            'Shower',
            'Toilet',
            'Basement floor drain',
            'Laundry',
            'Main sewer line',
          ]),
        ),
        yesNo('chemical', 'Have you used a chemical drain cleaner?'),
        yesNo('cleanout', 'Is there a cleanout you can reach?'),
        text('visit_time', 'Best time for a visit', 'e.g. weekday mornings'),
      ],
      'Water Heater Installation': [
        required(pick('fuel', 'Fuel type', ['Natural gas', 'Propane', 'Electric', NOT_SURE])),
        pick('tank_size', 'Tank size', ['40 gallons', '50 gallons', '75 gallons', 'Tankless', NOT_SURE]),
        yesNo('leaking', 'Is the old unit leaking?'),
        measure('space', 'Space where it stands', 'in', ['length', 'breadth', 'height']),
      ],
      'Pipe Replacement': [
        required(pick('pipe_scope', 'How much piping?', ['A few sections', 'One bathroom or kitchen', 'Whole house'])),
        pick('pipe_material', 'What are the pipes made of now?', [
          'Galvanized steel',
          'Copper',
          'Polybutylene',
          'Cast iron',
          'PEX',
          NOT_SURE,
        ]),
        pick('bathrooms', 'How many bathrooms are in the home?', ['1', '2', '3', '4 or more']),
        yesNo('crawl_access', 'Is there a basement or crawl space below?'),
      ],
      'Fixture Installation': [
        required(
          pickAny('install', 'What should be installed?', [
            'Kitchen faucet',
            'Bathroom faucet',
            'Toilet',
            'Garbage disposal',
            'Shower head',
            'Sink',
            'Dishwasher',
          ]),
        ),
        yesNo('bought', 'Have you bought the fixtures already?'),
        yesNo('outlet', 'Is there an electrical outlet under the sink?'),
      ],
      'Sewer Line Repair': [
        required(
          pickAny('sewer_symptom', 'What are you noticing?', [
            'Several drains backing up',
            'Sewage smell',
            'Soggy spots in the yard',
            'Gurgling toilets',
            'Slow drains everywhere',
          ]),
        ),
        yesNo('camera', 'Has the line been inspected with a camera?'),
        measure('line_length', 'Distance from the house to the street', 'ft', ['length']),
        pick('sewer_type', 'Is the home on city sewer or septic?', ['City sewer', 'Septic tank', NOT_SURE]),
      ],
    },
    Electrical: {
      'Wiring and Rewiring': [
        required(pick('scope', 'How much wiring?', ['A few circuits', 'One room', 'Whole house'])),
        homeAge(),
        yesNo('old_wiring', 'Is there knob-and-tube or aluminum wiring?'),
        homeSize(),
      ],
      'Panel Upgrade': [
        required(pick('current_amps', 'What is the panel rated now?', ['60 A', '100 A', '150 A', '200 A', NOT_SURE])),
        pick('target_amps', 'What do you want it upgraded to?', ['100 A', '200 A', '400 A', NOT_SURE]),
        pickAny('reason', 'Why the upgrade?', [
          'Adding an EV charger',
          'New appliances or AC',
          'Breakers keep tripping',
          'Old fuse box',
          'Home sale or insurance',
        ]),
        text('panel_location', 'Where is the panel?', 'e.g. basement, garage'),
      ],
      'Lighting Installation': [
        required(
          pickAny('light_kind', 'What should be installed?', [
            'Recessed lights',
            'Ceiling fan',
            'Chandelier or pendant',
            'Under-cabinet lights',
            'Track lighting',
            'Outdoor lights',
          ]),
        ),
        pick('light_count', 'How many fixtures?', ['1 to 2', '3 to 5', '6 to 10', 'More than 10']),
        yesNo('existing_wiring', 'Is there wiring where the lights will go?'),
        yesNo('fixtures_bought', 'Have you bought the fixtures?'),
      ],
      'Outlet and Switch Repair': [
        required(
          pickAny('outlet_issue', 'What needs doing?', [
            'Outlet not working',
            'Sparks or scorch marks',
            'Switch not working',
            'Add new outlets',
            'Upgrade to GFCI or USB outlets',
          ]),
        ),
        pick('outlet_count', 'How many outlets or switches?', ['1', '2 to 4', '5 or more']),
        yesNo('breaker_trips', 'Does a breaker trip?'),
      ],
      'EV Charger Installation': [
        required(yesNo('charger_bought', 'Have you bought the charger?')),
        measure('panel_distance', 'Distance from panel', 'ft', ['length']),
        pick('charger_level', 'Which charger level?', ['Level 2 (240 V)', 'Level 1 (120 V)', NOT_SURE]),
        pick('parking', 'Where do you park?', ['Garage', 'Driveway', 'Carport or parking lot']),
      ],
      'Generator Installation': [
        required(
          pick('generator_kind', 'What kind of generator?', [
            'Standby (permanent)',
            'Portable with transfer switch',
            NOT_SURE,
          ]),
        ),
        pick('fuel', 'Which fuel?', ['Natural gas', 'Propane', 'Diesel', NOT_SURE]),
        backupGoal(),
      ],
    },
    HVAC: {
      'AC Installation': [
        required(acKind()),
        yesNo('ducts', 'Does the home have ducts?'),
        measure('room_size', 'Room size', 'ft', ['length', 'breadth', 'height']),
        yesNo('circuit', 'Is there a dedicated circuit available?'),
        homeSize(),
      ],
      'AC Repair': [
        required(
          pickAny('ac_issue', 'What is wrong?', [
            'Not cooling',
            'Will not turn on',
            'Strange noise',
            'Leaking water',
            'Ice on the unit',
            'High energy bills',
          ]),
        ),
        acKind(),
        systemAge(),
      ],
      'Furnace Installation': [
        required(furnaceFuel()),
        yesNo('replacing', 'Is this replacing an existing furnace?'),
        pick('furnace_location', 'Where will it go?', ['Basement', 'Attic', 'Closet', 'Garage', 'Crawl space']),
        homeSize(),
      ],
      'Furnace Repair': [
        required(
          pickAny('furnace_issue', 'What is wrong?', [
            'No heat',
            'Not enough heat',
            'Turns on and off often',
            'Strange noise or smell',
            'Pilot or ignition problem',
            'Thermostat problem',
          ]),
        ),
        furnaceFuel(),
        systemAge(),
      ],
      'Heat Pump Installation': [
        required(
          pick('heat_pump_kind', 'What kind of heat pump?', ['Ducted', 'Ductless mini-split', 'Geothermal', NOT_SURE]),
        ),
        pick('zones', 'How many rooms or zones?', ['1', '2', '3', '4 or more']),
        pick('replaces', 'What does it replace?', ['A furnace', 'Central AC', 'Both', 'Nothing (new system)']),
        homeSize(),
      ],
      'Duct Cleaning': [
        required(pick('vents', 'How many vents and returns?', ['Up to 10', '11 to 20', 'More than 20', NOT_SURE])),
        pickAny('reason', 'Why now?', ['Dust', 'Allergies', 'Pets', 'After a renovation', 'Mold or odor']),
        yesNo('dryer_vent', 'Add dryer vent cleaning?'),
      ],
    },
    Painting: {
      'Interior Painting': [
        required(pickAny('paint_what', 'What should be painted?', ['Walls', 'Ceilings', 'Trim', 'Doors', 'Cabinets'])),
        pick('room_count', 'How many rooms?', ['1', '2 to 3', '4 to 5', '6 or more']),
        measure('room_size', 'Room size', 'ft', ['length', 'breadth', 'height']),
        yesNo('supply_paint', 'Will you supply the paint?'),
        text('colors', 'Colors', 'e.g. Benjamin Moore Simply White on the walls'),
      ],
      'Exterior Painting': [
        required(
          pickAny('surfaces', 'Surfaces', [
            'Siding',
            'Wood siding',
            'Trim',
            'Shutters',
            'Front door',
            'Porch floor',
            'Railings',
            'Fence',
          ]),
        ),
        yesNo('peeling', 'Is there peeling or flaking paint?'),
        measure('house_footprint', 'House footprint', 'ft', ['length', 'breadth', 'height']),
        stories(),
        text('access_notes', 'Access notes', 'e.g. a hedge along one side, a steep back yard'),
      ],
      'Cabinet Painting': [
        required(cabinetDoors()),
        pick('finish', 'Finish', ['Matte', 'Satin', 'Semi-gloss', 'High gloss', NOT_SURE]),
        yesNo('boxes', 'Should the cabinet boxes be painted too?'),
        text('color', 'What color do you have in mind?', 'e.g. white, navy, sage green'),
      ],
      'Wallpaper Installation': [
        required(
          pick('wallpaper_task', 'What should be done?', ['Hang new wallpaper', 'Remove old wallpaper', 'Both']),
        ),
        measure('wall_size', 'Wall size', 'ft', ['breadth', 'height']),
        yesNo('wallpaper_bought', 'Have you bought the wallpaper?'),
      ],
      'Drywall Texturing': [
        required(
          pick('texture', 'Which texture?', [
            'Orange peel',
            'Knockdown',
            'Popcorn',
            'Smooth (skim coat)',
            'Match the existing',
          ]),
        ),
        pickAny('where', 'Where?', ['Walls', 'Ceilings']),
        measure('texture_area', 'Area to texture', 'ft', ['length', 'breadth']),
      ],
    },
    Flooring: {
      'Hardwood Flooring': [
        required(floorArea()),
        pick('wood_kind', 'Solid or engineered hardwood?', ['Solid hardwood', 'Engineered hardwood', NOT_SURE]),
        currentFloor(),
        flooringBought(),
        yesNo('stairs', 'Are stairs included?'),
      ],
      'Laminate Flooring': [required(floorArea()), floorRooms(), currentFloor(), flooringBought()],
      'Tile Flooring': [
        required(floorArea()),
        pick('tile_kind', 'Which tile?', ['Porcelain', 'Ceramic', 'Natural stone', NOT_SURE]),
        floorRooms(),
        yesNo('heated', 'Do you want heated floors?'),
      ],
      'Vinyl Flooring': [
        required(floorArea()),
        pick('vinyl_kind', 'Which vinyl?', ['Luxury vinyl plank', 'Vinyl tile', 'Sheet vinyl', NOT_SURE]),
        currentFloor(),
        floorRooms(),
      ],
      'Carpet Installation': [
        required(floorArea()),
        pickAny('carpet_rooms', 'Which rooms?', ['Bedrooms', 'Living room', 'Stairs', 'Basement', 'Hallway']),
        removeOld('carpet'),
        yesNo('furniture', 'Will furniture need to be moved?'),
      ],
      'Floor Refinishing': [
        required(measure('floor_area', 'Floor area', 'ft', ['length', 'breadth'])),
        pick('refinish_kind', 'What does the floor need?', ['Screen and recoat', 'Full sand and refinish', NOT_SURE]),
        yesNo('empty', 'Will the rooms be empty?'),
        yesNo('stain_change', 'Do you want to change the stain color?'),
      ],
    },
    Remodelling: {
      'Kitchen Remodel': [
        required(
          pickAny('included', 'What is included?', [
            'Cabinets',
            'Countertops',
            'Backsplash',
            'Flooring',
            'Lighting',
            'Sink and faucet',
            'Appliance installation',
            'Layout changes',
          ]),
        ),
        measure('kitchen_size', 'Kitchen size', 'ft', ['length', 'breadth', 'height']),
        plans(),
        livingThere(),
      ],
      'Bathroom Remodel': [
        required(
          pickAny('replace', 'What should be replaced?', [
            'Tub',
            'Shower',
            'Tile',
            'Vanity',
            'Toilet',
            'Mirror',
            'Exhaust fan',
            'Lighting',
          ]),
        ),
        measure('bathroom_size', 'Bathroom size', 'ft', ['length', 'breadth', 'height']),
        yesNo('only_bathroom', 'Is this the only bathroom?'),
        text('style', 'Style', 'e.g. white subway tile, black hex floor'),
      ],
      'Basement Finishing': [
        required(measure('basement_size', 'Basement size', 'ft', ['length', 'breadth', 'height'])),
        pickAny('rooms_wanted', 'What should the basement have?', [
          'Family room',
          'Bedroom',
          'Bathroom',
          'Home office',
          'Gym',
          'Bar or kitchenette',
        ]),
        yesNo('water_history', 'Has the basement ever had water in it?'),
        plans(),
      ],
      'Home Addition': [
        required(
          pick('addition_kind', 'What are you adding?', [
            'Room addition',
            'Second story',
            'Sunroom',
            'In-law suite',
            'Garage',
          ]),
        ),
        measure('addition_size', 'Size of the addition', 'ft', ['length', 'breadth']),
        plans(),
        yesNo('architect', 'Do you have an architect or permits already?'),
      ],
      'Whole Home Remodel': [
        required(
          pickAny('scope', 'What is included?', [
            'Kitchen',
            'Bathrooms',
            'Flooring',
            'Painting',
            'Layout changes',
            'Electrical, plumbing or HVAC',
          ]),
        ),
        homeSize(),
        livingThere(),
        plans(),
      ],
    },
    Siding: {
      'Vinyl Siding': [
        required(houseSize()),
        pick('vinyl_style', 'Which style?', ['Horizontal lap', 'Dutch lap', 'Board and batten', 'Shakes', NOT_SURE]),
        stories(),
        removeOld('siding'),
      ],
      'Fiber Cement Siding': [
        required(houseSize()),
        pick('finish', 'Pre-painted or painted on site?', ['Pre-painted', 'Primed, painted on site', NOT_SURE]),
        stories(),
        removeOld('siding'),
      ],
      'Wood Siding': [
        required(houseSize()),
        pick('wood_kind', 'Which wood?', ['Cedar', 'Pine', 'Engineered wood', NOT_SURE]),
        pick('wood_style', 'Which style?', [
          'Clapboard',
          'Shingles or shakes',
          'Board and batten',
          'Tongue and groove',
        ]),
        pick('finish', 'Stain or paint?', ['Stain', 'Paint', 'Leave natural']),
      ],
      'Siding Repair': [
        required(
          pickAny('siding_issue', 'What needs repair?', [
            'Cracked or broken panels',
            'Rot',
            'Storm damage',
            'Loose or missing pieces',
            'Moisture behind the siding',
          ]),
        ),
        pick('siding_material', 'What is the siding made of?', [
          'Vinyl',
          'Fiber cement',
          'Wood',
          'Aluminum',
          'Stucco',
          NOT_SURE,
        ]),
        measure('repair_area', 'Size of the area to repair', 'ft', ['breadth', 'height']),
      ],
    },
    'Concrete and Masonry': {
      'Driveway Installation': [
        required(measure('driveway_size', 'Driveway size', 'ft', ['length', 'breadth'])),
        pick('driveway_material', 'Which material?', ['Concrete', 'Stamped concrete', 'Asphalt', 'Pavers', 'Gravel']),
        yesNo('remove_old', 'Is there an old driveway to remove?'),
      ],
      'Concrete Repair': [
        required(
          pick('concrete_where', 'What needs repair?', [
            'Driveway',
            'Sidewalk',
            'Patio',
            'Steps',
            'Garage floor',
            'Foundation',
          ]),
        ),
        pickAny('concrete_issue', 'What is wrong?', [
          'Cracks',
          'Sinking or uneven slabs',
          'Flaking surface',
          'Trip hazard',
        ]),
        measure('repair_area', 'Size of the area to repair', 'ft', ['length', 'breadth']),
      ],
      'Brick and Stone Work': [
        required(
          pick('masonry_project', 'What is the project?', [
            'New wall',
            'Walkway',
            'Steps',
            'Veneer on the house',
            'Repointing',
            'Repair',
          ]),
        ),
        pick('masonry_material', 'Which material?', ['Brick', 'Natural stone', 'Manufactured stone', 'Concrete block']),
        measure('masonry_size', 'Size of the work', 'ft', ['length', 'height']),
      ],
      'Retaining Walls': [
        required(measure('wall_size', 'Wall size', 'ft', ['length', 'height'])),
        pick('wall_material', 'Which material?', [
          'Concrete block',
          'Natural stone',
          'Poured concrete',
          'Timber',
          NOT_SURE,
        ]),
        yesNo('erosion', 'Is there water pooling or erosion now?'),
      ],
      'Chimney Repair': [
        required(
          pickAny('chimney_issue', 'What does the chimney need?', [
            'Cracked crown',
            'Loose or missing bricks',
            'Leak',
            'Damaged flashing',
            'A cap',
            'Sweeping',
          ]),
        ),
        pick('chimney_material', 'What is it made of?', ['Brick', 'Stone', 'Metal flue', NOT_SURE]),
        yesNo('fireplace_used', 'Do you use the fireplace?'),
        stories(),
      ],
    },
    Landscaping: {
      'Landscape Design': [
        required(pickAny('yard_area', 'Which parts of the yard?', ['Front yard', 'Backyard', 'Side yard'])),
        pickAny('design_goals', 'What would you like?', [
          'New plantings',
          'Lawn',
          'Patio or walkways',
          'Low-maintenance plants',
          'Privacy screening',
          'Lighting',
        ]),
        measure('yard_size', 'Yard size', 'ft', ['length', 'breadth']),
      ],
      'Lawn Installation': [
        required(pick('lawn_kind', 'Sod, seed or turf?', ['Sod', 'Seed', 'Artificial turf', NOT_SURE])),
        measure('lawn_size', 'Lawn size', 'ft', ['length', 'breadth']),
        yesNo('irrigation', 'Is there an irrigation system?'),
      ],
      'Tree Trimming': [
        required(pick('tree_count', 'How many trees?', ['1', '2 to 3', '4 to 6', 'More than 6'])),
        pick('tree_height', 'How tall is the tallest?', ['Under 15 ft', '15 to 30 ft', '30 to 60 ft', 'Over 60 ft']),
        yesNo('near_lines', 'Are branches near power lines or the house?'),
        yesNo('haul_away', 'Should the branches be hauled away?'),
      ],
      'Irrigation Systems': [
        required(
          pick('irrigation_job', 'What do you need?', ['New system', 'Repair', 'Add zones', 'Start-up or winterizing']),
        ),
        pick('zones', 'How many zones?', ['1 to 2', '3 to 5', '6 or more', NOT_SURE]),
        measure('yard_size', 'Area to water', 'ft', ['length', 'breadth']),
        yesNo('drip', 'Include drip lines for garden beds?'),
      ],
      'Outdoor Lighting': [
        required(
          pickAny('lighting_where', 'What should be lit?', [
            'Paths',
            'Garden beds',
            'Trees',
            'Patio or deck',
            'Driveway',
            'Security floodlights',
          ]),
        ),
        pick('fixture_count', 'How many fixtures?', ['Up to 5', '6 to 15', 'More than 15']),
        pick('power', 'How should they be powered?', ['Low-voltage', 'Line voltage (120 V)', 'Solar', NOT_SURE]),
        yesNo('outdoor_outlet', 'Is there an outdoor outlet?'),
      ],
    },
    Insulation: {
      'Attic Insulation': [
        required(measure('attic_area', 'Attic floor size', 'ft', ['length', 'breadth'])),
        pick('insulation_type', 'Which insulation?', ['Blown-in', 'Batts', 'Spray foam', NOT_SURE]),
        yesNo('remove_old', 'Is there old insulation to remove?'),
        pick('attic_access', 'How do you get into the attic?', [
          'Ceiling hatch',
          'Pull-down stairs',
          'Walk-up stairs',
          NOT_SURE,
        ]),
      ],
      'Spray Foam Insulation': [
        required(pickAny('foam_where', 'Where?', ['Attic', 'Walls', 'Crawl space', 'Basement rim joists', 'Garage'])),
        pick('foam_kind', 'Open or closed cell?', ['Open-cell', 'Closed-cell', NOT_SURE]),
        measure('foam_area', 'Area to insulate', 'ft', ['length', 'breadth']),
      ],
      'Wall Insulation': [
        required(pick('walls', 'Which walls?', ['Exterior walls', 'Interior walls (soundproofing)', 'Both'])),
        yesNo('open_walls', 'Are the walls open (no drywall yet)?'),
        measure('wall_area', 'Wall area', 'ft', ['breadth', 'height']),
        homeAge(),
      ],
      'Crawl Space Insulation': [required(crawlArea()), crawlHeight(), moisture()],
    },
    Doors: {
      'Entry Door Installation': [
        required(pick('door_material', 'Which material?', ['Steel', 'Fiberglass', 'Wood', NOT_SURE])),
        pickAny('door_extras', 'Any extras?', ['Sidelights', 'Transom window', 'Storm door', 'Smart lock']),
        doorSize(),
        replacingDoor(),
      ],
      'Garage Door Installation': [
        required(garageSize()),
        pick('garage_material', 'Which material?', ['Steel', 'Wood', 'Aluminum and glass', 'Composite']),
        yesNo('opener', 'Include a new opener?'),
        yesNo('insulated', 'Do you want an insulated door?'),
      ],
      'Garage Door Repair': [
        required(
          pickAny('garage_issue', 'What is wrong?', [
            'Will not open or close',
            'Broken spring',
            'Off its track',
            'Noisy',
            'Opener not working',
            'Damaged panel',
          ]),
        ),
        garageSize(),
        text('opener_brand', 'Opener brand, if you know it', 'e.g. LiftMaster, Genie, Chamberlain'),
      ],
      'Sliding Door Installation': [
        required(
          pick('sliding_kind', 'Which door?', ['Sliding patio door', 'French doors', 'Folding doors', NOT_SURE]),
        ),
        doorSize(),
        replacingDoor(),
      ],
      'Interior Doors': [
        required(pick('door_count', 'How many doors?', ['1', '2 to 4', '5 to 10', 'More than 10'])),
        pick('door_style', 'Which kind?', [
          'Pre-hung',
          'Door slab only',
          'Pocket door',
          'Barn door',
          'Bi-fold closet door',
        ]),
        hardware(),
      ],
    },
    'Cabinets and Countertops': {
      'Cabinet Installation': [
        required(pick('cabinet_where', 'Where?', ['Kitchen', 'Bathroom', 'Laundry room', 'Garage', 'Other room'])),
        yesNo('cabinets_bought', 'Have you bought the cabinets?'),
        measure('run_length', 'Length of the cabinet runs', 'ft', ['length']),
        removeOld('cabinets'),
      ],
      'Cabinet Refacing': [
        required(cabinetDoors()),
        pick('door_style', 'Which door style?', ['Shaker', 'Flat slab', 'Raised panel', NOT_SURE]),
        hardware(),
      ],
      'Countertop Installation': [
        required(
          pick('counter_material', 'Which material?', [
            'Quartz',
            'Granite',
            'Marble',
            'Butcher block',
            'Laminate',
            'Solid surface',
            NOT_SURE,
          ]),
        ),
        measure('counter_runs', 'Counter runs', 'in', ['length', 'breadth']),
        yesNo('cutouts', 'Are sink or cooktop cut-outs needed?'),
        removeOld('countertops'),
      ],
      'Backsplash Installation': [
        required(measure('backsplash_area', 'Backsplash area', 'ft', ['length', 'height'])),
        pick('backsplash_material', 'Which tile?', ['Ceramic', 'Glass', 'Natural stone', 'Subway tile', NOT_SURE]),
        yesNo('tile_bought', 'Have you bought the tile?'),
      ],
    },
    Handyman: {
      'General Repairs': [
        required(text('task_list', 'What needs doing?', 'List the jobs: a sticking door, a loose railing…')),
        pick('duration', 'How long do you think it takes?', [
          'An hour or two',
          'Half a day',
          'A full day',
          'More than a day',
        ]),
        yesNo('materials', 'Do you have the materials?'),
      ],
      'Furniture Assembly': [
        required(
          pickAny('furniture_kind', 'What needs assembling?', [
            'Bed',
            'Dresser or wardrobe',
            'Desk',
            'Shelving',
            'Crib',
            'Outdoor furniture',
            'Office chair',
          ]),
        ),
        pick('item_count', 'How many items?', ['1', '2 to 3', '4 to 6', 'More than 6']),
        text('store', 'Which store or brand?', 'e.g. IKEA, Wayfair'),
      ],
      'TV Mounting': [
        required(pick('tv_size', 'How big is the TV?', ['Under 40 in', '40 to 55 in', '56 to 70 in', 'Over 70 in'])),
        pick('wall_type', 'What is the wall made of?', ['Drywall', 'Brick or concrete', 'Plaster', NOT_SURE]),
        yesNo('mount_bought', 'Do you have the mount?'),
        yesNo('hide_wires', 'Should the wires be hidden in the wall?'),
      ],
      'Drywall Repair': [
        required(
          pickAny('damage_kind', 'What kind of damage?', ['Holes', 'Cracks', 'Water damage', 'Dents', 'Loose tape']),
        ),
        measure('damage_size', 'Size of the largest damaged area', 'in', ['length', 'breadth']),
        yesNo('paint_after', 'Should it be painted afterwards?'),
      ],
      'Caulking and Sealing': [
        required(
          pickAny('caulk_where', 'Where?', [
            'Bathtub or shower',
            'Kitchen sink and counters',
            'Windows',
            'Doors',
            'Outside gaps and cracks',
          ]),
        ),
        pick('caulk_count', 'How many areas?', ['1 to 2', '3 to 5', 'More than 5']),
        yesNo('remove_old', 'Does old caulk need removing?'),
      ],
    },
    'Pools and Spas': {
      'Pool Installation': [
        required(poolKind()),
        poolSize(),
        pickAny('pool_extras', 'Any extras?', [
          'Heater',
          'Lighting',
          'Safety cover',
          'Fence',
          'Decking',
          'Water feature',
        ]),
        yesNo('machine_access', 'Can machinery reach the backyard?'),
      ],
      'Pool Repair': [
        required(
          pickAny('pool_issue', 'What is wrong?', [
            'Leak',
            'Pump or filter problem',
            'Heater not working',
            'Cracked surface',
            'Lights out',
            'Green water',
          ]),
        ),
        poolKind(),
      ],
      'Pool Resurfacing': [
        required(pick('surface', 'Which new surface?', ['Plaster', 'Pebble', 'Quartz', 'Tile', NOT_SURE])),
        poolSize(),
        yesNo('drained', 'Is the pool drained?'),
      ],
      'Hot Tub Installation': [
        required(yesNo('tub_bought', 'Have you bought the hot tub?')),
        pick('tub_location', 'Where will it go?', ['Patio', 'Deck', 'Indoors', NOT_SURE]),
        pick('tub_base', 'What will it sit on?', ['Concrete pad', 'Deck', 'Pavers', 'A base must be built']),
        yesNo('circuit', 'Is there a 240 V circuit nearby?'),
      ],
    },
    'Foundation and Waterproofing': {
      'Foundation Repair': [
        required(
          pickAny('foundation_signs', 'What are you seeing?', [
            'Cracks in the foundation',
            'Cracks in inside walls',
            'Sticking doors or windows',
            'Sloping floors',
            'Gaps around windows',
          ]),
        ),
        foundationKind(),
        measure('crack_length', 'Length of the longest crack', 'ft', ['length']),
      ],
      'Basement Waterproofing': [
        required(
          pick('water_when', 'When does water get in?', [
            'After heavy rain',
            'All the time',
            'In the spring thaw',
            NOT_SURE,
          ]),
        ),
        pickAny('water_signs', 'What are you seeing?', [
          'Standing water',
          'Damp walls',
          'Mold or musty smell',
          'White deposits on the walls',
          'Cracks',
        ]),
        measure('basement_size', 'Basement size', 'ft', ['length', 'breadth']),
        yesNo('finished', 'Is the basement finished?'),
      ],
      'Crawl Space Encapsulation': [
        required(crawlArea()),
        crawlHeight(),
        moisture(),
        yesNo('vents', 'Are there vents in the foundation walls?'),
      ],
      'Sump Pump Installation': [
        required(
          pick('sump_job', 'What do you need?', ['New pit and pump', 'Replace the pump', 'Add a battery backup']),
        ),
        yesNo('flooded', 'Has the basement flooded?'),
        yesNo('outlet_near', 'Is there an outlet near the pit?'),
      ],
    },
    Cleaning: {
      'Pressure Washing': [
        required(
          pickAny('wash_what', 'What should be washed?', [
            'House siding',
            'Driveway',
            'Deck',
            'Patio',
            'Fence',
            'Roof',
          ]),
        ),
        measure('wash_area', 'Approximate area', 'ft', ['length', 'breadth']),
        stories(),
      ],
      'Post-Construction Cleaning': [
        required(homeSize()),
        pickAny('clean_scope', 'What should be cleaned?', [
          'Dust and debris',
          'Windows',
          'Floors',
          'Fixtures and cabinets',
          'Hauling away trash',
        ]),
        text('finish_date', 'When does the construction finish?', 'e.g. the 15th of next month'),
      ],
      'Window Cleaning': [
        required(windowCount()),
        pick('sides', 'Inside, outside or both?', ['Inside', 'Outside', 'Both']),
        stories(),
        yesNo('screens', 'Clean the screens and tracks too?'),
      ],
      'Carpet Cleaning': [
        required(pick('carpet_rooms', 'How many rooms?', ['1 to 2', '3 to 4', '5 or more'])),
        pickAny('stains', 'Anything in particular?', [
          'Pet stains',
          'Food or drink',
          'Heavy traffic',
          'Odors',
          'Nothing in particular',
        ]),
        measure('carpet_area', 'Carpet area', 'ft', ['length', 'breadth']),
        yesNo('upholstery', 'Add upholstery cleaning?'),
      ],
    },
    'Pest Control': {
      'Termite Treatment': [
        required(
          pickAny('termite_signs', 'What have you noticed?', [
            'Swarmers or discarded wings',
            'Mud tubes',
            'Damaged wood',
            'Droppings',
            'An inspection report',
          ]),
        ),
        foundationKind(),
        yesNo('inspected', 'Has the home been inspected?'),
        homeSize(),
      ],
      'Rodent Control': [
        required(pick('rodent_kind', 'Mice or rats?', ['Mice', 'Rats', NOT_SURE])),
        pickAny('rodent_where', 'Where have you seen signs?', ['Kitchen', 'Attic', 'Basement', 'Walls', 'Garage']),
        yesNo('ongoing', 'Do you want ongoing service?'),
      ],
      'General Pest Control': [
        required(
          pickAny('pests', 'Which pests?', [
            'Ants',
            'Cockroaches',
            'Spiders',
            'Bed bugs',
            'Fleas',
            'Wasps or bees',
            'Mosquitoes',
          ]),
        ),
        pick('frequency', 'How often?', ['One time', 'Monthly', 'Every three months']),
        yesNo('pets_children', 'Are there pets or children in the home?'),
      ],
      'Wildlife Removal': [
        required(
          pick('animal', 'Which animal?', [
            'Raccoons',
            'Squirrels',
            'Bats',
            'Birds',
            'Skunks',
            'Opossums',
            'Snakes',
            NOT_SURE,
          ]),
        ),
        pickAny('animal_where', 'Where is it?', [
          'Attic',
          'Chimney',
          'Walls',
          'Under the deck or porch',
          'Garage',
          'Yard',
        ]),
        yesNo('exclusion', 'Should entry points be sealed after removal?'),
      ],
    },
  };

/** The questions of one sub-type (its own only); empty for a sub-type the catalogue does not know. */
export function questionsOfSubType(typeTitle: string, subTypeName: string): readonly CatalogueQuestionSeed[] {
  return QUESTION_CATALOGUE[typeTitle]?.[subTypeName] ?? [];
}
