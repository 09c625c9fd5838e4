/**
 * Real places for the demo world: US and Canadian cities (name, state/province, a postal code of that city,
 * position), interstate and Trans-Canada highway polylines through them (with a few rural waypoints where the road
 * runs far from any listed city), seaports and ocean lanes for containers. Positions are city centres, WGS84
 * degrees, 4 decimals. Compact on purpose: the seed builds everything else from it.
 */

export type CountryCode = 'USA' | 'CANADA';

/** [name, state or province, postal code, lat, lng] */
type CityRow = readonly [string, string, string, number, number];

const US: readonly CityRow[] = [
  ['Seattle', 'WA', '98101', 47.6062, -122.3321],
  ['Tacoma', 'WA', '98402', 47.2529, -122.4443],
  ['Spokane', 'WA', '99201', 47.6588, -117.426],
  ['Portland', 'OR', '97204', 45.5152, -122.6784],
  ['Eugene', 'OR', '97401', 44.0521, -123.0868],
  ['Medford', 'OR', '97501', 42.3265, -122.8756],
  ['Redding', 'CA', '96001', 40.5865, -122.3917],
  ['Sacramento', 'CA', '95814', 38.5816, -121.4944],
  ['Stockton', 'CA', '95202', 37.9577, -121.2908],
  ['Oakland', 'CA', '94612', 37.8044, -122.2712],
  ['San Francisco', 'CA', '94103', 37.7749, -122.4194],
  ['Fresno', 'CA', '93721', 36.7378, -119.7871],
  ['Bakersfield', 'CA', '93301', 35.3733, -119.0187],
  ['Los Angeles', 'CA', '90012', 34.0522, -118.2437],
  ['Long Beach', 'CA', '90802', 33.7701, -118.1937],
  ['Ontario', 'CA', '91764', 34.0633, -117.6509],
  ['San Bernardino', 'CA', '92401', 34.1083, -117.2898],
  ['San Diego', 'CA', '92101', 32.7157, -117.1611],
  ['Barstow', 'CA', '92311', 34.8958, -117.0173],
  ['Las Vegas', 'NV', '89101', 36.1699, -115.1398],
  ['Reno', 'NV', '89501', 39.5296, -119.8138],
  ['Salt Lake City', 'UT', '84101', 40.7608, -111.891],
  ['Boise', 'ID', '83702', 43.615, -116.2023],
  ['Missoula', 'MT', '59802', 46.8721, -113.994],
  ['Billings', 'MT', '59101', 45.7833, -108.5007],
  ['Phoenix', 'AZ', '85004', 33.4484, -112.074],
  ['Tucson', 'AZ', '85701', 32.2226, -110.9747],
  ['Flagstaff', 'AZ', '86001', 35.1983, -111.6513],
  ['Albuquerque', 'NM', '87102', 35.0844, -106.6504],
  ['El Paso', 'TX', '79901', 31.7619, -106.485],
  ['Denver', 'CO', '80202', 39.7392, -104.9903],
  ['Cheyenne', 'WY', '82001', 41.14, -104.8202],
  ['Rapid City', 'SD', '57701', 44.0805, -103.231],
  ['Bismarck', 'ND', '58501', 46.8083, -100.7837],
  ['Fargo', 'ND', '58102', 46.8772, -96.7898],
  ['Sioux Falls', 'SD', '57104', 43.5446, -96.7311],
  ['Sioux City', 'IA', '51101', 42.4963, -96.4049],
  ['Amarillo', 'TX', '79101', 35.222, -101.8313],
  ['Oklahoma City', 'OK', '73102', 35.4676, -97.5164],
  ['Tulsa', 'OK', '74103', 36.154, -95.9928],
  ['Wichita', 'KS', '67202', 37.6872, -97.3301],
  ['Salina', 'KS', '67401', 38.8403, -97.6114],
  ['Topeka', 'KS', '66603', 39.0473, -95.6752],
  ['Kansas City', 'MO', '64106', 39.0997, -94.5786],
  ['Omaha', 'NE', '68102', 41.2565, -95.9345],
  ['Lincoln', 'NE', '68508', 40.8136, -96.7026],
  ['Des Moines', 'IA', '50309', 41.5868, -93.625],
  ['Davenport', 'IA', '52801', 41.5236, -90.5776],
  ['Minneapolis', 'MN', '55401', 44.9778, -93.265],
  ['St. Paul', 'MN', '55102', 44.9537, -93.09],
  ['Dallas', 'TX', '75201', 32.7767, -96.797],
  ['Fort Worth', 'TX', '76102', 32.7555, -97.3308],
  ['Abilene', 'TX', '79601', 32.4487, -99.7331],
  ['Waco', 'TX', '76701', 31.5493, -97.1467],
  ['Austin', 'TX', '78701', 30.2672, -97.7431],
  ['San Antonio', 'TX', '78205', 29.4241, -98.4936],
  ['Houston', 'TX', '77002', 29.7604, -95.3698],
  ['Beaumont', 'TX', '77701', 30.0802, -94.1266],
  ['Laredo', 'TX', '78040', 27.5306, -99.4803],
  ['Shreveport', 'LA', '71101', 32.5252, -93.7502],
  ['Lafayette', 'LA', '70501', 30.2241, -92.0198],
  ['Baton Rouge', 'LA', '70801', 30.4515, -91.1871],
  ['New Orleans', 'LA', '70112', 29.9511, -90.0715],
  ['Jackson', 'MS', '39201', 32.2988, -90.1848],
  ['Gulfport', 'MS', '39501', 30.3674, -89.0928],
  ['Mobile', 'AL', '36602', 30.6954, -88.0399],
  ['Montgomery', 'AL', '36104', 32.3792, -86.3077],
  ['Birmingham', 'AL', '35203', 33.5186, -86.8104],
  ['Memphis', 'TN', '38103', 35.1495, -90.049],
  ['Nashville', 'TN', '37203', 36.1627, -86.7816],
  ['Knoxville', 'TN', '37902', 35.9606, -83.9207],
  ['Chattanooga', 'TN', '37402', 35.0456, -85.3097],
  ['Little Rock', 'AR', '72201', 34.7465, -92.2896],
  ['St. Louis', 'MO', '63101', 38.627, -90.1994],
  ['Springfield', 'IL', '62701', 39.7817, -89.6501],
  ['Chicago', 'IL', '60601', 41.8781, -87.6298],
  ['Joliet', 'IL', '60432', 41.525, -88.0817],
  ['Milwaukee', 'WI', '53202', 43.0389, -87.9065],
  ['Madison', 'WI', '53703', 43.0731, -89.4012],
  ['Indianapolis', 'IN', '46204', 39.7684, -86.1581],
  ['Gary', 'IN', '46402', 41.5934, -87.3464],
  ['Louisville', 'KY', '40202', 38.2527, -85.7585],
  ['Lexington', 'KY', '40507', 38.0406, -84.5037],
  ['Cincinnati', 'OH', '45202', 39.1031, -84.512],
  ['Dayton', 'OH', '45402', 39.7589, -84.1916],
  ['Columbus', 'OH', '43215', 39.9612, -82.9988],
  ['Toledo', 'OH', '43604', 41.6528, -83.5379],
  ['Cleveland', 'OH', '44113', 41.4993, -81.6944],
  ['Detroit', 'MI', '48226', 42.3314, -83.0458],
  ['Grand Rapids', 'MI', '49503', 42.9634, -85.6681],
  ['Atlanta', 'GA', '30303', 33.749, -84.388],
  ['Macon', 'GA', '31201', 32.8407, -83.6324],
  ['Savannah', 'GA', '31401', 32.0809, -81.0912],
  ['Jacksonville', 'FL', '32202', 30.3322, -81.6557],
  ['Tallahassee', 'FL', '32301', 30.4383, -84.2807],
  ['Pensacola', 'FL', '32502', 30.4213, -87.2169],
  ['Orlando', 'FL', '32801', 28.5383, -81.3792],
  ['Tampa', 'FL', '33602', 27.9506, -82.4572],
  ['Miami', 'FL', '33130', 25.7617, -80.1918],
  ['Charlotte', 'NC', '28202', 35.2271, -80.8431],
  ['Greensboro', 'NC', '27401', 36.0726, -79.792],
  ['Raleigh', 'NC', '27601', 35.7796, -78.6382],
  ['Fayetteville', 'NC', '28301', 35.0527, -78.8784],
  ['Greenville', 'SC', '29601', 34.8526, -82.394],
  ['Columbia', 'SC', '29201', 34.0007, -81.0348],
  ['Charleston', 'SC', '29401', 32.7765, -79.9311],
  ['Richmond', 'VA', '23219', 37.5407, -77.436],
  ['Norfolk', 'VA', '23510', 36.8508, -76.2859],
  ['Washington', 'DC', '20001', 38.9072, -77.0369],
  ['Baltimore', 'MD', '21202', 39.2904, -76.6122],
  ['Harrisburg', 'PA', '17101', 40.2732, -76.8867],
  ['Philadelphia', 'PA', '19107', 39.9526, -75.1652],
  ['Pittsburgh', 'PA', '15222', 40.4406, -79.9959],
  ['Allentown', 'PA', '18101', 40.6023, -75.4714],
  ['Newark', 'NJ', '07102', 40.7357, -74.1724],
  ['New York', 'NY', '10001', 40.7128, -74.006],
  ['Albany', 'NY', '12207', 42.6526, -73.7562],
  ['Syracuse', 'NY', '13202', 43.0481, -76.1474],
  ['Rochester', 'NY', '14604', 43.1566, -77.6088],
  ['Buffalo', 'NY', '14202', 42.8864, -78.8784],
  ['Hartford', 'CT', '06103', 41.7658, -72.6734],
  ['New Haven', 'CT', '06510', 41.3083, -72.9279],
  ['Providence', 'RI', '02903', 41.824, -71.4128],
  ['Worcester', 'MA', '01608', 42.2626, -71.8023],
  ['Boston', 'MA', '02108', 42.3601, -71.0589],
  ['Portland', 'ME', '04101', 43.6591, -70.2568],
];

