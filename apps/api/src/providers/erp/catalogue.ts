import type { ErpCustomer, ErpProduct } from '@freight/contracts';
import { PRODUCTS } from '../../reference/names';

/**
 * The local ERP's customer master (ERP_PROVIDER=local, the default): 40 fictitious customers at real US and
 * Canadian cities, each with a postal code of that city (so an address made from one passes the zip check).
 * Deterministic: the same list on every machine.
 */

type Row = readonly [name: string, street1: string, city: string, state: string, postalCode: string, contactName: string, phone: string];

const US: readonly Row[] = [
  ['Acme Grocery Distribution', '1200 W Fulton Market', 'Chicago', 'IL', '60607', 'Maria Lopez', '+1 312 555 0142'],
  ['Lone Star Building Supply', '4500 Irving Blvd', 'Dallas', 'TX', '75247', 'James Carter', '+1 214 555 0187'],
  ['Peachtree Home Goods', '800 Marietta St NW', 'Atlanta', 'GA', '30318', 'Aisha Johnson', '+1 404 555 0121'],
  ['Pacific Rim Electronics', '1500 W Anaheim St', 'Long Beach', 'CA', '90813', 'Kevin Nguyen', '+1 562 555 0168'],
  ['Great Lakes Auto Parts', '2200 Michigan Ave', 'Detroit', 'MI', '48216', 'Robert Kowalski', '+1 313 555 0119'],
  ['Mile High Outdoor Co.', '4800 Vasquez Blvd', 'Denver', 'CO', '80216', 'Emily Sanders', '+1 303 555 0155'],
  ['Sunbelt Beverage Distributors', '5100 N 19th Ave', 'Phoenix', 'AZ', '85015', 'Daniel Ortiz', '+1 602 555 0133'],
  ['Music City Furniture', '700 Cowan St', 'Nashville', 'TN', '37207', 'Sarah Mitchell', '+1 615 555 0176'],
  ['Twin Cities Paper Products', '1400 Energy Park Dr', 'St. Paul', 'MN', '55108', 'Erik Lindqvist', '+1 651 555 0104'],
  ['Gateway Packaging Solutions', '3300 S Broadway', 'St. Louis', 'MO', '63118', 'Michelle Brooks', '+1 314 555 0192'],
  ['Emerald City Coffee Roasters', '1600 Airport Way S', 'Seattle', 'WA', '98134', 'Hannah Kim', '+1 206 555 0147'],
  ['Rose City Apparel', '2300 NW Industrial St', 'Portland', 'OR', '97210', 'Tyler Evans', '+1 503 555 0128'],
  ['Bayou Seafood Wholesale', '3700 Tchoupitoulas St', 'New Orleans', 'LA', '70115', 'Andre Baptiste', '+1 504 555 0163'],
  ['Keystone Steel Fabricators', '2600 Penn Ave', 'Pittsburgh', 'PA', '15222', 'Frank Russo', '+1 412 555 0139'],
  ['Liberty Pharmacy Supply', '4000 Richmond St', 'Philadelphia', 'PA', '19137', 'Patricia Walsh', '+1 215 555 0184'],
  ['Niagara Frontier Hardware', '1500 Clinton St', 'Buffalo', 'NY', '14206', 'Thomas Kelly', '+1 716 555 0110'],
  ['Garden State Cosmetics', '100 Raymond Blvd', 'Newark', 'NJ', '07105', 'Priya Shah', '+1 973 555 0151'],
  ['Bluegrass Barrel Co.', '1500 Frankfort Ave', 'Louisville', 'KY', '40206', 'William Hayes', '+1 502 555 0172'],
  ['Buckeye Farm Equipment', '2500 Jackson Pike', 'Columbus', 'OH', '43223', 'Laura Schmidt', '+1 614 555 0125'],
  ['Hoosier Appliance Wholesale', '3900 W Morris St', 'Indianapolis', 'IN', '46241', 'Brian Foster', '+1 317 555 0198'],
  ['Sunshine Citrus Growers', '2200 E 7th Ave', 'Tampa', 'FL', '33605', 'Carmen Diaz', '+1 813 555 0136'],
  ['Magic City Medical Supply', '1200 NW 22nd St', 'Miami', 'FL', '33142', 'Luis Hernandez', '+1 305 555 0159'],
  ['Carolina Textile Mills', '1800 Statesville Ave', 'Charlotte', 'NC', '28206', 'Rebecca Moore', '+1 704 555 0113'],
  ['Heartland Grain Cooperative', '1800 Genessee St', 'Kansas City', 'MO', '64102', 'Dale Peterson', '+1 816 555 0181'],
  ['Silver State Hardware', '3600 W Sunset Rd', 'Las Vegas', 'NV', '89118', 'Nicole Turner', '+1 702 555 0144'],
  ['Desert Sun Solar Supply', '1500 E Grant Rd', 'Tucson', 'AZ', '85719', 'Marcus Webb', '+1 520 555 0107'],
  ['Alamo Restaurant Supply', '2300 S Flores St', 'San Antonio', 'TX', '78204', 'Rosa Garza', '+1 210 555 0166'],
  ['Bay Area Tech Components', '1500 Oakport St', 'Oakland', 'CA', '94621', 'Jason Lee', '+1 510 555 0195'],
  ['Central Valley Produce', '2800 E Jensen Ave', 'Fresno', 'CA', '93706', 'Gabriela Ruiz', '+1 559 555 0122'],
  ['Wasatch Sporting Goods', '2100 S 3600 W', 'Salt Lake City', 'UT', '84104', 'Spencer Hall', '+1 801 555 0178'],
  ['Badger State Dairy Foods', '3000 W Canal St', 'Milwaukee', 'WI', '53208', 'Karen Novak', '+1 414 555 0131'],
  ['Cornhusker Meat Packers', '4200 S 27th St', 'Omaha', 'NE', '68107', 'Greg Olson', '+1 402 555 0149'],
];

