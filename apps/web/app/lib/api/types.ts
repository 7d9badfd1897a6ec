// The API's answers as the web reads them: names for the schemas of the generated OpenAPI types
// (libs/api-client, `npm run api:types`), so no answer is copied by hand.
import type { Schemas } from '@halimbawa/api-client';

export type Member = Schemas['MemberDto'];
export type AuthAnswer = Schemas['AuthResultDto'];
export type KycSummary = Schemas['KycSummaryDto'];
export type DocumentView = Schemas['DocumentViewDto'];
export type LoanView = Schemas['LoanDto'];
export type ScheduleRowView = Schemas['LoanScheduleRowDto'];
export type DisclosureView = Schemas['DisclosureDto'];
export type CurrencyOption = Schemas['AvailableCurrencyDto'];
export type ContractItem = Schemas['ContractListItemDto'];
export type WalletView = Schemas['WalletDto'];
export type WithdrawalView = Schemas['WithdrawalDto'];
export type WithdrawalQuote = Schemas['WithdrawalQuoteDto'];
export type SiteAnswer = Schemas['SiteDto'];
export type PayPageView = Schemas['PayPageDto'];
export type HistoryPage = Schemas['HistoryPageDto'];
export type HistoryItem = Schemas['HistoryItemDto'];
export type ReceiptView = Schemas['ReceiptDto'];
export type AutoDebitView = Schemas['AutoDebitDto'];
export type ScheduleVersionView = Schemas['ScheduleVersionDto'];
