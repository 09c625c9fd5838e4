/** Word lists for the demo world (people, businesses, streets, products, chat lines). Fictional names. */

export const FIRST_NAMES = [
  'James', 'Maria', 'Robert', 'Linda', 'Michael', 'Patricia', 'David', 'Jennifer', 'Carlos', 'Elizabeth', 'Daniel', 'Sofia',
  'Anthony', 'Nicole', 'Marcus', 'Aisha', 'Kevin', 'Emily', 'Jamal', 'Rachel', 'Luis', 'Megan', 'Brian', 'Olivia',
  'Tyrone', 'Hannah', 'Jose', 'Grace', 'Dmitri', 'Fatima', 'Sean', 'Chloe', 'Hector', 'Ava', 'Raj', 'Isabelle',
  'Mathieu', 'Camille', 'Gurpreet', 'Nadia', 'Wei', 'Mei', 'Tomasz', 'Ingrid', 'Andre', 'Keisha', 'Pablo', 'Zoe',
];

export const LAST_NAMES = [
  'Johnson', 'Garcia', 'Williams', 'Martinez', 'Brown', 'Rodriguez', 'Miller', 'Davis', 'Lopez', 'Wilson', 'Anderson',
  'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Thompson', 'White', 'Harris', 'Clark', 'Lewis', 'Walker',
  'Hall', 'Young', 'King', 'Wright', 'Scott', 'Green', 'Baker', 'Nguyen', 'Hill', 'Campbell', 'Singh', 'Tremblay',
  'Gagnon', 'Roy', 'Cote', 'Bouchard', 'Kowalski', 'Chen', 'Patel', 'Okafor', 'Murphy', 'Sullivan', 'Novak',
];

export const STREET_NAMES = [
  'Industrial', 'Commerce', 'Logistics', 'Distribution', 'Enterprise', 'Gateway', 'Freight', 'Corporate', 'Harbor',
  'Railroad', 'Airport', 'Warehouse', 'Trade Center', 'Meridian', 'Pioneer', 'Summit', 'Lakeside', 'Riverside',
  'Prairie', 'Maple', 'Oak', 'Cedar', 'Willow', 'Franklin', 'Jefferson', 'Madison', 'Lincoln', 'Washington', 'Main',
];

export const STREET_SUFFIXES = ['Pkwy', 'Dr', 'Blvd', 'Ave', 'Rd', 'Way', 'St', 'Ct', 'Ln'];

/** Plants and suppliers (pickup addresses). */
export const SHIPPER_SITES = [
  'Great Lakes Packaging', 'Summit Foods', 'Ironline Steel', 'Blue River Beverages', 'Pinecrest Paper', 'Northstar Plastics',
  'Heartland Grain', 'Keystone Auto Parts', 'Coastal Produce', 'Redwood Lumber', 'Sterling Chemicals', 'Prairie Farms Dairy',
  'Allied Home Goods', 'Cascade Electronics', 'Liberty Tire', 'Evergreen Nursery', 'Atlas Building Supply', 'Maplewood Furniture',
  'Sunbelt Solar', 'Frontier Pet Foods', 'Riverbend Brewing', 'Granite State Textiles', 'Pacific Seafood', 'Mesa Cement',
];

/** Retail and industrial receivers (delivery addresses). */
export const RECEIVER_SITES = [
  'Walton Retail DC', 'HomeBuild Depot DC', 'FreshMart Grocery DC', 'Costwise Wholesale DC', 'Target Point DC',
  'MegaMart Regional DC', 'Northern Hardware DC', 'Urban Outfit Fulfillment', 'QuickShip Fulfillment Center',
  'Metro Foods Cross-Dock', 'Sunrise Supermarkets DC', 'ValueHome Distribution', 'AutoZone Parts Hub', 'Pharma Cold Chain Hub',
  'Canadian Grocers Co-op DC', 'Loblaw-style Regional DC', 'Prairie Co-op Warehouse', 'Atlantic Retail DC',
];

/** Business customers (customer addresses, sales orders). */
export const CUSTOMERS = [
  'Acme Restaurant Supply', 'BrightSmile Dental Group', 'Cornerstone Builders', 'Delta Hospitality', 'Eagle Eye Optics',
  'Fairview Schools District', 'Golden Gate Grocers', 'Harborview Hotels', 'Innova Labs', 'Jubilee Caterers',
  'Kingsway Pharmacies', 'Lakeshore Marinas', 'Midtown Office Interiors', 'Nordic Outdoor Gear', 'Oakridge Hospital',
  'Prestige Auto Dealers', 'Quantum Data Centers', 'Riverside University', 'Silverline Fitness', 'Timberline Resorts',
  'Unity Health Network', 'Vantage Construction',
];