const CANADA: readonly Row[] = [
  ['Maple Grove Foods Ltd.', '250 Front St W', 'Toronto', 'ON', 'M5V 2T6', 'Olivia Chen', '+1 416 555 0117'],
  ['Laurentian Paper Inc.', '1000 Rue Sherbrooke O', 'Montreal', 'QC', 'H3A 2R7', 'Julien Gagnon', '+1 514 555 0186'],
  ['Prairie Harvest Co-op', '1200 10 Ave SW', 'Calgary', 'AB', 'T3C 0J3', 'Megan Fraser', '+1 403 555 0134'],
  ['Coastal Timber Products', '800 Terminal Ave', 'Vancouver', 'BC', 'V6A 2M8', 'Ryan MacDonald', '+1 604 555 0161'],
  ['Capital Region Office Furnishings', '200 Bank St', 'Ottawa', 'ON', 'K1P 5N4', 'Sophie Tremblay', '+1 613 555 0102'],
  ['Red River Agri Supply', '1500 Notre Dame Ave', 'Winnipeg', 'MB', 'R3E 0P9', 'Derek Wiebe', '+1 204 555 0175'],
  ['Northern Lights Oilfield Supply', '9000 50 St NW', 'Edmonton', 'AB', 'T6B 2Y3', 'Colin Anderson', '+1 780 555 0148'],
  ['Hamilton Steel Distribution', '400 Victoria Ave N', 'Hamilton', 'ON', 'L8L 5G8', 'Angela Russo', '+1 905 555 0127'],
];

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '');

export const ERP_CUSTOMERS: readonly ErpCustomer[] = [...US.map((row) => ['USA', row] as const), ...CANADA.map((row) => ['CANADA', row] as const)].map(
  ([country, [name, street1, city, state, postalCode, contactName, contactPhone]], index) => ({
    erpCustomerId: `C${String(100_001 + index)}`,
    name,
    street1,
    city,
    state,
    postalCode,
    country,
    contactName,
    contactPhone,
    contactEmail: `${contactName.split(' ')[0]!.toLowerCase()}@${slug(name).slice(0, 18)}.example`,
  }),
);

/**
 * The local ERP's material master (get-sap-products): the demo company's products (the same SKUs its warehouses
 * stock, reference/names.ts), with the commodity, unit weight, units per pallet, hazmat flag, temperature range and the
 * equipment they travel in, which the load form fills from a chosen product.
 */
export const ERP_PRODUCTS: readonly ErpProduct[] = PRODUCTS.map((product) => ({
  erpProductId: product.sku,
  name: product.name,
  description: `${product.commodity}, ${product.unitsPerPallet} ${product.unit} per pallet`,
  commodity: product.commodity,
  unit: product.unit,
  unitWeightLbs: product.unitWeightLbs,
  unitsPerPallet: product.unitsPerPallet,
  isHazmat: product.hazmat ?? false,
  temperatureMinF: product.temperature?.[0] ?? null,
  temperatureMaxF: product.temperature?.[1] ?? null,
  equipmentKey: product.equipment,
}));
