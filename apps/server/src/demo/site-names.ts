import { CRAFT_TYPE } from '@craftwork/domain/catalogues/craft-types';

/** The demo site's places, companies, assets and craft types. */

export const LOCATION_NAMES = [
  ['Crude Unit 1', 'Operations'],
  ['Crude Unit 2', 'Operations'],
  ['Cat Cracker', 'Operations'],
  ['Tank Farm North', 'Logistics'],
  ['Tank Farm South', 'Logistics'],
  ['Boiler House', 'Utilities'],
  ['Cooling Tower', 'Utilities'],
  ['Dock 3', 'Logistics'],
] as const;

export const COMPANY_SPECS = [
  { name: 'Apex Scaffold Services', craftTypes: [CRAFT_TYPE.SCAFFOLDING, CRAFT_TYPE.INSULATION] },
  { name: 'Brightline Coatings', craftTypes: [CRAFT_TYPE.PAINTING, CRAFT_TYPE.INSULATION] },
  {
    name: 'Clearwater Industrial Cleaning',
    craftTypes: [CRAFT_TYPE.CLEANING, CRAFT_TYPE.WATERBLASTING],
  },
  {
    name: 'Delta Plant Services',
    craftTypes: [CRAFT_TYPE.SCAFFOLDING, CRAFT_TYPE.WATERBLASTING, CRAFT_TYPE.PAINTING],
  },
];

export const DEMO_ASSETS = [
  ['E-101', 'Exchanger E-101'],
  ['T-4', 'Tower T-4'],
  ['P-22', 'Pump P-22'],
  ['TK-7', 'Tank TK-7'],
] as const;

export const DEMO_CRAFT_TYPES = [
  CRAFT_TYPE.SCAFFOLDING,
  CRAFT_TYPE.INSULATION,
  CRAFT_TYPE.WATERBLASTING,
  CRAFT_TYPE.PAINTING,
  CRAFT_TYPE.CLEANING,
];