export const SPECIAL_INSTRUCTIONS = [
  'Driver must check in at the guard shack with the load number.',
  'Appointment required: call 24 hours ahead.',
  'No double stacking. Load bars required.',
  'Reefer must be pre-cooled before loading; continuous mode.',
  'Tarps required (6 ft drop).',
  'Lumper fees reimbursed with receipt.',
  'Seal must be intact on arrival; record seal number on the BOL.',
  'Liftgate and pallet jack needed at delivery.',
  'Hazmat placards required; driver must carry endorsement.',
  'Deliver to dock door 12; receiving closes at 3 PM.',
];

export const TRUCK_MODELS = [
  ['Freightliner', 'Cascadia'],
  ['Peterbilt', '579'],
  ['Kenworth', 'T680'],
  ['Volvo', 'VNL 860'],
  ['International', 'LT625'],
  ['Mack', 'Anthem'],
  ['Western Star', '57X'],
] as const;

export interface ProductSeed {
  sku: string;
  name: string;
  commodity: string;
  unit: string;
  unitWeightLbs: number;
  unitsPerPallet: number;
  unitPrice: number;
  equipment: 'dry_van' | 'reefer' | 'flatbed' | 'step_deck' | 'conestoga';
  hazmat?: boolean;
  temperature?: readonly [number, number];
}