const CANADA: readonly CityRow[] = [
  ['Vancouver', 'BC', 'V6B 1A1', 49.2827, -123.1207],
  ['Surrey', 'BC', 'V3T 1V8', 49.1913, -122.849],
  ['Abbotsford', 'BC', 'V2S 1R3', 49.0504, -122.3045],
  ['Kamloops', 'BC', 'V2C 1A1', 50.6745, -120.3273],
  ['Kelowna', 'BC', 'V1Y 1J4', 49.888, -119.496],
  ['Prince George', 'BC', 'V2L 1P1', 53.9171, -122.7497],
  ['Calgary', 'AB', 'T2P 1J9', 51.0447, -114.0719],
  ['Red Deer', 'AB', 'T4N 1X5', 52.2681, -113.8112],
  ['Edmonton', 'AB', 'T5J 0N3', 53.5461, -113.4938],
  ['Lethbridge', 'AB', 'T1J 0N1', 49.6956, -112.8451],
  ['Medicine Hat', 'AB', 'T1A 2Y5', 50.0405, -110.6764],
  ['Saskatoon', 'SK', 'S7K 0J5', 52.1579, -106.6702],
  ['Regina', 'SK', 'S4P 3C8', 50.4452, -104.6189],
  ['Brandon', 'MB', 'R7A 0K1', 49.8485, -99.9501],
  ['Winnipeg', 'MB', 'R3C 4T3', 49.8951, -97.1384],
  ['Thunder Bay', 'ON', 'P7B 1A1', 48.3809, -89.2477],
  ['Sault Ste. Marie', 'ON', 'P6A 1Y5', 46.5219, -84.3461],
  ['Sudbury', 'ON', 'P3E 1A1', 46.4917, -80.993],
  ['Windsor', 'ON', 'N9A 1A1', 42.3149, -83.0364],
  ['London', 'ON', 'N6A 1C4', 42.9849, -81.2453],
  ['Kitchener', 'ON', 'N2G 1A1', 43.4516, -80.4925],
  ['Hamilton', 'ON', 'L8P 4R5', 43.2557, -79.8711],
  ['Mississauga', 'ON', 'L5B 3C1', 43.589, -79.6441],
  ['Brampton', 'ON', 'L6Y 4R2', 43.7315, -79.7624],
  ['Toronto', 'ON', 'M5H 2N2', 43.6532, -79.3832],
  ['Kingston', 'ON', 'K7L 2Z3', 44.2312, -76.486],
  ['Ottawa', 'ON', 'K1P 1J1', 45.4215, -75.6972],
  ['Montreal', 'QC', 'H3B 1A7', 45.5017, -73.5673],
  ['Laval', 'QC', 'H7N 5H2', 45.6066, -73.7124],
  ['Drummondville', 'QC', 'J2B 1S4', 45.8838, -72.4843],
  ['Sherbrooke', 'QC', 'J1H 1Z1', 45.4042, -71.8929],
  ['Trois-Rivieres', 'QC', 'G9A 5H3', 46.3432, -72.5418],
  ['Quebec City', 'QC', 'G1R 4P5', 46.8139, -71.208],
  ['Riviere-du-Loup', 'QC', 'G5R 1V8', 47.829, -69.5366],
  ['Edmundston', 'NB', 'E3V 1S4', 47.3737, -68.3251],
  ['Fredericton', 'NB', 'E3B 1A1', 45.9636, -66.6431],
  ['Saint John', 'NB', 'E2L 4L1', 45.2733, -66.0633],
  ['Moncton', 'NB', 'E1C 1E8', 46.0878, -64.7782],
  ['Truro', 'NS', 'B2N 3K1', 45.365, -63.28],
  ['Halifax', 'NS', 'B3J 1S9', 44.6488, -63.5752],
];

