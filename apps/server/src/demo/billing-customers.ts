import { CRAFT_TYPE } from '@craftwork/domain/catalogues/craft-types';

/** The demo's customers, with their locations, and its price book. */

type TDemoCustomer = {
  name: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  type: 'residential' | 'commercial';
  tags: string[];
  isTaxExempt?: boolean;
  /** Street addresses; placed around the site's centre. */
  addresses: string[];
};

export const DEMO_CUSTOMERS: TDemoCustomer[] = [
  {
    name: 'Harbor Bakery',
    firstName: 'Rosa',
    lastName: 'Alvarez',
    email: 'rosa@harborbakery.demo',
    phone: '(713) 555-0140',
    type: 'commercial',
    tags: ['food service'],
    addresses: ['1200 Navigation Blvd, Houston, TX 77011'],
  },
  {
    name: 'Bayside Medical Clinic',
    firstName: 'Dev',
    lastName: 'Patel',
    email: 'facilities@baysideclinic.demo',
    phone: '(713) 555-0171',
    type: 'commercial',
    tags: ['healthcare', 'priority'],
    isTaxExempt: true,
    addresses: ['450 Clinton Dr, Galena Park, TX 77547', '18 Main St, Galena Park, TX 77547'],
  },
  {
    name: 'Channel Storage Co.',
    firstName: 'Mark',
    lastName: 'Dunn',
    email: 'mark@channelstorage.demo',
    phone: '(713) 555-0112',
    type: 'commercial',
    tags: ['industrial'],
    addresses: ['9 Wharf Rd, Pasadena, TX 77506'],
  },
  {
    name: 'Linda Moreno',
    firstName: 'Linda',
    lastName: 'Moreno',
    email: 'linda.moreno@mail.demo',
    phone: '(832) 555-0188',
    type: 'residential',
    tags: [],
    addresses: ['77 Magnolia Ave, Houston, TX 77012'],
  },
  {
    name: 'Gulf Fuel Terminal',
    firstName: 'Ken',
    lastName: 'Okafor',
    email: 'ken.okafor@gulffuel.demo',
    phone: '(281) 555-0125',
    type: 'commercial',
    tags: ['industrial', 'priority'],
    addresses: ['2 Terminal Way, Pasadena, TX 77506', '40 Tank Farm Rd, Pasadena, TX 77506'],
  },
  {
    name: 'Eastwood Elementary PTA',
    firstName: 'Grace',
    lastName: 'Kim',
    email: 'pta@eastwood.demo',
    phone: '(713) 555-0199',
    type: 'commercial',
    tags: ['school'],
    isTaxExempt: true,
    addresses: ['5000 Harrisburg Blvd, Houston, TX 77011'],
  },
];

type TDemoItem = {
  name: string;
  unit: string;
  unitPriceCents: number;
  craftType: number | null;
  taxable?: boolean;
  description?: string;
};

export const DEMO_ITEMS: TDemoItem[] = [
  {
    name: 'Scaffold erection labor',
    unit: 'hr',
    unitPriceCents: 6500,
    craftType: CRAFT_TYPE.SCAFFOLDING,
    taxable: false,
  },
  { name: 'Scaffold rental', unit: 'day', unitPriceCents: 4500, craftType: CRAFT_TYPE.SCAFFOLDING },
  {
    name: 'Scaffold inspection',
    unit: 'each',
    unitPriceCents: 12_500,
    craftType: CRAFT_TYPE.SCAFFOLDING,
    taxable: false,
  },
  { name: 'Pipe insulation', unit: 'ft', unitPriceCents: 1850, craftType: CRAFT_TYPE.INSULATION },
  {
    name: 'Insulation removal',
    unit: 'hr',
    unitPriceCents: 5800,
    craftType: CRAFT_TYPE.INSULATION,
    taxable: false,
  },
  {
    name: 'Hydro blasting crew',
    unit: 'hr',
    unitPriceCents: 18_500,
    craftType: CRAFT_TYPE.WATERBLASTING,
    taxable: false,
  },
  {
    name: 'Blasting water disposal',
    unit: 'gal',
    unitPriceCents: 35,
    craftType: CRAFT_TYPE.WATERBLASTING,
  },
  {
    name: 'Surface preparation',
    unit: 'sq ft',
    unitPriceCents: 275,
    craftType: CRAFT_TYPE.PAINTING,
    taxable: false,
  },
  { name: 'Epoxy coating', unit: 'gal', unitPriceCents: 8900, craftType: CRAFT_TYPE.PAINTING },
  {
    name: 'Deep cleaning crew',
    unit: 'hr',
    unitPriceCents: 4200,
    craftType: CRAFT_TYPE.CLEANING,
    taxable: false,
  },
  {
    name: 'Cleaning supplies kit',
    unit: 'each',
    unitPriceCents: 3500,
    craftType: CRAFT_TYPE.CLEANING,
  },
  {
    name: 'Trip charge',
    unit: 'each',
    unitPriceCents: 7500,
    craftType: null,
    taxable: false,
    description: 'Crew travel to the job.',
  },
];
