// Every migration class, oldest first. TypeORM runs the pending ones in this order.
import { Platform1795317913552 } from './1795317913552-platform';

export const MIGRATIONS = [Platform1795317913552];