export const PRODUCTS: readonly ProductSeed[] = [
  { sku: 'BW-24-500', name: 'Bottled Water 24 x 500 ml', commodity: 'Bottled water', unit: 'case', unitWeightLbs: 27, unitsPerPallet: 84, unitPrice: 4.1, equipment: 'dry_van' },
  { sku: 'PT-12-ROLL', name: 'Paper Towels 12 rolls', commodity: 'Paper products', unit: 'case', unitWeightLbs: 9, unitsPerPallet: 60, unitPrice: 11.5, equipment: 'dry_van' },
  { sku: 'CT-28-12', name: 'Canned Tomatoes 28 oz x 12', commodity: 'Canned goods', unit: 'case', unitWeightLbs: 23, unitsPerPallet: 90, unitPrice: 14.2, equipment: 'dry_van' },
  { sku: 'LED-A19-4', name: 'LED Bulbs A19 4-pack', commodity: 'Lighting', unit: 'case', unitWeightLbs: 6, unitsPerPallet: 160, unitPrice: 22.0, equipment: 'dry_van' },
  { sku: 'OC-ERGO-1', name: 'Ergonomic Office Chair', commodity: 'Furniture', unit: 'each', unitWeightLbs: 42, unitsPerPallet: 12, unitPrice: 149.0, equipment: 'dry_van' },
  { sku: 'BK-5SH-OAK', name: 'Bookshelf 5-shelf (flat pack)', commodity: 'Furniture', unit: 'each', unitWeightLbs: 58, unitsPerPallet: 20, unitPrice: 89.0, equipment: 'dry_van' },
  { sku: 'FZ-PEAS-20', name: 'Frozen Peas 20 lb', commodity: 'Frozen vegetables', unit: 'case', unitWeightLbs: 21, unitsPerPallet: 80, unitPrice: 18.0, equipment: 'reefer', temperature: [-10, 0] },
  { sku: 'AP-GALA-40', name: 'Gala Apples 40 lb', commodity: 'Fresh produce', unit: 'case', unitWeightLbs: 42, unitsPerPallet: 48, unitPrice: 32.0, equipment: 'reefer', temperature: [33, 36] },
  { sku: 'MO-5W30-6', name: 'Motor Oil 5W-30 6 x 5 qt', commodity: 'Lubricants', unit: 'case', unitWeightLbs: 58, unitsPerPallet: 36, unitPrice: 96.0, equipment: 'dry_van' },
  { sku: 'LD-150-4', name: 'Laundry Detergent 150 oz x 4', commodity: 'Household chemicals', unit: 'case', unitWeightLbs: 40, unitsPerPallet: 40, unitPrice: 38.0, equipment: 'dry_van' },
  { sku: 'DF-30-ADT', name: 'Dog Food Adult 30 lb', commodity: 'Pet food', unit: 'bag', unitWeightLbs: 30, unitsPerPallet: 50, unitPrice: 27.0, equipment: 'dry_van' },
  { sku: 'CR-OAT-12', name: 'Oat Cereal 12 x 18 oz', commodity: 'Dry groceries', unit: 'case', unitWeightLbs: 15, unitsPerPallet: 72, unitPrice: 29.0, equipment: 'dry_van' },
  { sku: 'SC-HR-10T', name: 'Hot-rolled Steel Coil', commodity: 'Steel coils', unit: 'coil', unitWeightLbs: 20000, unitsPerPallet: 1, unitPrice: 9200.0, equipment: 'flatbed' },
  { sku: 'LB-2X4-8', name: 'Lumber 2x4x8 SPF (bundle)', commodity: 'Lumber', unit: 'bundle', unitWeightLbs: 2300, unitsPerPallet: 1, unitPrice: 1450.0, equipment: 'flatbed' },
  { sku: 'DW-4X8-12', name: 'Drywall 4x8 1/2 in (bundle of 50)', commodity: 'Building materials', unit: 'bundle', unitWeightLbs: 2700, unitsPerPallet: 1, unitPrice: 780.0, equipment: 'conestoga' },
  { sku: 'CM-94-PORT', name: 'Portland Cement 94 lb', commodity: 'Cement', unit: 'bag', unitWeightLbs: 94, unitsPerPallet: 42, unitPrice: 14.5, equipment: 'dry_van' },
  { sku: 'BP-CER-F', name: 'Ceramic Brake Pads (front)', commodity: 'Auto parts', unit: 'case', unitWeightLbs: 32, unitsPerPallet: 48, unitPrice: 210.0, equipment: 'dry_van' },
  { sku: 'TR-225-17', name: 'All-season Tire 225/65R17', commodity: 'Tires', unit: 'each', unitWeightLbs: 28, unitsPerPallet: 24, unitPrice: 118.0, equipment: 'dry_van' },
  { sku: 'SP-400W-M', name: 'Solar Panel 400 W mono', commodity: 'Solar panels', unit: 'each', unitWeightLbs: 48, unitsPerPallet: 30, unitPrice: 185.0, equipment: 'dry_van' },
  { sku: 'TV-55-4K', name: 'Television 55 in 4K', commodity: 'Consumer electronics', unit: 'each', unitWeightLbs: 45, unitsPerPallet: 14, unitPrice: 399.0, equipment: 'dry_van' },
  { sku: 'MW-1100-S', name: 'Microwave 1100 W stainless', commodity: 'Appliances', unit: 'each', unitWeightLbs: 38, unitsPerPallet: 24, unitPrice: 129.0, equipment: 'dry_van' },
  { sku: 'BC-CITY-M', name: 'City Bicycle (boxed)', commodity: 'Sporting goods', unit: 'each', unitWeightLbs: 40, unitsPerPallet: 10, unitPrice: 349.0, equipment: 'dry_van' },
  { sku: 'CB-ARA-5', name: 'Arabica Coffee Beans 5 lb', commodity: 'Coffee', unit: 'bag', unitWeightLbs: 5, unitsPerPallet: 200, unitPrice: 41.0, equipment: 'dry_van' },
  { sku: 'MS-AMB-1L', name: 'Maple Syrup Amber 1 L x 12', commodity: 'Maple syrup', unit: 'case', unitWeightLbs: 36, unitsPerPallet: 56, unitPrice: 144.0, equipment: 'dry_van' },
  { sku: 'FF-SHOE-6', name: 'Frozen Fries Shoestring 6 x 5 lb', commodity: 'Frozen potatoes', unit: 'case', unitWeightLbs: 31, unitsPerPallet: 70, unitPrice: 26.0, equipment: 'reefer', temperature: [-10, 0] },
  { sku: 'IC-VAN-3G', name: 'Vanilla Ice Cream 3 gal', commodity: 'Ice cream', unit: 'tub', unitWeightLbs: 17, unitsPerPallet: 96, unitPrice: 34.0, equipment: 'reefer', temperature: [-20, -10] },
  { sku: 'RX-VAC-CC', name: 'Vaccines (cold chain)', commodity: 'Pharmaceuticals', unit: 'case', unitWeightLbs: 12, unitsPerPallet: 40, unitPrice: 2400.0, equipment: 'reefer', temperature: [36, 46] },
  { sku: 'CW-80-6', name: 'Disinfecting Wipes 80 ct x 6', commodity: 'Cleaning supplies', unit: 'case', unitWeightLbs: 14, unitsPerPallet: 100, unitPrice: 24.0, equipment: 'dry_van' },
  { sku: 'PR-HDPE-55', name: 'HDPE Resin Pellets 55 lb', commodity: 'Plastic resin', unit: 'bag', unitWeightLbs: 55, unitsPerPallet: 40, unitPrice: 48.0, equipment: 'dry_van' },
  { sku: 'CL-NAOH-55', name: 'Sodium Hydroxide 50% (drum)', commodity: 'Corrosive liquid (UN1824)', unit: 'drum', unitWeightLbs: 640, unitsPerPallet: 4, unitPrice: 310.0, equipment: 'dry_van', hazmat: true },
];

