// The home-improvement services a provider can offer and a customer can post a project for.
export const SERVICE_CATALOGUE: ReadonlyArray<{ title: string; subTypes: readonly string[] }> = [
  {
    title: 'Roofing',
    subTypes: [
      'Roof Replacement',
      'Roof Repair',
      'Roof Inspection',
      'Metal Roofing',
      'Flat Roofing',
      'Skylight Installation',
    ],
  },
  {
    title: 'Windows',
    subTypes: ['Window Replacement', 'Window Repair', 'Window Installation', 'Window Tinting', 'Storm Windows'],
  },
  {
    title: 'Solar',
    subTypes: ['Solar Panel Installation', 'Solar Panel Repair', 'Solar Battery Storage', 'Solar Water Heating'],
  },
  { title: 'Gutters', subTypes: ['Gutter Installation', 'Gutter Repair', 'Gutter Cleaning', 'Gutter Guards'] },
  { title: 'Patios', subTypes: ['Patio Installation', 'Patio Repair', 'Patio Covers', 'Pavers'] },
  {
    title: 'Fencing',
    subTypes: [
      'Wood Fence Installation',
      'Vinyl Fence Installation',
      'Chain Link Fence',
      'Fence Repair',
      'Gate Installation',
    ],
  },
  { title: 'Decking', subTypes: ['Deck Building', 'Deck Repair', 'Deck Staining and Sealing', 'Composite Decking'] },
  {
    title: 'Plumbing',
    subTypes: [
      'Leak Repair',
      'Drain Cleaning',
      'Water Heater Installation',
      'Pipe Replacement',
      'Fixture Installation',
      'Sewer Line Repair',
    ],
  },
  {
    title: 'Electrical',
    subTypes: [
      'Wiring and Rewiring',
      'Panel Upgrade',
      'Lighting Installation',
      'Outlet and Switch Repair',
      'EV Charger Installation',
      'Generator Installation',
    ],
  },
  {
    title: 'HVAC',
    subTypes: [
      'AC Installation',
      'AC Repair',
      'Furnace Installation',
      'Furnace Repair',
      'Heat Pump Installation',
      'Duct Cleaning',
    ],
  },
  {
    title: 'Painting',
    subTypes: [
      'Interior Painting',
      'Exterior Painting',
      'Cabinet Painting',
      'Wallpaper Installation',
      'Drywall Texturing',
    ],
  },
  {
    title: 'Flooring',
    subTypes: [
      'Hardwood Flooring',
      'Laminate Flooring',
      'Tile Flooring',
      'Vinyl Flooring',
      'Carpet Installation',
      'Floor Refinishing',
    ],
  },
  {
    title: 'Remodelling',
    subTypes: ['Kitchen Remodel', 'Bathroom Remodel', 'Basement Finishing', 'Home Addition', 'Whole Home Remodel'],
  },
  { title: 'Siding', subTypes: ['Vinyl Siding', 'Fiber Cement Siding', 'Wood Siding', 'Siding Repair'] },
  {
    title: 'Concrete and Masonry',
    subTypes: ['Driveway Installation', 'Concrete Repair', 'Brick and Stone Work', 'Retaining Walls', 'Chimney Repair'],
  },
  {
    title: 'Landscaping',
    subTypes: ['Landscape Design', 'Lawn Installation', 'Tree Trimming', 'Irrigation Systems', 'Outdoor Lighting'],
  },
  {
    title: 'Insulation',
    subTypes: ['Attic Insulation', 'Spray Foam Insulation', 'Wall Insulation', 'Crawl Space Insulation'],
  },
  {
    title: 'Doors',
    subTypes: [
      'Entry Door Installation',
      'Garage Door Installation',
      'Garage Door Repair',
      'Sliding Door Installation',
      'Interior Doors',
    ],
  },
  {
    title: 'Cabinets and Countertops',
    subTypes: ['Cabinet Installation', 'Cabinet Refacing', 'Countertop Installation', 'Backsplash Installation'],
  },
  {
    title: 'Handyman',
    subTypes: ['General Repairs', 'Furniture Assembly', 'TV Mounting', 'Drywall Repair', 'Caulking and Sealing'],
  },
  {
    title: 'Pools and Spas',
    subTypes: ['Pool Installation', 'Pool Repair', 'Pool Resurfacing', 'Hot Tub Installation'],
  },
  {
    title: 'Foundation and Waterproofing',
    subTypes: ['Foundation Repair', 'Basement Waterproofing', 'Crawl Space Encapsulation', 'Sump Pump Installation'],
  },
  {
    title: 'Cleaning',
    subTypes: ['Pressure Washing', 'Post-Construction Cleaning', 'Window Cleaning', 'Carpet Cleaning'],
  },
  {
    title: 'Pest Control',
    subTypes: ['Termite Treatment', 'Rodent Control', 'General Pest Control', 'Wildlife Removal'],
  },
];

export const REFERRAL_SOURCES: readonly string[] = [
  'Google Search',
  'Facebook',
  'Instagram',
  'YouTube',
  'Friend or Colleague',
  'Another Pro',
  'Home Show or Trade Event',
  'Email',
  'Radio or Podcast',
  'Other',
];