export interface City {
  /** "Name, ST" (unique). */
  key: string;
  name: string;
  state: string;
  postalCode: string;
  country: CountryCode;
  lat: number;
  lng: number;
}

const toCity = (country: CountryCode) => ([name, state, postalCode, lat, lng]: CityRow): City => ({
  key: `${name}, ${state}`,
  name,
  state,
  postalCode,
  country,
  lat,
  lng,
});

export const CITIES: readonly City[] = [...US.map(toCity('USA')), ...CANADA.map(toCity('CANADA'))];
export const CITY_BY_KEY: ReadonlyMap<string, City> = new Map(CITIES.map((city) => [city.key, city]));

/** A waypoint: a listed city ("Name, ST") or a rural point [lat, lng] where the road runs far from one. */
type Waypoint = string | readonly [number, number];

export interface HighwayData {
  name: string;
  country: CountryCode | 'BOTH';
  waypoints: readonly Waypoint[];
}

export const HIGHWAYS: readonly HighwayData[] = [
  {
    name: 'I-5',
    country: 'USA',
    waypoints: [
      'San Diego, CA', [33.1959, -117.3795], 'Los Angeles, CA', [34.8386, -118.8648], [35.3453, -119.2068], [36.0069, -119.9618],
      [37.1003, -121.0199], 'Stockton, CA', 'Sacramento, CA', [39.7285, -122.1967], 'Redding, CA', [41.3099, -122.3106],
      'Medford, OR', [42.9371, -123.3423], 'Eugene, OR', [44.9429, -123.0351], 'Portland, OR', [46.1382, -122.9382],
      'Tacoma, WA', 'Seattle, WA',
    ],
  },
  {
    name: 'I-10',
    country: 'USA',
    waypoints: [
      'Los Angeles, CA', 'Ontario, CA', 'San Bernardino, CA', [33.8303, -116.5453], [33.6103, -114.5964], [33.5773, -113.0], 'Phoenix, AZ',
      'Tucson, AZ', [32.3501, -108.7087], [32.3199, -106.7637], 'El Paso, TX', [31.0399, -104.8307], [30.8949, -102.8793],
      [30.4894, -99.7717], 'San Antonio, TX', [29.5688, -97.9647], 'Houston, TX', 'Beaumont, TX', 'Lafayette, LA', 'Baton Rouge, LA',
      'New Orleans, LA', 'Gulfport, MS', 'Mobile, AL', 'Pensacola, FL', [30.7208, -86.1164], 'Tallahassee, FL', [30.1897, -82.6393],
      'Jacksonville, FL',
    ],
  },
  {
    name: 'I-15',
    country: 'USA',
    waypoints: [
      'San Diego, CA', [33.4936, -117.1484], 'San Bernardino, CA', 'Barstow, CA', [35.2711, -116.0753], 'Las Vegas, NV',
      [37.0965, -113.5684], [37.6775, -113.0619], [38.9733, -112.3347], 'Salt Lake City, UT',
    ],
  },
  {
    name: 'I-80',
    country: 'USA',
    waypoints: [
      'San Francisco, CA', 'Oakland, CA', 'Sacramento, CA', [39.3279, -120.1833], 'Reno, NV', [40.9730, -117.7357], [40.8324, -115.7631],
      [40.7391, -114.0376], 'Salt Lake City, UT', [41.2683, -110.9632], [41.5875, -109.2029], [41.7911, -107.2387], [41.3114, -105.5911],
      'Cheyenne, WY', [41.1239, -100.7654], [40.6993, -99.0832], 'Lincoln, NE', 'Omaha, NE', 'Des Moines, IA', [41.6611, -91.5302],
      'Davenport, IA', 'Joliet, IL', 'Gary, IN', [41.6764, -86.2520], 'Toledo, OH', 'Cleveland, OH', [41.0998, -80.6495],
      [41.0270, -78.4392], [40.9868, -75.1946], 'Newark, NJ', 'New York, NY',
    ],
  },
  {
    name: 'I-90',
    country: 'USA',
    waypoints: [
      'Seattle, WA', [47.3923, -121.4007], [46.9965, -120.5478], [47.1301, -119.2781], 'Spokane, WA', [47.6777, -116.7805],
      'Missoula, MT', [46.0038, -112.5348], [45.677, -111.0429], 'Billings, MT', [44.7972, -106.9562], [44.2911, -105.5022],
      'Rapid City, SD', [43.8108, -99.3307], 'Sioux Falls, SD', [43.6480, -93.3683], [43.8014, -91.2396], 'Madison, WI',
      [42.2711, -89.0940], 'Chicago, IL', 'Gary, IN', [41.6764, -86.2520], 'Toledo, OH', 'Cleveland, OH', [42.1292, -80.0851],
      'Buffalo, NY', 'Rochester, NY', 'Syracuse, NY', 'Albany, NY', [42.1015, -72.5898], 'Worcester, MA', 'Boston, MA',
    ],
  },
  {
    name: 'I-94',
    country: 'USA',
    waypoints: [
      'Billings, MT', [46.4083, -105.8406], 'Bismarck, ND', [46.9105, -98.7084], 'Fargo, ND', [45.5579, -94.1632], 'Minneapolis, MN',
      'St. Paul, MN', [44.8113, -91.4985], 'Madison, WI', 'Milwaukee, WI', 'Chicago, IL', 'Gary, IN', [42.2917, -85.5872],
      [42.2459, -84.4013], 'Detroit, MI',
    ],
  },
  {
    name: 'I-95',
    country: 'USA',
    waypoints: [
      'Miami, FL', [26.7153, -80.0534], [29.2108, -81.0228], 'Jacksonville, FL', 'Savannah, GA', [32.9052, -80.6668], [34.1954, -79.7626],
      'Fayetteville, NC', [35.9382, -77.7905], 'Richmond, VA', 'Washington, DC', 'Baltimore, MD', 'Philadelphia, PA', 'Newark, NJ',
      'New York, NY', 'New Haven, CT', 'Providence, RI', 'Boston, MA', 'Portland, ME',
    ],
  },
  {
    name: 'I-40',
    country: 'USA',
    waypoints: [
      'Barstow, CA', [34.8481, -114.6141], [35.1894, -114.053], 'Flagstaff, AZ', [35.5281, -108.7426], 'Albuquerque, NM',
      [35.1717, -103.725], 'Amarillo, TX', 'Oklahoma City, OK', [35.3859, -94.3985], 'Little Rock, AR', 'Memphis, TN',
      [35.6145, -88.8139], 'Nashville, TN', 'Knoxville, TN', [35.5951, -82.5515], [35.7344, -81.3445], 'Greensboro, NC', 'Raleigh, NC',
    ],
  },
  {
    name: 'I-35',
    country: 'USA',
    waypoints: [
      'Laredo, TX', 'San Antonio, TX', 'Austin, TX', 'Waco, TX', 'Dallas, TX', [33.2148, -97.1331], 'Oklahoma City, OK', 'Wichita, KS',
      [38.4039, -96.1817], 'Kansas City, MO', 'Des Moines, IA', [43.6480, -93.3683], 'Minneapolis, MN',
    ],
  },
  {
    name: 'I-75',
    country: 'USA',
    waypoints: [
      'Miami, FL', [26.1420, -81.7948], 'Tampa, FL', [29.1872, -82.1401], [30.8327, -83.2785], 'Macon, GA', 'Atlanta, GA',
      'Chattanooga, TN', 'Knoxville, TN', 'Lexington, KY', 'Cincinnati, OH', 'Dayton, OH', 'Toledo, OH', 'Detroit, MI',
    ],
  },
  {
    name: 'I-70',
    country: 'USA',
    waypoints: [
      'Denver, CO', [39.2639, -103.6922], [39.1167, -100.8554], 'Salina, KS', 'Topeka, KS', 'Kansas City, MO', [38.9517, -92.3341],
      'St. Louis, MO', [39.1200, -88.5434], 'Indianapolis, IN', 'Dayton, OH', 'Columbus, OH', [40.0640, -80.7209], [39.9990, -78.2350],
      'Baltimore, MD',
    ],
  },
  {
    name: 'I-65',
    country: 'USA',
    waypoints: ['Mobile, AL', 'Montgomery, AL', 'Birmingham, AL', [34.7304, -86.5861], 'Nashville, TN', 'Louisville, KY', 'Indianapolis, IN', 'Gary, IN', 'Chicago, IL'],
  },
  {
    name: 'I-85',
    country: 'USA',
    waypoints: ['Montgomery, AL', 'Atlanta, GA', 'Greenville, SC', 'Charlotte, NC', 'Greensboro, NC', [36.0, -78.9], 'Richmond, VA'],
  },
  {
    name: 'I-20',
    country: 'USA',
    waypoints: [
      'Abilene, TX', 'Fort Worth, TX', 'Dallas, TX', [32.5007, -94.7405], 'Shreveport, LA', [32.5093, -92.1193], 'Jackson, MS',
      [32.3643, -88.7037], 'Birmingham, AL', 'Atlanta, GA', [33.4735, -82.0105], 'Columbia, SC',
    ],
  },
  {
    name: 'I-55',
    country: 'USA',
    waypoints: ['New Orleans, LA', [31.2449, -90.4532], 'Jackson, MS', 'Memphis, TN', [37.3059, -89.5181], 'St. Louis, MO', 'Springfield, IL', 'Joliet, IL', 'Chicago, IL'],
  },
  {
    name: 'I-44',
    country: 'USA',
    waypoints: ['Oklahoma City, OK', 'Tulsa, OK', [37.0842, -94.5133], [37.2090, -93.2923], [37.9514, -91.7713], 'St. Louis, MO'],
  },
  {
    name: 'I-25',
    country: 'USA',
    waypoints: ['El Paso, TX', [32.3199, -106.7637], 'Albuquerque, NM', [35.687, -105.9378], [38.2544, -104.6091], [38.8339, -104.8214], 'Denver, CO', 'Cheyenne, WY'],
  },
  {
    name: 'I-84',
    country: 'USA',
    waypoints: ['Portland, OR', [45.5946, -121.1787], [45.6721, -118.7886], 'Boise, ID', [42.5629, -114.4609], [41.7355, -111.8344], 'Salt Lake City, UT'],
  },
  {
    name: 'I-26',
    country: 'USA',
    waypoints: ['Charleston, SC', 'Columbia, SC', [34.9496, -81.9321], [35.5951, -82.5515]],
  },
  {
    name: 'CA-99',
    country: 'USA',
    waypoints: ['Sacramento, CA', 'Stockton, CA', [37.3022, -120.4830], 'Fresno, CA', [36.3302, -119.2921], 'Bakersfield, CA', [34.8386, -118.8648], 'Los Angeles, CA'],
  },
  { name: 'I-710', country: 'USA', waypoints: ['Long Beach, CA', [33.9164, -118.1800], 'Los Angeles, CA'] },
  {
    name: 'I-76 (Pennsylvania Turnpike)',
    country: 'USA',
    waypoints: ['Pittsburgh, PA', [40.1137, -79.3917], [39.9990, -78.2350], [40.1959, -77.1886], 'Harrisburg, PA', [40.1773, -76.1775], 'Philadelphia, PA'],
  },
  { name: 'I-78', country: 'USA', waypoints: ['Harrisburg, PA', [40.3357, -76.4119], 'Allentown, PA', [40.6526, -74.8995], 'Newark, NJ'] },
  { name: 'I-91', country: 'USA', waypoints: ['New Haven, CT', 'Hartford, CT', [42.1015, -72.5898], [42.8509, -72.5579]] },
  { name: 'I-4', country: 'USA', waypoints: ['Tampa, FL', [28.0395, -81.9498], 'Orlando, FL', [29.2108, -81.0228]] },
  { name: 'I-64', country: 'USA', waypoints: ['Norfolk, VA', [37.2707, -76.7075], 'Richmond, VA', [38.0293, -78.4767]] },
  { name: 'I-96', country: 'USA', waypoints: ['Grand Rapids, MI', [42.7325, -84.5555], [42.5000, -83.6500], 'Detroit, MI'] },
  { name: 'ON-410 / ON-401', country: 'CANADA', waypoints: ['Brampton, ON', 'Mississauga, ON', 'Toronto, ON'] },
  { name: 'A-15 / A-40', country: 'CANADA', waypoints: ['Laval, QC', 'Montreal, QC'] },
  { name: 'NB-1', country: 'CANADA', waypoints: ['Saint John, NB', [45.5500, -65.5000], 'Moncton, NB'] },
  {
    name: 'I-29 / MB-75',
    country: 'BOTH',
    waypoints: ['Kansas City, MO', [39.7675, -94.8467], 'Omaha, NE', 'Sioux City, IA', 'Sioux Falls, SD', [44.3114, -96.7984], 'Fargo, ND', [47.9253, -97.0329], [49.0, -97.2386], 'Winnipeg, MB'],
  },
  {
    name: 'I-5 / BC-99',
    country: 'BOTH',
    waypoints: ['Seattle, WA', [48.4201, -122.3375], [48.7519, -122.4787], [49.0024, -122.7566], 'Surrey, BC', 'Vancouver, BC'],
  },
  {
    name: 'I-87 / A-15',
    country: 'BOTH',
    waypoints: ['New York, NY', [41.7004, -73.921], 'Albany, NY', [43.3095, -73.6440], [44.6995, -73.4529], [45.0074, -73.4528], 'Montreal, QC'],
  },
  {
    name: 'QEW / I-190',
    country: 'BOTH',
    waypoints: ['Toronto, ON', 'Mississauga, ON', 'Hamilton, ON', [43.1594, -79.2469], [43.0896, -79.0849], 'Buffalo, NY'],
  },
  {
    name: 'I-75 / ON-401 (Ambassador Bridge)',
    country: 'BOTH',
    waypoints: ['Detroit, MI', 'Windsor, ON'],
  },
  {
    name: 'Trans-Canada 1',
    country: 'CANADA',
    waypoints: [
      'Vancouver, BC', 'Surrey, BC', 'Abbotsford, BC', [49.3858, -121.4419], [50.2311, -121.5814], 'Kamloops, BC', [50.9981, -118.1957],
      [51.2961, -116.9631], [51.1784, -115.5708], 'Calgary, AB', [50.7197, -113.0000], 'Medicine Hat, AB', [50.2851, -107.7972],
      [50.3933, -105.5519], 'Regina, SK', [50.1100, -101.9500], 'Brandon, MB', [49.9728, -98.2926], 'Winnipeg, MB', [49.7667, -94.4894],
      [49.7833, -92.8372], 'Thunder Bay, ON', [49.0167, -88.2667], [48.7667, -86.5500], [47.9897, -84.7700], 'Sault Ste. Marie, ON',
      [46.2500, -82.6500], 'Sudbury, ON', [46.3091, -79.4608], [45.8266, -77.1134], 'Ottawa, ON', 'Montreal, QC',
    ],
  },
  {
    name: 'ON-401 / A-20 / NB-2 / NS-102',
    country: 'CANADA',
    waypoints: [
      'Windsor, ON', [42.4048, -82.1910], 'London, ON', [43.1315, -80.7467], 'Kitchener, ON', 'Mississauga, ON', 'Toronto, ON',
      [43.8971, -78.8658], [44.1628, -77.3832], 'Kingston, ON', [44.5895, -75.6843], [45.0213, -74.7303], 'Montreal, QC',
      'Drummondville, QC', [46.2100, -71.7700], 'Quebec City, QC', [47.0000, -70.5500], 'Riviere-du-Loup, QC', 'Edmundston, NB',
      [46.8500, -67.6000], [46.2000, -67.1000], 'Fredericton, NB', 'Moncton, NB', 'Truro, NS', 'Halifax, NS',
    ],
  },
  {
    name: 'Yellowhead 16',
    country: 'CANADA',
    waypoints: [
      'Prince George, BC', [53.5000, -120.5500], [52.8737, -118.0814], [53.4058, -117.5800], 'Edmonton, AB', [53.2833, -110.0050],
      [52.7700, -108.2900], 'Saskatoon, SK', [51.2100, -102.4600], [49.9728, -98.2926], 'Winnipeg, MB',
    ],
  },
  {
    name: 'AB-2 / AB-3',
    country: 'CANADA',
    waypoints: ['Edmonton, AB', 'Red Deer, AB', 'Calgary, AB', [50.2800, -113.8200], 'Lethbridge, AB', 'Medicine Hat, AB'],
  },
  {
    name: 'BC-97 / BC-5',
    country: 'CANADA',
    waypoints: ['Kelowna, BC', [50.2670, -119.2720], 'Kamloops, BC', [52.1200, -122.1400], 'Prince George, BC'],
  },
  {
    name: 'A-10 / A-55',
    country: 'CANADA',
    waypoints: ['Montreal, QC', [45.4500, -72.7000], 'Sherbrooke, QC', 'Drummondville, QC', 'Trois-Rivieres, QC'],
  },
];

