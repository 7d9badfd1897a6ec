import { INFO_STATES, KYC_STATUSES, LOAN_STATUSES, ROLES, STATUS_COLOURS, STATUS_ICONS } from '@halimbawa/domain';

// The enumerations that several answers share, each as one named schema: the generated types
// then name them (LoanStatus, ...) instead of repeating the union. Spread into @ApiProperty.
export const LOAN_STATUS = { enum: [...LOAN_STATUSES], enumName: 'LoanStatus' };
export const KYC_STATUS = { enum: [...KYC_STATUSES], enumName: 'KycStatus' };
export const INFO_STATE = { enum: [...INFO_STATES], enumName: 'InfoState' };
export const ROLE = { enum: [...ROLES], enumName: 'Role' };
export const STATUS_COLOUR = { enum: [...STATUS_COLOURS], enumName: 'StatusColour' };
export const STATUS_ICON = { enum: [...STATUS_ICONS], enumName: 'StatusIcon' };