export const SUPPLIERS = [
  { name: 'Shenzhen Brightlight Electronics Co., Ltd.', country: 'CN' },
  { name: 'Ningbo Oceanic Housewares Co., Ltd.', country: 'CN' },
  { name: 'Shanghai Evertrue Furniture Manufacturing', country: 'CN' },
  { name: 'Busan Precision Auto Parts Co.', country: 'KR' },
  { name: 'Kaohsiung Cycle Works', country: 'TW' },
  { name: 'Haiphong Textile & Garment JSC', country: 'VN' },
  { name: 'Van der Berg Foods B.V.', country: 'NL' },
  { name: 'Hanseatic Industrial Tools GmbH', country: 'DE' },
];

export const OCEAN_CARRIERS = [
  { scac: 'MSCU', name: 'MSC', bolPrefix: 'MEDU', vessels: ['MSC GULSUN', 'MSC IRINA', 'MSC TESSA'] },
  { scac: 'MAEU', name: 'Maersk', bolPrefix: 'MAEU', vessels: ['MAERSK ESSEN', 'MAERSK ELBA', 'MAERSK HANGZHOU'] },
  { scac: 'CMDU', name: 'CMA CGM', bolPrefix: 'CMDU', vessels: ['CMA CGM MARCO POLO', 'CMA CGM JACQUES SAADE'] },
  { scac: 'COSU', name: 'COSCO', bolPrefix: 'COSU', vessels: ['COSCO SHIPPING ARIES', 'COSCO SHIPPING TAURUS'] },
  { scac: 'ONEY', name: 'ONE', bolPrefix: 'ONEY', vessels: ['ONE APUS', 'ONE INNOVATION'] },
  { scac: 'HLCU', name: 'Hapag-Lloyd', bolPrefix: 'HLCU', vessels: ['BERLIN EXPRESS', 'HAMBURG EXPRESS'] },
  { scac: 'EGLV', name: 'Evergreen', bolPrefix: 'EGLV', vessels: ['EVER ACE', 'EVER GIVEN'] },
] as const;

/** Container owner prefixes (ISO 6346 owner code + category U). */
export const CONTAINER_OWNERS = ['MSCU', 'MSKU', 'CMAU', 'COSU', 'ONEU', 'HLXU', 'EGHU', 'TGHU', 'TCLU'];

export const CHAT_FROM_TRUCK = [
  'At the shipper, checked in. Waiting for a door.',
  'Loaded and rolling. Seal number is on the BOL.',
  'Traffic is heavy near the interchange, running about 30 min behind.',
  'Fuel stop, back on the road in 20.',
  'Taking my 10-hour break here, will roll at 5 AM.',
  'ETA at the receiver is around 2 PM.',
  'Receiver says we are early, they will fit us in.',
  'Delivered. POD signed, uploading photos now.',
  'Scale ticket shows 38,420 lbs, all legal.',
  'Reefer holding at the set point, no alarms.',
  'Weather is getting bad over the pass, slowing down.',
  'Can you send me the appointment number for tomorrow?',
];

export const CHAT_FROM_OFFICE = [
  'Thanks, keep me posted.',
  'Appointment confirmed for 08:00, door 14.',
  'Please send a photo of the seal before you leave.',
  'Customer asked if you can deliver early, any chance?',
  'Next load is ready for you in the same city, details in the app.',
  'Drive safe, the storm is moving east tonight.',
  'Got the POD, thank you!',
  'Lumper receipt please, we will reimburse it.',
  'Detention starts after 2 hours, log your in and out times.',
];

/** Two-digit area codes are not a thing: one real area code per state / province for phone numbers. */
export const AREA_CODES: Readonly<Record<string, string>> = {
  WA: '206', OR: '503', CA: '213', NV: '702', UT: '801', ID: '208', MT: '406', AZ: '602', NM: '505', TX: '214', CO: '303',
  WY: '307', SD: '605', ND: '701', IA: '515', OK: '405', KS: '316', MO: '816', NE: '402', MN: '612', LA: '504', MS: '601',
  AL: '205', TN: '615', AR: '501', IL: '312', WI: '414', IN: '317', KY: '502', OH: '614', MI: '313', GA: '404', FL: '305',
  NC: '704', SC: '803', VA: '804', DC: '202', MD: '410', PA: '215', NJ: '973', NY: '212', CT: '203', RI: '401', MA: '617',
  ME: '207', BC: '604', AB: '403', SK: '306', MB: '204', ON: '416', QC: '514', NB: '506', NS: '902',
};