/** Seaports (container origins and destinations). */
export interface Port {
  name: string;
  country: string;
  lat: number;
  lng: number;
}

export const PORTS: Readonly<Record<string, Port>> = {
  shanghai: { name: 'Shanghai', country: 'CN', lat: 31.2304, lng: 121.4737 },
  ningbo: { name: 'Ningbo-Zhoushan', country: 'CN', lat: 29.8683, lng: 121.544 },
  yantian: { name: 'Yantian (Shenzhen)', country: 'CN', lat: 22.5756, lng: 114.2697 },
  busan: { name: 'Busan', country: 'KR', lat: 35.1028, lng: 129.0403 },
  kaohsiung: { name: 'Kaohsiung', country: 'TW', lat: 22.6163, lng: 120.3 },
  haiphong: { name: 'Hai Phong', country: 'VN', lat: 20.8449, lng: 106.6881 },
  rotterdam: { name: 'Rotterdam', country: 'NL', lat: 51.9244, lng: 4.4777 },
  hamburg: { name: 'Hamburg', country: 'DE', lat: 53.5511, lng: 9.9937 },
  losAngeles: { name: 'Los Angeles / Long Beach', country: 'US', lat: 33.7406, lng: -118.2719 },
  oakland: { name: 'Oakland', country: 'US', lat: 37.7955, lng: -122.2793 },
  tacoma: { name: 'Seattle / Tacoma', country: 'US', lat: 47.2666, lng: -122.4134 },
  vancouver: { name: 'Vancouver (Deltaport)', country: 'CA', lat: 49.0094, lng: -123.1706 },
  princeRupert: { name: 'Prince Rupert', country: 'CA', lat: 54.3150, lng: -130.3208 },
  newark: { name: 'New York / New Jersey', country: 'US', lat: 40.6840, lng: -74.1502 },
  savannah: { name: 'Savannah', country: 'US', lat: 32.1269, lng: -81.1412 },
  houston: { name: 'Houston', country: 'US', lat: 29.7269, lng: -95.0095 },
  montreal: { name: 'Montreal', country: 'CA', lat: 45.5588, lng: -73.5240 },
  halifax: { name: 'Halifax', country: 'CA', lat: 44.6300, lng: -63.5600 },
};

