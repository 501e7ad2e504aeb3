import type SvgIcon from '@mui/material/SvgIcon';
import AirIcon from '@mui/icons-material/Air';
import AssignmentIcon from '@mui/icons-material/Assignment';
import BuildIcon from '@mui/icons-material/Build';
import CarpenterIcon from '@mui/icons-material/Carpenter';
import ChecklistIcon from '@mui/icons-material/Checklist';
import CleaningServicesIcon from '@mui/icons-material/CleaningServices';
import ElectricalServicesIcon from '@mui/icons-material/ElectricalServices';
import ElevatorIcon from '@mui/icons-material/Elevator';
import EngineeringIcon from '@mui/icons-material/Engineering';
import FilterAltIcon from '@mui/icons-material/FilterAlt';
import FormatPaintIcon from '@mui/icons-material/FormatPaint';
import FoundationIcon from '@mui/icons-material/Foundation';
import GrainIcon from '@mui/icons-material/Grain';
import LayersIcon from '@mui/icons-material/Layers';
import LocalFireDepartmentIcon from '@mui/icons-material/LocalFireDepartment';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PlumbingIcon from '@mui/icons-material/Plumbing';
import AgricultureIcon from '@mui/icons-material/Agriculture';
import SoapIcon from '@mui/icons-material/Soap';
import VideocamIcon from '@mui/icons-material/Videocam';
import WaterDropIcon from '@mui/icons-material/WaterDrop';
import WhatshotIcon from '@mui/icons-material/Whatshot';
import { CRAFT_TYPE } from '@craftwork/domain/catalogues/craft-types';
import { useCraftTypeName } from '../../../lib/i18n/use-type-names';

const ICONS: Readonly<Record<number, typeof SvgIcon>> = {
  [CRAFT_TYPE.SCAFFOLDING]: FoundationIcon,
  [CRAFT_TYPE.INSULATION]: LayersIcon,
  [CRAFT_TYPE.STEAM_TRACING]: WhatshotIcon,
  [CRAFT_TYPE.FIREPROOFING]: LocalFireDepartmentIcon,
  [CRAFT_TYPE.WATERBLASTING]: WaterDropIcon,
  [CRAFT_TYPE.VACUUM_TRUCK]: LocalShippingIcon,
  [CRAFT_TYPE.SANDBLASTING]: GrainIcon,
  [CRAFT_TYPE.FILTER_CLOTHS]: FilterAltIcon,
  [CRAFT_TYPE.PAINTING]: FormatPaintIcon,
  [CRAFT_TYPE.HOISTWELLS]: ElevatorIcon,
  [CRAFT_TYPE.MOBILE_EQUIPMENT]: AgricultureIcon,
  [CRAFT_TYPE.CAMERAS]: VideocamIcon,
  [CRAFT_TYPE.HVAC]: AirIcon,
  [CRAFT_TYPE.ELECTRICAL]: ElectricalServicesIcon,
  [CRAFT_TYPE.CARPENTRY]: CarpenterIcon,
  [CRAFT_TYPE.PLUMBING]: PlumbingIcon,
  [CRAFT_TYPE.PERMITTING]: AssignmentIcon,
  [CRAFT_TYPE.GENERAL_LABOR]: EngineeringIcon,
  [CRAFT_TYPE.HOUSEKEEPING]: CleaningServicesIcon,
  [CRAFT_TYPE.CLEANING]: SoapIcon,
  [CRAFT_TYPE.CHECKLISTS]: ChecklistIcon,
};

/** The craft (work) type as an icon, named for assistive technology and on hover. */
export function CraftTypeIcon({ craftType }: { craftType: number }) {
  const Icon = ICONS[craftType] ?? BuildIcon;
  const name = useCraftTypeName()(craftType);
  return (
    <Icon
      role="img"
      aria-label={name}
      titleAccess={name}
      fontSize="small"
      color="action"
      sx={{ verticalAlign: 'middle' }}
    />
  );
}
