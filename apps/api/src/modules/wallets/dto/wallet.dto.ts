import { ApiProperty } from '@nestjs/swagger';
import { Centavos } from '../../../openapi/money';

/** The member's wallet, read from the ledger only (docs/product.md §0.3). Amounts in PHP centavos. */
export class WalletDto {
  @ApiProperty({ example: 'PHP', enum: ['PHP'] }) currency: 'PHP';
  @Centavos('Available balance: what the member may withdraw.') balance: number;
  @ApiProperty({ example: '150,000.00', description: 'The balance for display (en-US, 2 decimals).' })
  balanceText: string;
  @Centavos('Held for withdrawals awaiting their outcome (not in the balance).') held: number;
  @ApiProperty({ example: '0.00' }) heldText: string;
}