/**
 * Ocean lanes: origin port, destination port and the open-sea waypoints between them (through the straits and
 * canals ships take), so container positions stay on water.
 */
export interface OceanLane {
  from: keyof typeof PORTS;
  to: keyof typeof PORTS;
  via: ReadonlyArray<readonly [number, number]>;
  transitDays: number;
}

export const OCEAN_LANES: readonly OceanLane[] = [
  { from: 'shanghai', to: 'losAngeles', via: [[31.0, 124.5], [33.5, 140.0], [40.0, 170.0], [42.0, -160.0], [38.0, -135.0]], transitDays: 16 },
  { from: 'ningbo', to: 'losAngeles', via: [[29.5, 124.0], [32.0, 140.0], [38.0, 170.0], [40.0, -160.0], [36.0, -135.0]], transitDays: 17 },
  { from: 'yantian', to: 'losAngeles', via: [[21.5, 116.0], [24.0, 125.0], [32.0, 145.0], [38.0, 175.0], [36.0, -140.0]], transitDays: 18 },
  { from: 'busan', to: 'tacoma', via: [[34.5, 131.0], [38.5, 142.5], [46.0, 165.0], [50.0, -170.0], [49.0, -140.0], [48.4, -124.9]], transitDays: 12 },
  { from: 'busan', to: 'vancouver', via: [[34.5, 131.0], [38.5, 142.5], [46.0, 165.0], [50.5, -170.0], [49.5, -140.0], [48.4, -124.9]], transitDays: 13 },
  { from: 'shanghai', to: 'princeRupert', via: [[31.0, 124.5], [35.0, 142.0], [45.0, 165.0], [51.0, -170.0], [53.0, -140.0]], transitDays: 12 },
  { from: 'kaohsiung', to: 'oakland', via: [[22.5, 121.5], [26.0, 130.0], [34.0, 150.0], [38.0, 180.0], [38.0, -135.0]], transitDays: 16 },
  {
    from: 'haiphong',
    to: 'savannah',
    via: [[18.5, 108.5], [10.0, 109.5], [1.3, 104.0], [5.8, 94.5], [6.0, 80.0], [12.5, 51.0], [12.6, 43.4], [27.5, 34.0], [31.5, 32.3], [33.5, 20.0], [36.0, -5.6], [34.0, -40.0], [32.0, -75.0]],
    transitDays: 34,
  },
  {
    from: 'yantian',
    to: 'newark',
    via: [[21.5, 116.0], [10.0, 112.0], [1.3, 104.0], [5.8, 94.5], [6.0, 80.0], [12.5, 51.0], [12.6, 43.4], [27.5, 34.0], [31.5, 32.3], [33.5, 20.0], [36.0, -5.6], [38.5, -40.0], [40.2, -70.0]],
    transitDays: 32,
  },
  { from: 'rotterdam', to: 'montreal', via: [[51.8, 2.0], [50.0, -2.0], [49.5, -10.0], [50.0, -30.0], [48.0, -52.0], [49.3, -64.0], [47.5, -70.0], [46.8, -71.2]], transitDays: 10 },
  { from: 'hamburg', to: 'halifax', via: [[54.0, 8.0], [53.5, 4.0], [51.0, 1.5], [50.0, -2.0], [49.5, -10.0], [47.0, -35.0], [44.0, -60.0]], transitDays: 9 },
  { from: 'rotterdam', to: 'newark', via: [[51.8, 2.0], [50.0, -2.0], [49.5, -10.0], [45.0, -40.0], [40.3, -70.0]], transitDays: 11 },
  { from: 'rotterdam', to: 'houston', via: [[51.8, 2.0], [50.0, -2.0], [46.0, -10.0], [33.0, -40.0], [24.5, -80.5], [25.0, -85.0], [28.5, -93.0]], transitDays: 19 },
];
