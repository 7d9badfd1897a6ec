// Generated from the API's OpenAPI document by `npm run api:types`: do not edit by hand, regenerate.

export interface paths {
    "/api/v2/admin/currencies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List every currency
         * @description Every currency, active or not, with its rate in force (units per 1 PHP), its source and time. Audited.
         *
         *     Roles: ADMIN.
         */
        get: operations["AdminCurrenciesController_list"];
        put?: never;
        /**
         * Add or change a currency
         * @description Adds a currency, or changes the given fields of one (name, symbol, country, active). Audited.
         *
         *     Roles: ADMIN.
         */
        post: operations["AdminCurrenciesController_upsert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/admin/rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a currency's rate
         * @description Sets a currency's rate in units per 1 PHP, in force from now, with source `admin`. Audited.
         *
         *     Roles: ADMIN.
         */
        post: operations["AdminCurrenciesController_setRate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/authmember/chpwd": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the password
         * @description Changes the signed-in member's password after checking the current one; the member's other sessions are signed out.
         */
        post: operations["AuthController_changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/authmember/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in
         * @description Signs in with the phone number and password and answers an access token (15 minutes by default) and a refresh token. During a cooldown that others caused, the right password answers 403 and sends a code to the member's phone: send it again with `code`.
         */
        post: operations["AuthController_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/authmember/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out
         * @description Revokes the session of the given refresh token; the access token stops working at once.
         */
        post: operations["AuthController_logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/authmember/recover/finish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with the code
         * @description Finishes password recovery: the code sent by SMS and the new password. Every session of the member is signed out.
         */
        post: operations["AuthController_finishRecovery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/authmember/recover/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a password recovery code
         * @description Sends a recovery code by SMS to the phone number when it belongs to a member. The answer is the same either way, so it does not tell who is a member.
         */
        post: operations["AuthController_startRecovery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/authmember/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Renew the tokens
         * @description Exchanges a refresh token for a new access token and a new refresh token; the old refresh token stops working.
         */
        post: operations["AuthController_refresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/authmember/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register with the code
         * @description Creates the member from the sign-up details and the code sent by SMS, and signs them in. A phone number that already belongs to a member answers 409.
         */
        post: operations["AuthController_register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/authmember/register/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check sign-up details
         * @description Checks the sign-up fields (name, phone, password, consents) without sending anything, so the form can show every refusal at once.
         */
        post: operations["AuthController_checkRegistration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/authmember/register/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a sign-up code
         * @description Checks the sign-up details and sends a one-time code by SMS to the phone number (a code at most every 60 seconds).
         */
        post: operations["AuthController_startRegistration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/availablecurrency": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the currencies of a loan
         * @description The currencies a loan can be applied for in: active, with a rate; names in the request's language.
         */
        get: operations["CurrenciesController_available"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/channels/{channel}/notify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Notify a channel payment
         * @description A payment channel's signed callback for a payment made with a payment reference: a loan's pays the loan, a wallet's is a cash-in, an unknown one is held in suspense. Idempotent by channel and transactionId.
         */
        post: operations["ChannelsController_notify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a message to the lender
         * @description Stores a message from the contact form for the officers (GET /officer/contact-messages).
         */
        post: operations["ContactController_submit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/creditscore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the credit score
         * @description The signed-in member's score (0 to 1000), its band, each factor with its points and a sentence, and its history.
         */
        get: operations["CreditScoreController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check health
         * @description Answers 200 while the process runs and the database answers; the same as /health/ready.
         */
        get: operations["HealthController_health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check liveness
         * @description Answers 200 while the process runs, without touching the database.
         */
        get: operations["HealthController_live"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check readiness
         * @description Answers 200 when the database answers, 503 while it does not or while the process shuts down.
         */
        get: operations["HealthController_ready"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/loan/applynew": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply for a loan
         * @description Creates a loan application (PENDING_REVIEW) for the signed-in, verified member. One open loan at a time.
         */
        post: operations["LoansController_apply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/loan/contracts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the member's loans
         * @description Every loan of the signed-in member with its status in words, newest first, a page at a time.
         */
        get: operations["LoansController_contracts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/loan/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the current loan
         * @description The latest loan of the signed-in member with its schedule and balance, or null when the member never applied.
         */
        get: operations["LoansController_current"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/loan/offer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the credit limit and the re-loan offer
         * @description The signed-in member's limit by the rules of docs/credit-limits.md, the reason in words, the previous loans it was built from, and the pre-approved offer when there is one; profileProblem says what to update before applying with it.
         */
        get: operations["LoansController_offer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/loan/phonenumber": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read the current loan (historical path)
         * @description The same answer as GET /loan/current; the path is historical and the member comes from the token.
         */
        post: operations["LoansController_currentByHistoricalPath"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/loan/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Quote a loan
         * @description The instalment, interest and schedule of an amount and a number of instalments in a currency, clamped to the limits. Nothing is stored.
         */
        post: operations["LoanQuoteController_quote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/loan/reloan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply with the re-loan offer
         * @description Creates a loan application (PENDING_REVIEW) for at most the offer's amount, in PHP, without new documents: the identity must still be verified and the bank account unchanged since.
         */
        post: operations["LoansController_reloan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/loan/{loanNumber}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a loan
         * @description Free before disbursement (CANCELLED); within the cooling-off days after signing, by returning the principal from the wallet (PAID_OFF, closureReason COOLING_OFF).
         */
        post: operations["LoansController_cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/loan/{loanNumber}/contract.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download the signed contract
         * @description The signed loan contract as a PDF, with its SHA-256 in X-Content-SHA256.
         */
        get: operations["LoansController_contract"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/loan/{loanNumber}/disclosure": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the disclosure statement
         * @description The disclosure statement of the loan (Truth in Lending): JSON, or the PDF with ?format=pdf or Accept: application/pdf.
         */
        get: operations["LoansController_disclosure"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/loan/{loanNumber}/hardship": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a loan's hardship requests
         * @description The member's requests about one of their loans with their status in words, newest first, a page at a time.
         */
        get: operations["HardshipController_mine"];
        put?: never;
        /**
         * Ask for an extension or a restructured schedule
         * @description A hardship request about a loan being repaid, at least 5 days before the due date of the next unpaid instalment, with a reason and the monthly amount the borrower can pay. One waits at a time.
         */
        post: operations["HardshipController_ask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/loan/{loanNumber}/repay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Repay from the wallet
         * @description Pays the next instalment, an amount, or the whole loan off from the wallet. Needs an Idempotency-Key: a replay answers what the first request paid and moves nothing again.
         */
        post: operations["RepaymentsController_repay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/loan/{loanNumber}/sign/finish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign the contract with the code
         * @description Signs the approved loan's contract with the code sent by SMS; the loan becomes CONTRACT_SIGNED, then is disbursed to the wallet.
         */
        post: operations["LoansController_signFinish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/loan/{loanNumber}/sign/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the signing code
         * @description Sends a CONTRACT_SIGN code by SMS for the approved loan.
         */
        post: operations["LoansController_signStart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/member/bank/change/finish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm the new bank account
         * @description Confirms the pending bank account with the code sent by SMS; it becomes active and withdrawals wait 24 hours (withdrawalsAllowedFrom).
         */
        post: operations["KycController_finishBankChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/member/bank/change/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the bank account
         * @description Saves the new bank account as pending and sends a BANK_CHANGE code by SMS to the member's phone.
         */
        post: operations["KycController_startBankChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/member/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the dashboard
         * @description The signed-in member with their latest loan, its schedule and the identity check, in one answer.
         */
        get: operations["DashboardController_dashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/member/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload an identity photo
         * @description A photo of the ID (front, back) or a selfie as multipart/form-data (JPEG, PNG or WebP). Stored re-encoded without metadata; replaces the earlier image of the same kind.
         */
        post: operations["DocumentsController_upload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/member/documents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * View an identity photo
         * @description One of the member's own photos (or its thumbnail with ?size=thumb). Each view is audited.
         */
        get: operations["DocumentsController_read"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/member/infostate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move the KYC wizard
         * @description Records the wizard step the member is on.
         */
        post: operations["MembersController_infoState"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/member/kyc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the KYC details
         * @description The saved sections for the wizard to pre-fill (null until saved), the documents and the KYC review.
         */
        get: operations["KycController_summary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/member/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the signed-in member
         * @description The signed-in member's own details, as a read (the same as POST /misc/phonenumber).
         */
        get: operations["MembersController_read"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/member/update/address": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Save the address
         * @description Saves the wizard's address step; the earlier steps come first.
         */
        patch: operations["KycController_address"];
        trace?: never;
    };
    "/api/v2/member/update/bank": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Save the bank account
         * @description Saves the wizard's bank account step (first account; changes go through /member/bank/change).
         */
        patch: operations["KycController_bank"];
        trace?: never;
    };
    "/api/v2/member/update/identity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Submit the identity step
         * @description Saves the ID details and submits the KYC for review; needs the three images (POST /member/documents) first.
         */
        patch: operations["KycController_identity"];
        trace?: never;
    };
    "/api/v2/member/update/personal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Save the personal details
         * @description Saves the wizard's personal step (name, birth date, employment, income).
         */
        patch: operations["KycController_personal"];
        trace?: never;
    };
    "/api/v2/member/update/references": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Save the references
         * @description Saves the wizard's two character references.
         */
        patch: operations["KycController_references"];
        trace?: never;
    };
    "/api/v2/misc/phonenumber": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read the signed-in member
         * @description The signed-in member's own details (the path is historical: the phone comes from the token).
         */
        post: operations["MembersController_me"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/officer/contact-messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List contact messages
         * @description Messages from the contact form, newest first, a page at a time.
         *
         *     Roles: LOAN_OFFICER or ADMIN.
         */
        get: operations["ContactController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/officer/documents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * View a member's identity photo
         * @description A member's ID photo or selfie for KYC review. Each view writes an audit event.
         *
         *     Roles: LOAN_OFFICER or ADMIN.
         */
        get: operations["OfficerMembersController_document"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/officer/four-eyes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List actions for a second check
         * @description Actions of one status (PENDING by default), newest first, a page at a time; `mine` marks those the caller made, which someone else must check. Audited.
         *
         *     Roles: LOAN_OFFICER or ADMIN.
         */
        get: operations["FourEyesController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/officer/four-eyes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read an action for a second check
         * @description One action with its maker, and its checker once checked.
         *
         *     Roles: LOAN_OFFICER or ADMIN.
         */
        get: operations["FourEyesController_read"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/officer/four-eyes/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve an action
         * @description A staff member other than its maker approves it, and it is carried out in the same transaction. Audited.
         *
         *     Roles: LOAN_OFFICER or ADMIN.
         */
        post: operations["FourEyesController_approve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/officer/four-eyes/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject an action
         * @description A staff member other than its maker rejects it with a note; nothing of it is carried out. Audited.
         *
         *     Roles: LOAN_OFFICER or ADMIN.
         */
        post: operations["FourEyesController_reject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/officer/hardship": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List hardship requests
         * @description Requests of one status (PENDING by default), newest first, a page at a time, with the four-eyes action waiting on each. Audited.
         *
         *     Roles: LOAN_OFFICER or ADMIN.
         */
        get: operations["OfficerHardshipController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/officer/hardship/{id}/decide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Propose a decision on a hardship request
         * @description APPROVE or REJECT, with a note: it waits as a four-eyes action (hardship.decide) until a different staff member approves it at POST /officer/four-eyes/{id}/approve; the borrower is then told by SMS.
         *
         *     Roles: LOAN_OFFICER or ADMIN.
         */
        post: operations["OfficerHardshipController_decide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/officer/kyc-reasons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List KYC rejection reasons
         * @description The fixed list of KYC rejection reasons with the words the member reads, in the request's language.
         *
         *     Roles: LOAN_OFFICER or ADMIN.
         */
        get: operations["OfficerMembersController_reasons"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/officer/loan-approval-reasons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List loan approval reasons
         * @description The fixed list of approval reasons (a lower amount needs a LOWER_ one) with the words the member reads, in the request's language.
         *
         *     Roles: LOAN_OFFICER or ADMIN.
         */
        get: operations["OfficerLoansController_approvalReasons"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/officer/loan-reject-reasons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List loan rejection reasons
         * @description The fixed list of loan rejection reasons with the words the member sees, in the request's language.
         *
         *     Roles: LOAN_OFFICER or ADMIN.
         */
        get: operations["OfficerLoansController_reasons"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/officer/loans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List loans
         * @description Loans of one status (or all), newest first, a page at a time; `q` searches the loan number and the member's name or phone.
         *
         *     Roles: LOAN_OFFICER or ADMIN.
         */
        get: operations["OfficerLoansController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/officer/loans/{loanNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a loan
         * @description The loan with its pre-screening (age, KYC status, debt service ratio) and the member. Audited.
         *
         *     Roles: LOAN_OFFICER or ADMIN.
         */
        get: operations["OfficerLoansController_detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/officer/loans/{loanNumber}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a loan
         * @description Approves a loan pending review, optionally for less (with a LOWER_ reason the member reads) or fewer instalments; the member is told by SMS. Above FOUR_EYES_ABOVE_PHP the approval waits for a second officer (`secondApproval`; POST /officer/four-eyes/:id/approve) and the loan stays in review. An officer cannot decide on their own loan.
         *
         *     Roles: LOAN_OFFICER or ADMIN.
         */
        post: operations["OfficerLoansController_approve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/officer/loans/{loanNumber}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a loan
         * @description Rejects a loan pending review with a reason code from GET /officer/loan-reject-reasons; the member is told by SMS.
         *
         *     Roles: LOAN_OFFICER or ADMIN.
         */
        post: operations["OfficerLoansController_reject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/officer/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List members for KYC review
         * @description Members who submitted an ID, newest submission first, a page at a time; `q` searches name and phone.
         *
         *     Roles: LOAN_OFFICER or ADMIN.
         */
        get: operations["OfficerMembersController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/officer/members/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a member
         * @description A member's KYC sections, documents and review for a decision. Audited.
         *
         *     Roles: LOAN_OFFICER or ADMIN.
         */
        get: operations["OfficerMembersController_detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/officer/members/{id}/kyc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decide a member's KYC
         * @description VERIFIED, or REJECTED with a reason code (GET /officer/kyc-reasons), which moves the member back to the step to resubmit.
         *
         *     Roles: LOAN_OFFICER or ADMIN.
         */
        post: operations["OfficerMembersController_decide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/officer/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a payment received
         * @description Records money received outside the app (a bank transfer, an outlet) against a loan. Once per channel and external reference: the same request again answers the first (replayed: true).
         *
         *     Roles: LOAN_OFFICER or ADMIN.
         */
        post: operations["OfficerPaymentsController_record"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/officer/withdrawals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List withdrawals
         * @description Every member's withdrawals, newest first, a page at a time; `q` finds a member's by name, phone or loan number. Account numbers masked.
         *
         *     Roles: LOAN_OFFICER or ADMIN.
         */
        get: operations["OfficerWithdrawalsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read how to pay
         * @description The member's payment references (the loan's and the wallet's, each with a check digit), what the loan asks for now and the channels' steps.
         */
        get: operations["PayController_pay"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the exchange rates
         * @description The rate in force per active currency (units per 1 PHP), with its source and time.
         */
        get: operations["CurrenciesController_rates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/site": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the site settings
         * @description The public settings: the company, its registration, loan limits and rates, support contacts.
         */
        get: operations["SiteController_site"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/wallet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the wallet
         * @description The signed-in member's available balance and the amount held for withdrawals, from the ledger.
         */
        get: operations["WalletsController_wallet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/withdrawals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the member's withdrawals
         * @description The signed-in member's withdrawals, newest first, a page at a time.
         */
        get: operations["WithdrawalsController_list"];
        put?: never;
        /**
         * Withdraw to the bank account
         * @description Holds the amount and sends a code by SMS (AWAITING_OTP). Needs an Idempotency-Key: a replay with the same body answers the same withdrawal and creates nothing.
         */
        post: operations["WithdrawalsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/withdrawals/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Quote a withdrawal
         * @description The cap, fee, exchange rate and total of a withdrawal of `amount` now, from the same rules as POST /withdrawals; without an amount, the cap, fee and rate alone.
         */
        get: operations["WithdrawalsController_quote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/withdrawals/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a withdrawal
         * @description The withdrawal's real state (the status page polls it).
         */
        get: operations["WithdrawalsController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/withdrawals/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a withdrawal
         * @description Cancels a withdrawal still waiting for its code; the hold is released at once.
         */
        post: operations["WithdrawalsController_cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/withdrawals/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a withdrawal with the code
         * @description Confirms the withdrawal with the code sent by SMS; it is QUEUED for the payout job. The fifth wrong code cancels it.
         */
        post: operations["WithdrawalsController_confirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/withdrawals/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a new withdrawal code
         * @description Sends a new code, which replaces the earlier one (the OTP limits apply).
         */
        post: operations["WithdrawalsController_resend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AddressDto: {
            /**
             * @description Please choose your residing country.
             * @enum {string}
             */
            countryResidence: "AF" | "AX" | "AL" | "DZ" | "AS" | "AD" | "AO" | "AI" | "AQ" | "AG" | "AR" | "AM" | "AW" | "AU" | "AT" | "AZ" | "BS" | "BH" | "BD" | "BB" | "BY" | "BE" | "BZ" | "BJ" | "BM" | "BT" | "BO" | "BA" | "BW" | "BV" | "BR" | "IO" | "VG" | "BN" | "BG" | "BF" | "BI" | "KH" | "CM" | "CA" | "CV" | "BQ" | "KY" | "CF" | "TD" | "CL" | "CN" | "CX" | "CC" | "CO" | "KM" | "CG" | "CD" | "CK" | "CR" | "CI" | "HR" | "CU" | "CW" | "CY" | "CZ" | "DK" | "DJ" | "DM" | "DO" | "EC" | "EG" | "SV" | "GQ" | "ER" | "EE" | "SZ" | "ET" | "FK" | "FO" | "FJ" | "FI" | "FR" | "GF" | "PF" | "TF" | "GA" | "GM" | "GE" | "DE" | "GH" | "GI" | "GR" | "GL" | "GD" | "GP" | "GU" | "GT" | "GG" | "GN" | "GW" | "GY" | "HT" | "HM" | "HN" | "HK" | "HU" | "IS" | "IN" | "ID" | "IR" | "IQ" | "IE" | "IM" | "IL" | "IT" | "JM" | "JP" | "JE" | "JO" | "KZ" | "KE" | "KI" | "KW" | "KG" | "LA" | "LV" | "LB" | "LS" | "LR" | "LY" | "LI" | "LT" | "LU" | "MO" | "MG" | "MW" | "MY" | "MV" | "ML" | "MT" | "MH" | "MQ" | "MR" | "MU" | "YT" | "MX" | "FM" | "MD" | "MC" | "MN" | "ME" | "MS" | "MA" | "MZ" | "MM" | "NA" | "NR" | "NP" | "NL" | "NC" | "NZ" | "NI" | "NE" | "NG" | "NU" | "NF" | "KP" | "MK" | "MP" | "NO" | "OM" | "PK" | "PW" | "PS" | "PA" | "PG" | "PY" | "PE" | "PH" | "PN" | "PL" | "PT" | "PR" | "QA" | "RE" | "RO" | "RU" | "RW" | "WS" | "SM" | "ST" | "SA" | "SN" | "RS" | "SC" | "SL" | "SG" | "SX" | "SK" | "SI" | "SB" | "SO" | "ZA" | "GS" | "KR" | "SS" | "ES" | "LK" | "BL" | "SH" | "KN" | "LC" | "MF" | "PM" | "VC" | "SD" | "SR" | "SJ" | "SE" | "CH" | "SY" | "TW" | "TJ" | "TZ" | "TH" | "TL" | "TG" | "TK" | "TO" | "TT" | "TN" | "TR" | "TM" | "TC" | "TV" | "UM" | "VI" | "UG" | "UA" | "AE" | "GB" | "US" | "UY" | "UZ" | "VU" | "VA" | "VE" | "VN" | "WF" | "EH" | "YE" | "ZM" | "ZW";
            /** @description Please enter your province. Ensure the province is within a reasonable length. */
            province: string;
            /** @description Please enter your town or city. Ensure the town is within a reasonable length. */
            town: string;
            /** @description Please enter your street address. Ensure the address is within a reasonable length. */
            streetAddress: string;
            /** @description Please enter a postal code of at most 20 letters, digits, spaces or hyphens. */
            postalCode?: string;
        };
        AddressViewDto: {
            /** @example PH */
            countryResidence: string;
            province: string;
            town: string;
            streetAddress: string;
            postalCode: string | null;
        };
        AdminCurrencyDto: {
            currencyCode: string;
            currencyName: string;
            currencySymbol: string;
            countryName: string;
            active: boolean;
            rate: string | null;
            rateSource: components["schemas"]["RateSource"] | null;
            /** Format: date-time */
            rateFetchedAt: string | null;
        };
        /**
         * @description Why it was approved as it was (the officer chose it from a fixed list).
         * @enum {string}
         */
        ApprovalReasonCode: "FULL" | "LOWER_DSR" | "LOWER_INCOME" | "LOWER_HISTORY" | "LOWER_POLICY";
        ApprovalReasonDto: {
            code: components["schemas"]["ApprovalReasonCode"];
            /** @description The words the member reads. */
            message: string;
        };
        ApproveLoanRequestDto: {
            /** @description A lower amount in the loan's currency (at least the minimum). */
            amount?: string | number;
            /** @description A shorter offered term. */
            installmentCount?: ("6" | "12" | "24" | "36" | "48") | number;
            /** @description Why (GET /officer/loan-approval-reasons): FULL (the default) for the amount asked; a lower amount needs a LOWER_ one, whose words the borrower reads. */
            reasonCode?: components["schemas"]["ApprovalReasonCode"];
            /** @description The officer's note, for staff only. */
            note?: string;
        };
        AuthResultDto: {
            /** @description JWT, valid ACCESS_TOKEN_TTL_S seconds */
            accessToken: string;
            /** @description Opaque; single use (rotates on /authmember/refresh) */
            refreshToken: string;
            member: components["schemas"]["MemberDto"];
        };
        AvailableCurrencyDto: {
            /** @example USD */
            currencyCode: string;
            /** @example US Dollar */
            currencyName: string;
            /** @example $ */
            currencySymbol: string;
            /** @example United States */
            countryName: string;
            /**
             * @description units of the currency per 1 PHP (decimal text)
             * @example 0.0172
             */
            rate: string;
            /**
             * @description PHP per 1 unit of the currency, 4 decimals (1 / rate)
             * @example 58.1395
             */
            phpPerUnit: string;
        };
        /** @enum {string} */
        BankAccountKind: "bank" | "ewallet";
        BankAccountViewDto: {
            /** @example BDO Unibank */
            bankName: string;
            kind: components["schemas"]["BankAccountKind"];
            /** @example Maria Santos */
            accountName: string;
            /**
             * @description First 3 characters, then six dots (maskAccountNumber).
             * @example 123......
             */
            accountNumberMasked: string;
            /**
             * Format: date-time
             * @description When the account was confirmed (activation or SMS code).
             */
            confirmedAt: string | null;
            /**
             * Format: date-time
             * @description When this account replaced an earlier one.
             */
            changedAt: string | null;
            /**
             * Format: date-time
             * @description Withdrawals to this account wait until then (24 hours after a change, docs/product.md §7); null when there is no wait.
             */
            withdrawalsAllowedFrom: string | null;
        };
        BankChangeFinishedDto: {
            /** @example Your bank account has been changed. */
            message: string;
            bank: components["schemas"]["BankAccountViewDto"];
        };
        BankChangeStartedDto: {
            /** @example We have sent a 6-digit code by SMS to your phone. Enter it to confirm the new bank account. */
            message: string;
            /** @description The account that the code will confirm. */
            bank: components["schemas"]["BankAccountViewDto"];
        };
        BankDto: {
            /** @description A name of PH_BANKS (GCash, Maya, BDO Unibank, ...) or another bank’s name. */
            bankName: string;
            /** @description Please enter the account name. Ensure the name is within a reasonable length. */
            accountName: string;
            /** @description Please enter your account number: 4 to 100 letters, digits, spaces, dots, hyphens, commas or apostrophes. */
            accountNumber: string;
            /** @description Account number confirmation mismatch. */
            confirmAccountNumber: string;
        };
        /** @enum {string} */
        BankKind: "bank" | "ewallet";
        ChangePasswordDto: {
            /** @description Please enter your current password. */
            currentPassword: string;
            /** @description Create a password with 8 to 24 characters, including upper and lower case, a number and a special character. */
            password: string;
            /** @description Password confirmation mismatch. */
            confirmPassword: string;
        };
        ChannelNotificationDto: {
            /**
             * @description The channel's own transaction id: 3 to 64 letters, digits, - or _. Notified once; again, it is answered as before.
             * @example GC-8842-1193
             */
            transactionId: string;
            /**
             * @description The payment reference the borrower gave (spaces and dashes allowed).
             * @example 100000000123
             */
            reference: string;
            /**
             * @description PHP centavos received.
             * @example 2575000
             */
            amount: number;
            /**
             * Format: date-time
             * @description When the channel signed it; refused when more than 5 minutes away from our clock.
             */
            timestamp: string;
        };
        /**
         * @description Paid a loan, a wallet (cash-in), or held in suspense (a reference that is not ours).
         * @enum {string}
         */
        ChannelPaymentOutcome: "LOAN" | "WALLET" | "SUSPENSE";
        ChannelPaymentResultDto: {
            /** @example OR-00000042 */
            receiptNumber: string;
            /** @description Paid a loan, a wallet (cash-in), or held in suspense (a reference that is not ours). */
            outcome: components["schemas"]["ChannelPaymentOutcome"];
            amount: number;
            /** @description What went to the wallet. */
            toWallet: number;
            /** @description True when this transaction had been notified before and nothing moved now. */
            replayed: boolean;
        };
        CheckPendingActionDto: {
            /** @description The checker's note; a rejection needs one. */
            note?: string;
        };
        /** @enum {string} */
        ClosureReason: "MEMBER_CANCELLED" | "COOLING_OFF" | "REPAID";
        CodeDto: {
            /** @description Please enter the 6-digit code. */
            code: string;
        };
        CollectionAccountDto: {
            /** @example Halimbawa Lending Corporation */
            billerName: string;
            /** @example Demo Bank (not a real account) */
            bankName: string;
            /** @example Halimbawa Lending Corporation */
            accountName: string;
            /** @example 0000-0000-0000 */
            accountNumber: string;
        };
        CompanyDto: {
            /** @example Halimbawa Lending Corporation */
            name: string;
            /** @example HLC */
            shortName: string;
            address: string;
            secRegistrationNumber: string;
            secCertificateOfAuthorityNumber: string;
            bspNumber: string | null;
            /** Format: email */
            supportEmail: string;
            /** Format: uri */
            supportChatUrl: string;
            social: components["schemas"]["CompanySocialDto"];
            /** @example 2019 */
            foundingYear: number;
            /** @example 120 */
            employees: number;
        };
        CompanySocialDto: {
            /** Format: uri */
            facebook: string | null;
            /** Format: uri */
            instagram: string | null;
            /** Format: uri */
            x: string | null;
            /** Format: uri */
            youtube: string | null;
        };
        ConfirmWithdrawalRequestDto: {
            /** @description The 6-digit code sent by SMS to the registered phone. */
            code: string;
        };
        ContactDto: {
            /** @description Please enter your name. */
            name: string;
            /** @description Invalid email format. */
            email: string;
            /** @description Please enter your message (at most 2,000 characters). */
            message: string;
            /** @description The agreement checkbox: "on" from a form, true from JSON. */
            agree: string | boolean;
        };
        ContactMessageDto: {
            /** Format: uuid */
            id: string;
            name: string;
            email: string;
            message: string;
            /** Format: date-time */
            createdAt: string;
        };
        ContactMessageListDto: {
            /** @description Newest first, one page. */
            messages: components["schemas"]["ContactMessageDto"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
        };
        ContractListDto: {
            contracts: components["schemas"]["ContractListItemDto"][];
            /** @description 'We haven't received any loan applications so far.' when the member has no loan. */
            message: string | null;
        };
        ContractListItemDto: {
            loanNumber: string;
            status: components["schemas"]["LoanStatus"];
            /** @description Why a closed loan closed (its status text depends on it: loanStatusEntry). */
            closureReason: components["schemas"]["ClosureReason"] | null;
            /** Format: date-time */
            signedAt: string;
            sha256: string;
            /** @example /loan/HLC-2026-000123/contract.pdf */
            path: string;
        };
        CreateWithdrawalRequestDto: {
            /** @description PHP: digits and a dot, at most 14 characters, more than 999. More than the balance is set to the balance (see `note`). */
            amount: string | number;
        };
        CreatedWithdrawalDto: {
            /** @example We have sent a 6-digit code by SMS to your registered phone. Enter it within 15 minutes to confirm the withdrawal. */
            message: string;
            /** @description Set when the amount was more than the balance and was set to the balance; in the request's language (Accept-Language). */
            note: string | null;
            withdrawal: components["schemas"]["WithdrawalDto"];
        };
        /** @enum {string} */
        CreditBand: "Excellent" | "Very good" | "Good" | "Fair" | "Poor";
        CreditFactorDto: {
            key: components["schemas"]["CreditFactorKey"];
            /** @example On-time repayments */
            label: string;
            /** @description How many instalments the factor counted (1 or 0 for the base and the verified profile). */
            count: number;
            /** @description Points added (negative: taken away). */
            points: number;
            /** @description One sentence a member reads. */
            explanation: string;
        };
        /** @enum {string} */
        CreditFactorKey: "base" | "verified" | "onTime" | "early" | "latePaid" | "overdue";
        CreditLimitDto: {
            /** @description The rule that gave the limit (docs/credit-limits.md). */
            rule: components["schemas"]["CreditLimitRule"];
            /** @description The reason in words, in the language of the request. */
            reason: string;
            /** @description The limit; null when offers are stopped. PHP centavos. */
            limit: components["schemas"]["MoneyCentavos"] | null;
            /** @description The limit from the income alone. PHP centavos. */
            firstLimit: components["schemas"]["MoneyCentavos"];
            /** @description The largest instalment the debt-to-income limit (40 % of the monthly net income) allows. PHP centavos. */
            maxInstalment: components["schemas"]["MoneyCentavos"];
            /** @description What a loan repaid on time adds, in basis points of the limit (shaped by the score). */
            stepBps: number;
            /** @description The credit score the step was read from. */
            score: number;
            /** @description The previous loans, oldest first, and what each did to the limit. */
            previousLoans: components["schemas"]["CreditLimitStepDto"][];
            /** @description The pre-approved offer, when there is one. */
            offer: components["schemas"]["ReloanOfferDto"] | null;
            /** @description What keeps the verified documents from standing for the offer now (apiCreditLimit.refusal.*), or null. */
            profileProblem: components["schemas"]["ReloanProfileProblem"] | null;
            /** @description profileProblem in words: what to update. */
            profileProblemText: string | null;
        };
        /** @enum {string} */
        CreditLimitOutcome: "RAISED" | "HELD" | "NOT_COUNTED" | "OPEN";
        /**
         * @description The rule that gave the limit (docs/credit-limits.md).
         * @enum {string}
         */
        CreditLimitRule: "RAISED" | "HELD" | "AT_MAXIMUM" | "REDUCED_BY_INCOME" | "OPEN_LOAN" | "NO_REPAID_LOAN" | "DEFAULTED" | "INCOME";
        CreditLimitStepDto: {
            loanNumber: string;
            outcome: components["schemas"]["CreditLimitOutcome"];
            /** @description The outcome in words. */
            outcomeText: string;
            /** @description The most days any instalment was paid (or has been unpaid) after its due date. */
            mostDaysLate: number;
            /** @description The limit after this loan. PHP centavos. */
            limitAfter: components["schemas"]["MoneyCentavos"];
        };
        CreditScoreDto: {
            score: number;
            /** @example 1000 */
            max: number;
            band: components["schemas"]["CreditBand"];
            factors: components["schemas"]["CreditFactorDto"][];
            /** @description The score after each change, oldest first, computed from the dated events (docs/decisions/008-credit-score.md). */
            history: components["schemas"]["CreditScorePointDto"][];
            /** Format: date-time */
            asOf: string;
        };
        CreditScorePointDto: {
            /** Format: date-time */
            at: string;
            score: number;
            band: components["schemas"]["CreditBand"];
        };
        CurrentLoanDto: {
            /** @description The latest loan; null when the member never applied. */
            loan: components["schemas"]["LoanDto"] | null;
            /**
             * Format: date-time
             * @description While the loan awaits signing: when the signing code sent by SMS stops being valid; null when no code can be entered now.
             */
            signingCodeExpiresAt: string | null;
        };
        DashboardDto: {
            member: components["schemas"]["DashboardMemberDto"];
            /** @description The latest loan, or null. */
            loan: components["schemas"]["LoanDto"] | null;
            /** @description null until the ID step was first saved. */
            kyc: components["schemas"]["KycReviewViewDto"] | null;
        };
        DashboardMemberDto: {
            fullName: string;
            email: string;
            /** @example +63917*****67 */
            phoneMasked: string;
            infoState: components["schemas"]["InfoState"];
        };
        DisclosureBorrowerDto: {
            fullName: string;
            /** @example +63917*****67 */
            phoneNumberMasked: string;
        };
        DisclosureCompanyDto: {
            name: string;
            address: string;
            secRegistrationNumber: string;
            certificateOfAuthorityNumber: string;
            bspRegistrationNumber: string | null;
        };
        DisclosureDto: {
            loanNumber: string;
            status: components["schemas"]["LoanStatus"];
            currency: string;
            exchangeRate: string;
            /**
             * @description The rate as people read it (docs/product.md §7: 1 unit = 1/rate PHP); the one way every page shows it.
             * @example 1 USD = 58.1395 PHP
             */
            exchangeRateText: string;
            /** @description The principal. Centavos of `currency` (not always PHP). */
            amount: components["schemas"]["MoneyCentavos"];
            amountText: string;
            /** @description The principal. PHP centavos. */
            amountFinanced: components["schemas"]["MoneyCentavos"];
            amountFinancedText: string;
            /** @description The principal the member applied for. Centavos of `currency` (not always PHP). */
            appliedAmount: components["schemas"]["MoneyCentavos"];
            appliedAmountText: string;
            /** @description Why a lower amount than asked was approved, in the member's words; null for the amount asked. */
            approvalReason: string | null;
            /** @description Total add-on interest; there are no other charges. PHP centavos. */
            financeCharge: components["schemas"]["MoneyCentavos"];
            financeChargeText: string;
            /** @description What reaches the wallet: the principal (no fees). PHP centavos. */
            netProceeds: components["schemas"]["MoneyCentavos"];
            netProceedsText: string;
            /** @description Each instalment. PHP centavos. */
            instalment: components["schemas"]["MoneyCentavos"];
            instalmentText: string;
            numberOfPayments: number;
            monthlyRateBps: number;
            monthlyRateText: string;
            eirMonthly: number;
            eirYearly: number;
            eirMonthlyText: string;
            eirYearlyText: string;
            /** @description Principal plus interest. PHP centavos. */
            totalRepay: components["schemas"]["MoneyCentavos"];
            totalRepayText: string;
            schedule: components["schemas"]["LoanScheduleRowDto"][];
            /** @description True before disbursement: the due dates count from today. */
            dueDatesEstimated: boolean;
            lateChargeTerms: string;
            cancellationTerms: string;
            company: components["schemas"]["DisclosureCompanyDto"];
            borrower: components["schemas"]["DisclosureBorrowerDto"];
            /** @description The contract, paragraph by paragraph. */
            contractText: string[];
            /** Format: date-time */
            generatedAt: string;
        };
        /** @enum {string} */
        DocumentKind: "ID_FRONT" | "ID_BACK" | "SELFIE";
        DocumentViewDto: {
            kind: components["schemas"]["DocumentKind"];
            /** Format: uuid */
            id: string;
            /** @description Decided by the bytes; the stored image is re-encoded in this type. */
            contentType: components["schemas"]["ImageType"];
            /**
             * @description Bytes of the stored image.
             * @example 245311
             */
            size: number;
            /** @example 1200 */
            width: number;
            /** @example 800 */
            height: number;
            /** Format: date-time */
            uploadedAt: string;
            /**
             * @description Path under /api/v2 (needs the bearer token).
             * @example /member/documents/0b6f5c1e-7a52-4f0e-9d55-3c0c2f1a9b11
             */
            path: string;
            /**
             * @description A JPEG preview of at most 320 x 320.
             * @example /member/documents/0b6f5c1e-7a52-4f0e-9d55-3c0c2f1a9b11?size=thumb
             */
            thumbnailPath: string;
        };
        EmploymentDto: {
            /** @example PH */
            workPlaceCountry: string;
            /** @example Makati City */
            workLocation: string;
            /** @example Accountant */
            jobTitle: string;
            /** @example Accounting / Finance */
            jobCategory: string;
            /**
             * @description PHP, decimal string with 2 decimals
             * @example 35000.00
             */
            monthlyNetIncome: string;
        };
        FieldRefusalDto: {
            /**
             * @description The refusal's stable code: a key of the message catalogue.
             * @example validation.phoneInvalid
             */
            code: string;
            /** @description The refusal in the request's language (Accept-Language). */
            message: string;
            /** @description The values the message was worded with (amounts, dates, limits), for a client that words the code itself. */
            params?: {
                [key: string]: string | number;
            };
        };
        /** @enum {string} */
        Gender: "Male" | "Female";
        HardshipAskDto: {
            /** @description EXTENSION (more time) or RESTRUCTURE (a new schedule). */
            kind: components["schemas"]["HardshipKind"];
            /** @description Why, in the borrower's words. */
            reason: string;
            /** @description The monthly amount the borrower can pay, in PHP: digits, optional thousands commas, at most 2 decimals. */
            proposedAmount: string;
        };
        HardshipDecideDto: {
            /** @description What the officer proposes; a second staff member checks it (four eyes). */
            decision: components["schemas"]["HardshipDecision"];
            /** @description The officer's note, for staff only. */
            note?: string;
        };
        /**
         * @description What the officer proposes; a second staff member checks it (four eyes).
         * @enum {string}
         */
        HardshipDecision: "APPROVE" | "REJECT";
        /**
         * @description EXTENSION (more time) or RESTRUCTURE (a new schedule).
         * @enum {string}
         */
        HardshipKind: "EXTENSION" | "RESTRUCTURE";
        HardshipListDto: {
            requests: components["schemas"]["HardshipRequestDto"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
        };
        HardshipRequestDto: {
            /** Format: uuid */
            id: string;
            loanNumber: string;
            kind: components["schemas"]["HardshipKind"];
            /** @description The kind in words. */
            kindText: string;
            reason: string;
            /** @description The monthly amount the borrower can pay. PHP centavos. */
            proposedAmount: components["schemas"]["MoneyCentavos"];
            /**
             * Format: date
             * @description The due date of the next unpaid instalment when asked.
             */
            dueDate: string;
            status: components["schemas"]["HardshipStatus"];
            /** @description The status in words. */
            statusText: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            decidedAt: string | null;
            /**
             * Format: uuid
             * @description The four-eyes action waiting for a second staff member, if any (staff answers only).
             */
            waitingActionId?: string | null;
        };
        /** @enum {string} */
        HardshipStatus: "PENDING" | "APPROVED" | "REJECTED";
        HealthDto: {
            /** @enum {string} */
            status: "ok";
        };
        IdentityDto: {
            /**
             * @description Please select your ID type.
             * @enum {string}
             */
            identityType: "Alien Certificate of Registration (ACR) / Immigration Certificate of Residence (ICR)" | "Alien Certificate of Registration (ACR) / Immigration Certificate of Residence (ICR) (pre-2015)" | "Driver's License" | "GSIS e-Card" | "Integrated Bar of the Philippines (IBP) ID Card" | "National ID (PhilSys)" | "NBI Clearance" | "Passport" | "Postal ID" | "Professional Identification Card (PRC) ID" | "Senior Citizen Card" | "SSS Card" | "Unified Multi-Purpose ID (UMID)" | "Voter's ID" | "Others";
            /** @description Required when identityType is 'Others'. */
            otherIdentityType?: string;
            /** @description Between 8 and 20 digits. Must start with a digit or alpha-numeric. */
            identityNumber: string;
        };
        IdentityViewDto: {
            identityType: string;
            otherIdentityType: string | null;
            identityNumber: string;
        };
        /**
         * @description Decided by the bytes; the stored image is re-encoded in this type.
         * @enum {string}
         */
        ImageType: "image/jpeg" | "image/png" | "image/webp";
        /** @enum {string} */
        InfoState: "PERSONAL_INFO" | "ADDRESS_INFO" | "REFERENCES_INFO" | "IDENTITY_INFO" | "BANK_INFO" | "INFO_COMPLETED";
        InfoStateDto: {
            state: components["schemas"]["InfoState"];
        };
        /** @enum {string} */
        KycDecision: "VERIFIED" | "REJECTED";
        KycDecisionDto: {
            status: components["schemas"]["KycDecision"];
            /** @description Required with REJECTED, from the fixed list; not allowed with VERIFIED. */
            reasonCode?: components["schemas"]["KycReasonCode"];
        };
        /** @enum {string} */
        KycReasonCode: "ID_UNREADABLE" | "ID_EXPIRED" | "ID_NUMBER_MISMATCH" | "SELFIE_MISMATCH" | "NAME_MISMATCH" | "BIRTH_DATE_MISMATCH" | "INCOMPLETE_ADDRESS" | "REFERENCES_INVALID" | "BANK_ACCOUNT_NAME_MISMATCH";
        KycReasonDto: {
            code: components["schemas"]["KycReasonCode"];
            message: string;
            step: components["schemas"]["InfoState"];
        };
        KycReviewViewDto: {
            status: components["schemas"]["KycStatus"];
            /** @example IDENTITY CHECK PENDING */
            statement: string;
            /** @example A Loan Officer will review your ID and selfie. */
            message: string;
            colour: components["schemas"]["StatusColour"];
            icon: components["schemas"]["StatusIcon"];
            reasonCode: components["schemas"]["KycReasonCode"] | null;
            /** @description The rejection reason in words, for the member. */
            reason: string | null;
            /** @description The wizard step to resubmit after a rejection. */
            resubmitStep: components["schemas"]["InfoState"] | null;
            /** Format: date-time */
            submittedAt: string;
            /** Format: date-time */
            reviewedAt: string | null;
        };
        /** @enum {string} */
        KycStatus: "PENDING" | "VERIFIED" | "REJECTED";
        KycSummaryDto: {
            infoState: components["schemas"]["InfoState"];
            /**
             * @description Wizard step 1 to 5 of infoState; 6 when INFO_COMPLETED.
             * @example 3
             */
            step: number;
            personal: components["schemas"]["PersonalViewDto"] | null;
            address: components["schemas"]["AddressViewDto"] | null;
            references: components["schemas"]["ReferencesViewDto"] | null;
            identity: components["schemas"]["IdentityViewDto"] | null;
            /** @description The current ID front, ID back and selfie (those uploaded). */
            documents: components["schemas"]["DocumentViewDto"][];
            bank: components["schemas"]["BankAccountViewDto"] | null;
            /** @description null until the ID step was first saved. */
            kyc: components["schemas"]["KycReviewViewDto"] | null;
        };
        LoanApplyRequestDto: {
            /** @description In the chosen currency: digits, optional thousands commas, at most 2 decimals. */
            amount: string | number;
            /** @description An available currency (GET /availablecurrency); PHP when absent. */
            currency?: string;
            /** @description One of the offered terms (GET /site: loan.terms). */
            installmentCount: ("6" | "12" | "24" | "36" | "48") | number;
            /** @description Ticked: true, 'on', 'true'. Else 'Please read Service and Policy Agreement'. */
            agree: string | boolean;
        };
        LoanBalanceDto: {
            /**
             * Format: date
             * @description The due date of the oldest instalment not paid; null when none is left.
             */
            nextDueDate: string | null;
            /** @description What that instalment still owes (late charge included). PHP centavos. */
            nextDueAmount: components["schemas"]["MoneyCentavos"];
            nextDueAmountText: string;
            /** @description Paid on the schedule so far (late charges included). PHP centavos. */
            paidToDate: components["schemas"]["MoneyCentavos"];
            paidToDateText: string;
            /** @description Still owed on the schedule as it stands (late charges included, no rebate). PHP centavos. */
            remaining: components["schemas"]["MoneyCentavos"];
            remainingText: string;
            /** @description Late charges not yet paid. PHP centavos. */
            lateChargesDue: components["schemas"]["MoneyCentavos"];
            lateChargesDueText: string;
            /** @description Paying the loan off today, with the rebate of unearned interest; 0 when nothing can be paid. PHP centavos. */
            payoffAmount: components["schemas"]["MoneyCentavos"];
            payoffAmountText: string;
            /** @description The rebate included in payoffAmount. PHP centavos. */
            payoffRebate: components["schemas"]["MoneyCentavos"];
            payoffRebateText: string;
            /** @description Went back to the lender from the wallet (repayments, a cooling-off return). PHP centavos. */
            repaidFromWallet: components["schemas"]["MoneyCentavos"];
            /** @description Whether the loan takes payments now (DISBURSED, OVERDUE, DEFAULTED). */
            canRepay: boolean;
        };
        LoanCreatedDto: {
            /** @enum {string} */
            state: "LOAN_CREATED";
            loan: components["schemas"]["LoanDto"];
        };
        LoanDto: {
            /** @example HLC-2026-000123 */
            loanNumber: string;
            status: components["schemas"]["LoanStatus"];
            /** @description From the loan status catalogue only (the closure catalogue for a cooling-off cancellation), in the request's language. */
            statusCard: components["schemas"]["StatusCardDto"];
            currency: string;
            exchangeRate: string;
            /** @description The principal. Centavos of `currency` (not always PHP). */
            amount: components["schemas"]["MoneyCentavos"];
            amountText: string;
            /** @description The principal. PHP centavos. */
            amountPhp: components["schemas"]["MoneyCentavos"];
            amountPhpText: string;
            installmentCount: number;
            monthlyRateBps: number;
            monthlyRateText: string;
            /** @description Each instalment. PHP centavos. */
            instalment: components["schemas"]["MoneyCentavos"];
            instalmentText: string;
            /** @description Add-on interest over the term. PHP centavos. */
            totalInterest: components["schemas"]["MoneyCentavos"];
            totalInterestText: string;
            /** @description Principal plus interest. PHP centavos. */
            totalRepay: components["schemas"]["MoneyCentavos"];
            totalRepayText: string;
            eirMonthlyText: string;
            eirYearlyText: string;
            /** Format: date-time */
            appliedAt: string;
            /** Format: date-time */
            approvedAt: string | null;
            /** Format: date-time */
            signedAt: string | null;
            /** Format: date-time */
            disbursedAt: string | null;
            /** Format: date-time */
            cancelledAt: string | null;
            /** Format: date-time */
            closedAt: string | null;
            closureReason: components["schemas"]["ClosureReason"] | null;
            /** @description The principal the member applied for. Centavos of `currency` (not always PHP). */
            appliedAmount: components["schemas"]["MoneyCentavos"];
            appliedAmountText: string;
            /** @description The principal the member applied for. PHP centavos. */
            appliedAmountPhp: components["schemas"]["MoneyCentavos"];
            appliedAmountPhpText: string;
            /** @description Why it was approved as it was (the officer chose it from a fixed list). */
            approvalReasonCode: components["schemas"]["ApprovalReasonCode"] | null;
            /** @description Why a lower amount was approved, in words for the member, in the request's language; null for the amount asked. */
            approvalReason: string | null;
            /** @description Words for the member (from the fixed list), in the request's language. */
            rejectionReason: string | null;
            /** @description The reason by code (the officer chose it from a fixed list). */
            rejectionReasonCode: components["schemas"]["RejectReasonCode"] | null;
            contractSha256: string | null;
            /** @description The company name. */
            creditProvider: string;
            schedule: components["schemas"]["LoanScheduleRowDto"][];
            balance: components["schemas"]["LoanBalanceDto"];
            canCancel: boolean;
            cancellationTerms: string;
            /** @description Days after signing in which the loan may be cancelled by returning the principal. */
            coolingOffDays: number;
        };
        LoanMessageDto: {
            message: string;
            loan: components["schemas"]["LoanDto"];
        };
        LoanQuoteDto: {
            /** @example PHP */
            currency: string;
            /**
             * @description Units of the currency per 1 PHP.
             * @example 1
             */
            exchangeRate: string;
            /**
             * @description The rate as people read it (docs/product.md §7: 1 unit = 1/rate PHP); the one way every page shows it.
             * @example 1 USD = 58.1395 PHP
             */
            exchangeRateText: string;
            /** @description The principal asked for, after clamping. Centavos of `currency` (not always PHP). */
            amount: components["schemas"]["MoneyCentavos"];
            /** @example 150,000.00 */
            amountText: string;
            /** @description The principal. PHP centavos. */
            amountPhp: components["schemas"]["MoneyCentavos"];
            amountPhpText: string;
            /** @description The amount was raised to the minimum or lowered to the maximum. */
            clamped: boolean;
            /** @description The smallest principal (minPhp at the rate). Centavos of `currency` (not always PHP). */
            minAmount: components["schemas"]["MoneyCentavos"];
            minAmountText: string;
            /** @description The largest principal (maxPhp at the rate). Centavos of `currency` (not always PHP). */
            maxAmount: components["schemas"]["MoneyCentavos"];
            maxAmountText: string;
            installmentCount: number;
            /** @example 50 */
            monthlyRateBps: number;
            /** @example 0.5% */
            monthlyRateText: string;
            /** @description Principal per instalment. PHP centavos. */
            monthlyPrincipal: components["schemas"]["MoneyCentavos"];
            monthlyPrincipalText: string;
            /** @description Interest per instalment. PHP centavos. */
            monthlyInterest: components["schemas"]["MoneyCentavos"];
            monthlyInterestText: string;
            /** @description Each instalment. PHP centavos. */
            instalment: components["schemas"]["MoneyCentavos"];
            /** @example 25,750.00 */
            instalmentText: string;
            /** @description Add-on interest over the term. PHP centavos. */
            totalInterest: components["schemas"]["MoneyCentavos"];
            totalInterestText: string;
            /** @description Principal plus interest. PHP centavos. */
            totalRepay: components["schemas"]["MoneyCentavos"];
            /** @example 154,500.00 */
            totalRepayText: string;
            /** @description Monthly IRR, a fraction. */
            eirMonthly: number;
            /** @description eirMonthly × 12. */
            eirYearly: number;
            /** @example 0.85% */
            eirMonthlyText: string;
            /** @example 10.22% */
            eirYearlyText: string;
            schedule: components["schemas"]["QuoteScheduleRowDto"][];
        };
        LoanQuoteRequestDto: {
            /** @description In the chosen currency: digits, optional thousands commas, at most 2 decimals. */
            amount: string | number;
            /** @description An available currency (GET /availablecurrency); PHP when absent. */
            currency?: string;
            /** @description One of the offered terms (GET /site: loan.terms). */
            installmentCount: ("6" | "12" | "24" | "36" | "48") | number;
        };
        LoanScheduleRowDto: {
            number: number;
            /** @description Principal of this instalment. PHP centavos. */
            principal: components["schemas"]["MoneyCentavos"];
            /** @description Interest of this instalment. PHP centavos. */
            interest: components["schemas"]["MoneyCentavos"];
            /** @description Principal plus interest. PHP centavos. */
            total: components["schemas"]["MoneyCentavos"];
            /** @example 25,000.00 */
            principalText: string;
            /** @example 750.00 */
            interestText: string;
            /** @example 25,750.00 */
            totalText: string;
            /**
             * Format: date
             * @description Manila date; null before disbursement (estimated in the disclosure).
             * @example 2026-07-15
             */
            dueDate: string | null;
            /** @description Paid on this instalment (late charge included). PHP centavos. */
            paid: components["schemas"]["MoneyCentavos"];
            paidText: string;
            /** @description Late charge added to this instalment (docs/product.md §7: capped). PHP centavos. */
            lateCharge: components["schemas"]["MoneyCentavos"];
            lateChargeText: string;
            /** @description Unearned interest rebated at pay-off. PHP centavos. */
            rebatedInterest: components["schemas"]["MoneyCentavos"];
            /** @description What this instalment still owes (late charge included). PHP centavos. */
            owed: components["schemas"]["MoneyCentavos"];
            owedText: string;
            status: components["schemas"]["ScheduleRowStatus"];
        };
        LoanSecondApprovalDto: {
            /**
             * Format: uuid
             * @description The action to approve or reject (POST /officer/four-eyes/:id/approve).
             */
            actionId: string;
            /**
             * Format: uuid
             * @description The officer who approved first, who cannot give the second approval.
             */
            makerId: string;
            /** Format: date-time */
            madeAt: string;
            /** @description The amount to approve. Centavos of `currency` (not always PHP). */
            amount: components["schemas"]["MoneyCentavos"];
            amountText: string;
            reasonCode: components["schemas"]["ApprovalReasonCode"];
            note: string | null;
        };
        LoanSettingsDto: {
            /** @description Minimum principal. PHP centavos. */
            minPhp: components["schemas"]["MoneyCentavos"];
            /** @description Maximum principal. PHP centavos. */
            maxPhp: components["schemas"]["MoneyCentavos"];
            /** @description Add-on interest per month in basis points of the principal. */
            monthlyRateBps: number;
            /** @description Offered terms, in months. */
            terms: number[];
            defaultTerm: number;
            /** @description The cap of the late charge per month of the overdue amount, in basis points (100 = 1 %), after the grace days. */
            lateChargeBpsPerMonth: number;
            /** @description Days after a due date without any late charge. */
            graceDays: number;
        };
        /** @enum {string} */
        LoanStatus: "PENDING_REVIEW" | "APPROVED" | "REJECTED" | "CANCELLED" | "CONTRACT_SIGNED" | "DISBURSED" | "PAID_OFF" | "OVERDUE" | "DEFAULTED";
        LoginDto: {
            /**
             * @description Please choose the country of your phone number.
             * @enum {string}
             */
            phoneCountry?: "AF" | "AX" | "AL" | "DZ" | "AS" | "AD" | "AO" | "AI" | "AQ" | "AG" | "AR" | "AM" | "AW" | "AU" | "AT" | "AZ" | "BS" | "BH" | "BD" | "BB" | "BY" | "BE" | "BZ" | "BJ" | "BM" | "BT" | "BO" | "BA" | "BW" | "BV" | "BR" | "IO" | "VG" | "BN" | "BG" | "BF" | "BI" | "KH" | "CM" | "CA" | "CV" | "BQ" | "KY" | "CF" | "TD" | "CL" | "CN" | "CX" | "CC" | "CO" | "KM" | "CG" | "CD" | "CK" | "CR" | "CI" | "HR" | "CU" | "CW" | "CY" | "CZ" | "DK" | "DJ" | "DM" | "DO" | "EC" | "EG" | "SV" | "GQ" | "ER" | "EE" | "SZ" | "ET" | "FK" | "FO" | "FJ" | "FI" | "FR" | "GF" | "PF" | "TF" | "GA" | "GM" | "GE" | "DE" | "GH" | "GI" | "GR" | "GL" | "GD" | "GP" | "GU" | "GT" | "GG" | "GN" | "GW" | "GY" | "HT" | "HM" | "HN" | "HK" | "HU" | "IS" | "IN" | "ID" | "IR" | "IQ" | "IE" | "IM" | "IL" | "IT" | "JM" | "JP" | "JE" | "JO" | "KZ" | "KE" | "KI" | "KW" | "KG" | "LA" | "LV" | "LB" | "LS" | "LR" | "LY" | "LI" | "LT" | "LU" | "MO" | "MG" | "MW" | "MY" | "MV" | "ML" | "MT" | "MH" | "MQ" | "MR" | "MU" | "YT" | "MX" | "FM" | "MD" | "MC" | "MN" | "ME" | "MS" | "MA" | "MZ" | "MM" | "NA" | "NR" | "NP" | "NL" | "NC" | "NZ" | "NI" | "NE" | "NG" | "NU" | "NF" | "KP" | "MK" | "MP" | "NO" | "OM" | "PK" | "PW" | "PS" | "PA" | "PG" | "PY" | "PE" | "PH" | "PN" | "PL" | "PT" | "PR" | "QA" | "RE" | "RO" | "RU" | "RW" | "WS" | "SM" | "ST" | "SA" | "SN" | "RS" | "SC" | "SL" | "SG" | "SX" | "SK" | "SI" | "SB" | "SO" | "ZA" | "GS" | "KR" | "SS" | "ES" | "LK" | "BL" | "SH" | "KN" | "LC" | "MF" | "PM" | "VC" | "SD" | "SR" | "SJ" | "SE" | "CH" | "SY" | "TW" | "TJ" | "TZ" | "TH" | "TL" | "TG" | "TK" | "TO" | "TT" | "TN" | "TR" | "TM" | "TC" | "TV" | "UM" | "VI" | "UG" | "UA" | "AE" | "GB" | "US" | "UY" | "UZ" | "VU" | "VA" | "VE" | "VN" | "WF" | "EH" | "YE" | "ZM" | "ZW";
            /** @description Between 9 and 15 digits. Must start with a digit. Only numbers are permitted. */
            phoneNumber: string;
            /** @description Please enter your password. */
            password: string;
            /** @description The 6-digit code sent by SMS after a 403 `apiAuth.signInCodeSent`. */
            code?: string;
        };
        LogoutDto: {
            /** @description The session's refresh token; without it the access token's session ends. */
            refreshToken?: string;
        };
        MemberDto: {
            /** Format: uuid */
            id: string;
            /** @example +639171234567 */
            phoneNumber: string;
            email: string;
            fullName: string;
            roles: components["schemas"]["Role"][];
            infoState: components["schemas"]["InfoState"];
            employment: components["schemas"]["EmploymentDto"];
            /** Format: date-time */
            createdAt: string;
        };
        MessageDto: {
            message: string;
        };
        /**
         * @description An amount in integer centavos, 1/100 of the currency’s unit (150000 is 1,500.00): PHP unless a `currency` beside it names another.
         * @example 150000
         */
        MoneyCentavos: number;
        OfficerDocumentViewDto: {
            kind: components["schemas"]["DocumentKind"];
            /** Format: uuid */
            id: string;
            /** @description Decided by the bytes; the stored image is re-encoded in this type. */
            contentType: components["schemas"]["ImageType"];
            /**
             * @description Bytes of the stored image.
             * @example 245311
             */
            size: number;
            /** @example 1200 */
            width: number;
            /** @example 800 */
            height: number;
            /** Format: date-time */
            uploadedAt: string;
            /**
             * @description Path under /api/v2 (needs the bearer token).
             * @example /member/documents/0b6f5c1e-7a52-4f0e-9d55-3c0c2f1a9b11
             */
            path: string;
            /**
             * @description A JPEG preview of at most 320 x 320.
             * @example /member/documents/0b6f5c1e-7a52-4f0e-9d55-3c0c2f1a9b11?size=thumb
             */
            thumbnailPath: string;
            /** @example 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08 */
            sha256: string;
        };
        OfficerKycReviewViewDto: {
            status: components["schemas"]["KycStatus"];
            /** @example IDENTITY CHECK PENDING */
            statement: string;
            /** @example A Loan Officer will review your ID and selfie. */
            message: string;
            colour: components["schemas"]["StatusColour"];
            icon: components["schemas"]["StatusIcon"];
            reasonCode: components["schemas"]["KycReasonCode"] | null;
            /** @description The rejection reason in words, for the member. */
            reason: string | null;
            /** @description The wizard step to resubmit after a rejection. */
            resubmitStep: components["schemas"]["InfoState"] | null;
            /** Format: date-time */
            submittedAt: string;
            /** Format: date-time */
            reviewedAt: string | null;
            /**
             * Format: uuid
             * @description The officer who decided.
             */
            reviewedBy: string | null;
        };
        OfficerLoanDto: {
            /** @example HLC-2026-000123 */
            loanNumber: string;
            status: components["schemas"]["LoanStatus"];
            /** @description From the loan status catalogue only (the closure catalogue for a cooling-off cancellation), in the request's language. */
            statusCard: components["schemas"]["StatusCardDto"];
            currency: string;
            exchangeRate: string;
            /** @description The principal. Centavos of `currency` (not always PHP). */
            amount: components["schemas"]["MoneyCentavos"];
            amountText: string;
            /** @description The principal. PHP centavos. */
            amountPhp: components["schemas"]["MoneyCentavos"];
            amountPhpText: string;
            installmentCount: number;
            monthlyRateBps: number;
            monthlyRateText: string;
            /** @description Each instalment. PHP centavos. */
            instalment: components["schemas"]["MoneyCentavos"];
            instalmentText: string;
            /** @description Add-on interest over the term. PHP centavos. */
            totalInterest: components["schemas"]["MoneyCentavos"];
            totalInterestText: string;
            /** @description Principal plus interest. PHP centavos. */
            totalRepay: components["schemas"]["MoneyCentavos"];
            totalRepayText: string;
            eirMonthlyText: string;
            eirYearlyText: string;
            /** Format: date-time */
            appliedAt: string;
            /** Format: date-time */
            approvedAt: string | null;
            /** Format: date-time */
            signedAt: string | null;
            /** Format: date-time */
            disbursedAt: string | null;
            /** Format: date-time */
            cancelledAt: string | null;
            /** Format: date-time */
            closedAt: string | null;
            closureReason: components["schemas"]["ClosureReason"] | null;
            /** @description The principal the member applied for. Centavos of `currency` (not always PHP). */
            appliedAmount: components["schemas"]["MoneyCentavos"];
            appliedAmountText: string;
            /** @description The principal the member applied for. PHP centavos. */
            appliedAmountPhp: components["schemas"]["MoneyCentavos"];
            appliedAmountPhpText: string;
            /** @description Why it was approved as it was (the officer chose it from a fixed list). */
            approvalReasonCode: components["schemas"]["ApprovalReasonCode"] | null;
            /** @description Why a lower amount was approved, in words for the member, in the request's language; null for the amount asked. */
            approvalReason: string | null;
            /** @description Words for the member (from the fixed list), in the request's language. */
            rejectionReason: string | null;
            /** @description The reason by code (the officer chose it from a fixed list). */
            rejectionReasonCode: components["schemas"]["RejectReasonCode"] | null;
            contractSha256: string | null;
            /** @description The company name. */
            creditProvider: string;
            schedule: components["schemas"]["LoanScheduleRowDto"][];
            balance: components["schemas"]["LoanBalanceDto"];
            canCancel: boolean;
            cancellationTerms: string;
            /** @description Days after signing in which the loan may be cancelled by returning the principal. */
            coolingOffDays: number;
            /** Format: uuid */
            memberId: string;
            member: components["schemas"]["MemberDto"];
            /** @description Recorded at application. */
            prescreen: components["schemas"]["PrescreenDto"];
            /** @description The KYC review status now. */
            kycStatus: components["schemas"]["KycStatus"] | null;
            /** @description The DSR of the current figures (after an approval of less). */
            dsrNow: number | null;
            dsrNowText: string | null;
            appliedInstallmentCount: number;
            /** @description The deciding officer's note. */
            decisionNote: string | null;
            /** @description The approval waiting for a second officer (four eyes), if any. */
            secondApproval: components["schemas"]["LoanSecondApprovalDto"] | null;
            /** Format: uuid */
            approvedBy: string | null;
            /** Format: uuid */
            rejectedBy: string | null;
            /** Format: date-time */
            rejectedAt: string | null;
            contractPath: string | null;
            /** @description The member's limit on the day of this application: the rule, the previous loans and the score (docs/credit-limits.md). */
            creditLimit: components["schemas"]["CreditLimitDto"];
        };
        OfficerLoanListDto: {
            loans: components["schemas"]["OfficerLoanSummaryDto"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
        };
        OfficerLoanSummaryDto: {
            loanNumber: string;
            status: components["schemas"]["LoanStatus"];
            /** Format: uuid */
            memberId: string;
            memberName: string;
            currency: string;
            /** @description The principal. Centavos of `currency` (not always PHP). */
            amount: components["schemas"]["MoneyCentavos"];
            amountText: string;
            /** @description The principal. PHP centavos. */
            amountPhp: components["schemas"]["MoneyCentavos"];
            amountPhpText: string;
            installmentCount: number;
            /** @description Each instalment. PHP centavos. */
            instalment: components["schemas"]["MoneyCentavos"];
            instalmentText: string;
            /** Format: date-time */
            appliedAt: string;
            prescreen: components["schemas"]["PrescreenDto"];
            /** @example /officer/loans/HLC-2026-000123 */
            path: string;
        };
        OfficerMemberDetailDto: {
            personal: components["schemas"]["PersonalViewDto"] | null;
            address: components["schemas"]["AddressViewDto"] | null;
            references: components["schemas"]["ReferencesViewDto"] | null;
            identity: components["schemas"]["IdentityViewDto"] | null;
            bank: components["schemas"]["BankAccountViewDto"] | null;
            member: components["schemas"]["MemberDto"];
            /** @description Images at /officer/documents/:id (each view is audited). */
            documents: components["schemas"]["OfficerDocumentViewDto"][];
            /** @description null until the ID step was first saved. */
            kyc: components["schemas"]["OfficerKycReviewViewDto"] | null;
        };
        OfficerMemberListDto: {
            members: components["schemas"]["OfficerMemberListItemDto"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
        };
        OfficerMemberListItemDto: {
            /** Format: uuid */
            id: string;
            fullName: string;
            /** @example +639171234567 */
            phoneNumber: string;
            email: string;
            infoState: components["schemas"]["InfoState"];
            kycStatus: components["schemas"]["KycStatus"];
            reasonCode: components["schemas"]["KycReasonCode"] | null;
            /** Format: date-time */
            submittedAt: string;
            /** Format: date-time */
            reviewedAt: string | null;
            /** @example /officer/members/0b6f5c1e-7a52-4f0e-9d55-3c0c2f1a9b11 */
            path: string;
        };
        OfficerPaymentRequestDto: {
            /** @example HLC-2026-000123 */
            loanNumber: string;
            /** @description PHP received: digits, optional thousands commas, at most 2 decimals. */
            amount: string | number;
            channel: components["schemas"]["PaymentChannel"];
            /**
             * @description The channel's own reference (3 to 64 letters, digits, '-' or '_'): the payment is recorded once per channel and reference, compared without case or spaces.
             * @example BDO-20260215-0001
             */
            externalRef: string;
        };
        OfficerWithdrawalDto: {
            /** Format: uuid */
            id: string;
            /** @example 000000042 */
            withdrawalNumber: string;
            /**
             * @description '{ShortName}-{withdrawalNumber}'
             * @example HLC-000000042
             */
            reference: string;
            status: components["schemas"]["WithdrawalStatus"];
            /** @description The catalogue's words in the request's language (Accept-Language), with the rail's time while processing and the reason of a failure (the provider's own words). */
            card: components["schemas"]["StatusCardDto"];
            /** @example PHP */
            currency: string;
            /** @description Held and sent. PHP centavos. */
            amount: components["schemas"]["MoneyCentavos"];
            /** @example 10,000.00 */
            amountText: string;
            /** @description Always 0 (docs/product.md §7). PHP centavos. */
            fee: components["schemas"]["MoneyCentavos"];
            /** @example 0.00 */
            feeText: string;
            /** @description amount + fee. PHP centavos. */
            total: components["schemas"]["MoneyCentavos"];
            /** @example 10,000.00 */
            totalText: string;
            /**
             * @description PHP to PHP: the wallet and the payouts are in PHP.
             * @example 1
             */
            exchangeRate: string;
            destination: components["schemas"]["WithdrawalDestinationDto"];
            /** @description Chosen when the payout starts. */
            rail: components["schemas"]["PayoutRail"] | null;
            /** @example Account not found */
            failureReason: string | null;
            /** @description The payout provider's reference of the completed transfer. */
            payoutReference: string | null;
            /** @description Wrong codes left before the withdrawal is cancelled (while AWAITING_OTP). */
            codeTriesLeft: number;
            /**
             * Format: date-time
             * @description Without its code by then the withdrawal expires.
             */
            expiresAt: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            confirmedAt: string | null;
            /** Format: date-time */
            completedAt: string | null;
            /**
             * Format: date-time
             * @description When it failed, was cancelled or expired.
             */
            endedAt: string | null;
            /** Format: uuid */
            memberId: string;
            /** @description Calls made to the payout provider. */
            payoutAttempts: number;
        };
        OfficerWithdrawalListDto: {
            /** @description Newest first, one page. */
            withdrawals: components["schemas"]["OfficerWithdrawalDto"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
        };
        OkDto: {
            /** @enum {boolean} */
            ok: true;
        };
        PayLoanDto: {
            /**
             * @description Twelve digits, the last a Luhn check digit (docs/decisions/015-payment-references.md).
             * @example 100000000123
             */
            reference: string;
            /**
             * @description In groups of four, for display.
             * @example 1000 0000 0123
             */
            referenceText: string;
            /** @example HL-2027-000123 */
            loanNumber: string;
            /** @description True when an instalment is overdue (the amount due includes its late charge). */
            overdue: boolean;
            /**
             * Format: date
             * @description The due date of the oldest instalment not paid.
             */
            nextDueDate: string | null;
            nextDueAmount: number;
            nextDueAmountText: string;
            /** @description Late charges still owed. */
            lateChargesDue: number;
            lateChargesDueText: string;
            /** @description Paying the whole loan off today. */
            payoffAmount: number;
            payoffAmountText: string;
        };
        PayPageDto: {
            /** @description Paying to it adds money to the wallet (cash-in). */
            wallet: components["schemas"]["PaymentReferenceDto"];
            /** @description The loan that takes payments now; null when none does. */
            loan: components["schemas"]["PayLoanDto"] | null;
            collection: components["schemas"]["CollectionAccountDto"];
        };
        /** @enum {string} */
        PaymentChannel: "BANK_DEPOSIT" | "INSTAPAY" | "PESONET" | "GCASH" | "MAYA" | "OVER_THE_COUNTER";
        PaymentReferenceDto: {
            /**
             * @description Twelve digits, the last a Luhn check digit (docs/decisions/015-payment-references.md).
             * @example 100000000123
             */
            reference: string;
            /**
             * @description In groups of four, for display.
             * @example 1000 0000 0123
             */
            referenceText: string;
        };
        /**
         * @description Chosen when the payout starts.
         * @enum {string}
         */
        PayoutRail: "INSTAPAY" | "PESONET";
        PendingActionDto: {
            /** Format: uuid */
            id: string;
            /** @description What approving it does, e.g. 'loan.approve'. */
            kind: string;
            /** @description What it acts on: a loan, a payment, a setting (its id). */
            subjectId: string;
            /** @description What the maker asked for. */
            payload: {
                [key: string]: unknown;
            };
            /** @description The money the action moves or commits, if any. PHP centavos. */
            amount: components["schemas"]["MoneyCentavos"] | null;
            /** @example 600,000.00 */
            amountText: string | null;
            /**
             * Format: uuid
             * @description The staff member who made it.
             */
            makerId: string;
            /** Format: date-time */
            madeAt: string;
            status: components["schemas"]["PendingActionStatus"];
            /**
             * Format: uuid
             * @description The staff member who approved or rejected it.
             */
            checkerId: string | null;
            /** Format: date-time */
            checkedAt: string | null;
            /** @description The checker's note. */
            note: string | null;
            /** @description The caller made it, so the caller cannot check it. */
            mine: boolean;
        };
        PendingActionListDto: {
            /** @description Newest first, one page. */
            actions: components["schemas"]["PendingActionDto"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
        };
        /** @enum {string} */
        PendingActionStatus: "PENDING" | "APPROVED" | "REJECTED";
        PersonalDto: {
            /**
             * @description Please select your gender.
             * @enum {string}
             */
            gender: "Male" | "Female";
            /** @description Please enter your first name. Ensure the first name is within a reasonable length. */
            firstName: string;
            /** @description Please enter your middle name. Ensure the middle name is within a reasonable length. */
            middleName?: string;
            /** @description Please enter your last name. Ensure the last name is within a reasonable length. */
            lastName: string;
            /** @description Please select your date of birth. Make sure the date of birth is between 18 and 80 years old. */
            birthDay: string | number;
            /** @description Please select your date of birth. Make sure the date of birth is between 18 and 80 years old. */
            birthMonth: string | number;
            /** @description Please select your date of birth. Make sure the date of birth is between 18 and 80 years old. */
            birthYear: string | number;
            /**
             * @description Please select your marital status.
             * @enum {string}
             */
            maritalStatus: "Single" | "Married" | "Separated" | "Divorced" | "Widow/Widower" | "Others";
            /**
             * @description Please select your nationality.
             * @enum {string}
             */
            nationality: "Filipino" | "Afghan" | "Albanian" | "Algerian" | "American" | "Andorran" | "Angolan" | "Antiguan and Barbudan" | "Argentine" | "Armenian" | "Australian" | "Austrian" | "Azerbaijani" | "Bahamian" | "Bahraini" | "Bangladeshi" | "Barbadian" | "Belarusian" | "Belgian" | "Belizean" | "Beninese" | "Bhutanese" | "Bolivian" | "Bosnian and Herzegovinian" | "Botswanan" | "Brazilian" | "British" | "Bruneian" | "Bulgarian" | "Burkinabe" | "Burmese" | "Burundian" | "Cambodian" | "Cameroonian" | "Canadian" | "Cape Verdean" | "Central African" | "Chadian" | "Chilean" | "Chinese" | "Colombian" | "Comorian" | "Congolese (Congo-Brazzaville)" | "Congolese (DR Congo)" | "Costa Rican" | "Croatian" | "Cuban" | "Cypriot" | "Czech" | "Danish" | "Djiboutian" | "Dominican (Dominica)" | "Dominican (Dominican Republic)" | "Dutch" | "East Timorese" | "Ecuadorian" | "Egyptian" | "Emirati" | "Equatorial Guinean" | "Eritrean" | "Estonian" | "Eswatini" | "Ethiopian" | "Fijian" | "Finnish" | "French" | "Gabonese" | "Gambian" | "Georgian" | "German" | "Ghanaian" | "Greek" | "Grenadian" | "Guatemalan" | "Guinea-Bissauan" | "Guinean" | "Guyanese" | "Haitian" | "Honduran" | "Hong Konger" | "Hungarian" | "I-Kiribati" | "Icelandic" | "Indian" | "Indonesian" | "Iranian" | "Iraqi" | "Irish" | "Israeli" | "Italian" | "Ivorian" | "Jamaican" | "Japanese" | "Jordanian" | "Kazakhstani" | "Kenyan" | "Kittitian and Nevisian" | "Kosovar" | "Kuwaiti" | "Kyrgyz" | "Lao" | "Latvian" | "Lebanese" | "Liberian" | "Libyan" | "Liechtensteiner" | "Lithuanian" | "Luxembourgish" | "Macanese" | "Malagasy" | "Malawian" | "Malaysian" | "Maldivian" | "Malian" | "Maltese" | "Marshallese" | "Mauritanian" | "Mauritian" | "Mexican" | "Micronesian" | "Moldovan" | "Monegasque" | "Mongolian" | "Montenegrin" | "Moroccan" | "Mozambican" | "Namibian" | "Nauruan" | "Nepalese" | "New Zealander" | "Nicaraguan" | "Nigerian" | "Nigerien" | "North Korean" | "North Macedonian" | "Norwegian" | "Omani" | "Pakistani" | "Palauan" | "Palestinian" | "Panamanian" | "Papua New Guinean" | "Paraguayan" | "Peruvian" | "Polish" | "Portuguese" | "Qatari" | "Romanian" | "Russian" | "Rwandan" | "Saint Lucian" | "Salvadoran" | "Samoan" | "San Marinese" | "Sao Tomean" | "Saudi" | "Senegalese" | "Serbian" | "Seychellois" | "Sierra Leonean" | "Singaporean" | "Slovak" | "Slovenian" | "Solomon Islander" | "Somali" | "South African" | "South Korean" | "South Sudanese" | "Spanish" | "Sri Lankan" | "Sudanese" | "Surinamese" | "Swedish" | "Swiss" | "Syrian" | "Taiwanese" | "Tajik" | "Tanzanian" | "Thai" | "Togolese" | "Tongan" | "Trinidadian and Tobagonian" | "Tunisian" | "Turkish" | "Turkmen" | "Tuvaluan" | "Ugandan" | "Ukrainian" | "Uruguayan" | "Uzbek" | "Vanuatuan" | "Vatican" | "Venezuelan" | "Vietnamese" | "Vincentian" | "Yemeni" | "Zambian" | "Zimbabwean" | "Other";
            /** @description Consent to credit-bureau reporting: "on" from a form, true from JSON. */
            isAgree: string | boolean;
        };
        PersonalViewDto: {
            gender: components["schemas"]["Gender"];
            firstName: string;
            middleName: string | null;
            lastName: string;
            /**
             * Format: date
             * @example 1990-03-07
             */
            birthDate: string;
            /**
             * @description For the form: day without a leading zero.
             * @example 7
             */
            birthDay: string;
            /** @example 3 */
            birthMonth: string;
            /** @example 1990 */
            birthYear: string;
            maritalStatus: string;
            nationality: string;
            isAgree: boolean;
        };
        PrescreenDto: {
            age: number | null;
            ageInRange: boolean;
            kycStatus: components["schemas"]["KycStatus"] | null;
            /** @description instalment / monthly net income (fraction) */
            dsr: number | null;
            /** @example 73.57% */
            dsrText: string | null;
            /** @description The member's declared monthly net income. PHP centavos. */
            monthlyNetIncome: components["schemas"]["MoneyCentavos"];
            monthlyNetIncomeText: string;
            /** @description Each instalment of this loan. PHP centavos. */
            instalment: components["schemas"]["MoneyCentavos"];
            instalmentText: string;
            /** Format: date-time */
            computedAt: string;
        };
        QuoteScheduleRowDto: {
            number: number;
            /** @description Principal of this instalment. PHP centavos. */
            principal: components["schemas"]["MoneyCentavos"];
            /** @description Interest of this instalment. PHP centavos. */
            interest: components["schemas"]["MoneyCentavos"];
            /** @description Principal plus interest. PHP centavos. */
            total: components["schemas"]["MoneyCentavos"];
            /** @example 25,000.00 */
            principalText: string;
            /** @example 750.00 */
            interestText: string;
            /** @example 25,750.00 */
            totalText: string;
        };
        RateDto: {
            /** @example USD */
            currencyCode: string;
            /** @example US Dollar */
            currencyName: string;
            /** @example $ */
            currencySymbol: string;
            /**
             * @description units of the currency per 1 PHP (decimal text, at most 10 decimals)
             * @example 0.0172
             */
            rate: string;
            source: components["schemas"]["RateSource"];
            /**
             * Format: date-time
             * @description when the rate was fetched or set
             */
            fetchedAt: string;
            /** @example 58.1395 */
            phpPerUnit: string;
            /** @example 1 USD = 58.1395 PHP */
            display: string;
        };
        /** @enum {string} */
        RateSource: "seed" | "admin" | "http" | "fake";
        RatesDto: {
            /** @enum {string} */
            base: "PHP";
            rates: components["schemas"]["RateDto"][];
        };
        RecoverFinishDto: {
            /**
             * @description Please choose the country of your phone number.
             * @enum {string}
             */
            phoneCountry?: "AF" | "AX" | "AL" | "DZ" | "AS" | "AD" | "AO" | "AI" | "AQ" | "AG" | "AR" | "AM" | "AW" | "AU" | "AT" | "AZ" | "BS" | "BH" | "BD" | "BB" | "BY" | "BE" | "BZ" | "BJ" | "BM" | "BT" | "BO" | "BA" | "BW" | "BV" | "BR" | "IO" | "VG" | "BN" | "BG" | "BF" | "BI" | "KH" | "CM" | "CA" | "CV" | "BQ" | "KY" | "CF" | "TD" | "CL" | "CN" | "CX" | "CC" | "CO" | "KM" | "CG" | "CD" | "CK" | "CR" | "CI" | "HR" | "CU" | "CW" | "CY" | "CZ" | "DK" | "DJ" | "DM" | "DO" | "EC" | "EG" | "SV" | "GQ" | "ER" | "EE" | "SZ" | "ET" | "FK" | "FO" | "FJ" | "FI" | "FR" | "GF" | "PF" | "TF" | "GA" | "GM" | "GE" | "DE" | "GH" | "GI" | "GR" | "GL" | "GD" | "GP" | "GU" | "GT" | "GG" | "GN" | "GW" | "GY" | "HT" | "HM" | "HN" | "HK" | "HU" | "IS" | "IN" | "ID" | "IR" | "IQ" | "IE" | "IM" | "IL" | "IT" | "JM" | "JP" | "JE" | "JO" | "KZ" | "KE" | "KI" | "KW" | "KG" | "LA" | "LV" | "LB" | "LS" | "LR" | "LY" | "LI" | "LT" | "LU" | "MO" | "MG" | "MW" | "MY" | "MV" | "ML" | "MT" | "MH" | "MQ" | "MR" | "MU" | "YT" | "MX" | "FM" | "MD" | "MC" | "MN" | "ME" | "MS" | "MA" | "MZ" | "MM" | "NA" | "NR" | "NP" | "NL" | "NC" | "NZ" | "NI" | "NE" | "NG" | "NU" | "NF" | "KP" | "MK" | "MP" | "NO" | "OM" | "PK" | "PW" | "PS" | "PA" | "PG" | "PY" | "PE" | "PH" | "PN" | "PL" | "PT" | "PR" | "QA" | "RE" | "RO" | "RU" | "RW" | "WS" | "SM" | "ST" | "SA" | "SN" | "RS" | "SC" | "SL" | "SG" | "SX" | "SK" | "SI" | "SB" | "SO" | "ZA" | "GS" | "KR" | "SS" | "ES" | "LK" | "BL" | "SH" | "KN" | "LC" | "MF" | "PM" | "VC" | "SD" | "SR" | "SJ" | "SE" | "CH" | "SY" | "TW" | "TJ" | "TZ" | "TH" | "TL" | "TG" | "TK" | "TO" | "TT" | "TN" | "TR" | "TM" | "TC" | "TV" | "UM" | "VI" | "UG" | "UA" | "AE" | "GB" | "US" | "UY" | "UZ" | "VU" | "VA" | "VE" | "VN" | "WF" | "EH" | "YE" | "ZM" | "ZW";
            /** @description Between 9 and 15 digits. Must start with a digit. Only numbers are permitted. */
            phoneNumber: string;
            /** @description Please enter the 6-digit code. */
            code: string;
            /** @description Create a password with 8 to 24 characters, including upper and lower case, a number and a special character. */
            password: string;
            /** @description Password confirmation mismatch. */
            confirmPassword: string;
        };
        RecoverStartDto: {
            /**
             * @description Please choose the country of your phone number.
             * @enum {string}
             */
            phoneCountry?: "AF" | "AX" | "AL" | "DZ" | "AS" | "AD" | "AO" | "AI" | "AQ" | "AG" | "AR" | "AM" | "AW" | "AU" | "AT" | "AZ" | "BS" | "BH" | "BD" | "BB" | "BY" | "BE" | "BZ" | "BJ" | "BM" | "BT" | "BO" | "BA" | "BW" | "BV" | "BR" | "IO" | "VG" | "BN" | "BG" | "BF" | "BI" | "KH" | "CM" | "CA" | "CV" | "BQ" | "KY" | "CF" | "TD" | "CL" | "CN" | "CX" | "CC" | "CO" | "KM" | "CG" | "CD" | "CK" | "CR" | "CI" | "HR" | "CU" | "CW" | "CY" | "CZ" | "DK" | "DJ" | "DM" | "DO" | "EC" | "EG" | "SV" | "GQ" | "ER" | "EE" | "SZ" | "ET" | "FK" | "FO" | "FJ" | "FI" | "FR" | "GF" | "PF" | "TF" | "GA" | "GM" | "GE" | "DE" | "GH" | "GI" | "GR" | "GL" | "GD" | "GP" | "GU" | "GT" | "GG" | "GN" | "GW" | "GY" | "HT" | "HM" | "HN" | "HK" | "HU" | "IS" | "IN" | "ID" | "IR" | "IQ" | "IE" | "IM" | "IL" | "IT" | "JM" | "JP" | "JE" | "JO" | "KZ" | "KE" | "KI" | "KW" | "KG" | "LA" | "LV" | "LB" | "LS" | "LR" | "LY" | "LI" | "LT" | "LU" | "MO" | "MG" | "MW" | "MY" | "MV" | "ML" | "MT" | "MH" | "MQ" | "MR" | "MU" | "YT" | "MX" | "FM" | "MD" | "MC" | "MN" | "ME" | "MS" | "MA" | "MZ" | "MM" | "NA" | "NR" | "NP" | "NL" | "NC" | "NZ" | "NI" | "NE" | "NG" | "NU" | "NF" | "KP" | "MK" | "MP" | "NO" | "OM" | "PK" | "PW" | "PS" | "PA" | "PG" | "PY" | "PE" | "PH" | "PN" | "PL" | "PT" | "PR" | "QA" | "RE" | "RO" | "RU" | "RW" | "WS" | "SM" | "ST" | "SA" | "SN" | "RS" | "SC" | "SL" | "SG" | "SX" | "SK" | "SI" | "SB" | "SO" | "ZA" | "GS" | "KR" | "SS" | "ES" | "LK" | "BL" | "SH" | "KN" | "LC" | "MF" | "PM" | "VC" | "SD" | "SR" | "SJ" | "SE" | "CH" | "SY" | "TW" | "TJ" | "TZ" | "TH" | "TL" | "TG" | "TK" | "TO" | "TT" | "TN" | "TR" | "TM" | "TC" | "TV" | "UM" | "VI" | "UG" | "UA" | "AE" | "GB" | "US" | "UY" | "UZ" | "VU" | "VA" | "VE" | "VN" | "WF" | "EH" | "YE" | "ZM" | "ZW";
            /** @description Between 9 and 15 digits. Must start with a digit. Only numbers are permitted. */
            phoneNumber: string;
        };
        ReferencesDto: {
            /** @description Please enter your reference's full name. Ensure the name is within a reasonable length. */
            refFullName1: string;
            /** @description Please enter your relationship with the reference. Ensure it is within a reasonable length. */
            refRelationship1: string;
            /**
             * @description Country of refPhoneNumber1 (ISO code, default PH).
             * @enum {string}
             */
            refPhoneCountry1?: "AF" | "AX" | "AL" | "DZ" | "AS" | "AD" | "AO" | "AI" | "AQ" | "AG" | "AR" | "AM" | "AW" | "AU" | "AT" | "AZ" | "BS" | "BH" | "BD" | "BB" | "BY" | "BE" | "BZ" | "BJ" | "BM" | "BT" | "BO" | "BA" | "BW" | "BV" | "BR" | "IO" | "VG" | "BN" | "BG" | "BF" | "BI" | "KH" | "CM" | "CA" | "CV" | "BQ" | "KY" | "CF" | "TD" | "CL" | "CN" | "CX" | "CC" | "CO" | "KM" | "CG" | "CD" | "CK" | "CR" | "CI" | "HR" | "CU" | "CW" | "CY" | "CZ" | "DK" | "DJ" | "DM" | "DO" | "EC" | "EG" | "SV" | "GQ" | "ER" | "EE" | "SZ" | "ET" | "FK" | "FO" | "FJ" | "FI" | "FR" | "GF" | "PF" | "TF" | "GA" | "GM" | "GE" | "DE" | "GH" | "GI" | "GR" | "GL" | "GD" | "GP" | "GU" | "GT" | "GG" | "GN" | "GW" | "GY" | "HT" | "HM" | "HN" | "HK" | "HU" | "IS" | "IN" | "ID" | "IR" | "IQ" | "IE" | "IM" | "IL" | "IT" | "JM" | "JP" | "JE" | "JO" | "KZ" | "KE" | "KI" | "KW" | "KG" | "LA" | "LV" | "LB" | "LS" | "LR" | "LY" | "LI" | "LT" | "LU" | "MO" | "MG" | "MW" | "MY" | "MV" | "ML" | "MT" | "MH" | "MQ" | "MR" | "MU" | "YT" | "MX" | "FM" | "MD" | "MC" | "MN" | "ME" | "MS" | "MA" | "MZ" | "MM" | "NA" | "NR" | "NP" | "NL" | "NC" | "NZ" | "NI" | "NE" | "NG" | "NU" | "NF" | "KP" | "MK" | "MP" | "NO" | "OM" | "PK" | "PW" | "PS" | "PA" | "PG" | "PY" | "PE" | "PH" | "PN" | "PL" | "PT" | "PR" | "QA" | "RE" | "RO" | "RU" | "RW" | "WS" | "SM" | "ST" | "SA" | "SN" | "RS" | "SC" | "SL" | "SG" | "SX" | "SK" | "SI" | "SB" | "SO" | "ZA" | "GS" | "KR" | "SS" | "ES" | "LK" | "BL" | "SH" | "KN" | "LC" | "MF" | "PM" | "VC" | "SD" | "SR" | "SJ" | "SE" | "CH" | "SY" | "TW" | "TJ" | "TZ" | "TH" | "TL" | "TG" | "TK" | "TO" | "TT" | "TN" | "TR" | "TM" | "TC" | "TV" | "UM" | "VI" | "UG" | "UA" | "AE" | "GB" | "US" | "UY" | "UZ" | "VU" | "VA" | "VE" | "VN" | "WF" | "EH" | "YE" | "ZM" | "ZW";
            /** @description Between 9 and 15 digits. Must start with a digit. Only numbers are permitted. */
            refPhoneNumber1: string;
            /** @description Please enter your reference's full name. Ensure the name is within a reasonable length. */
            refFullName2?: string;
            /** @description Please enter your relationship with the reference. Ensure it is within a reasonable length. */
            refRelationship2?: string;
            /**
             * @description Country of refPhoneNumber2 (ISO code, default PH).
             * @enum {string}
             */
            refPhoneCountry2?: "AF" | "AX" | "AL" | "DZ" | "AS" | "AD" | "AO" | "AI" | "AQ" | "AG" | "AR" | "AM" | "AW" | "AU" | "AT" | "AZ" | "BS" | "BH" | "BD" | "BB" | "BY" | "BE" | "BZ" | "BJ" | "BM" | "BT" | "BO" | "BA" | "BW" | "BV" | "BR" | "IO" | "VG" | "BN" | "BG" | "BF" | "BI" | "KH" | "CM" | "CA" | "CV" | "BQ" | "KY" | "CF" | "TD" | "CL" | "CN" | "CX" | "CC" | "CO" | "KM" | "CG" | "CD" | "CK" | "CR" | "CI" | "HR" | "CU" | "CW" | "CY" | "CZ" | "DK" | "DJ" | "DM" | "DO" | "EC" | "EG" | "SV" | "GQ" | "ER" | "EE" | "SZ" | "ET" | "FK" | "FO" | "FJ" | "FI" | "FR" | "GF" | "PF" | "TF" | "GA" | "GM" | "GE" | "DE" | "GH" | "GI" | "GR" | "GL" | "GD" | "GP" | "GU" | "GT" | "GG" | "GN" | "GW" | "GY" | "HT" | "HM" | "HN" | "HK" | "HU" | "IS" | "IN" | "ID" | "IR" | "IQ" | "IE" | "IM" | "IL" | "IT" | "JM" | "JP" | "JE" | "JO" | "KZ" | "KE" | "KI" | "KW" | "KG" | "LA" | "LV" | "LB" | "LS" | "LR" | "LY" | "LI" | "LT" | "LU" | "MO" | "MG" | "MW" | "MY" | "MV" | "ML" | "MT" | "MH" | "MQ" | "MR" | "MU" | "YT" | "MX" | "FM" | "MD" | "MC" | "MN" | "ME" | "MS" | "MA" | "MZ" | "MM" | "NA" | "NR" | "NP" | "NL" | "NC" | "NZ" | "NI" | "NE" | "NG" | "NU" | "NF" | "KP" | "MK" | "MP" | "NO" | "OM" | "PK" | "PW" | "PS" | "PA" | "PG" | "PY" | "PE" | "PH" | "PN" | "PL" | "PT" | "PR" | "QA" | "RE" | "RO" | "RU" | "RW" | "WS" | "SM" | "ST" | "SA" | "SN" | "RS" | "SC" | "SL" | "SG" | "SX" | "SK" | "SI" | "SB" | "SO" | "ZA" | "GS" | "KR" | "SS" | "ES" | "LK" | "BL" | "SH" | "KN" | "LC" | "MF" | "PM" | "VC" | "SD" | "SR" | "SJ" | "SE" | "CH" | "SY" | "TW" | "TJ" | "TZ" | "TH" | "TL" | "TG" | "TK" | "TO" | "TT" | "TN" | "TR" | "TM" | "TC" | "TV" | "UM" | "VI" | "UG" | "UA" | "AE" | "GB" | "US" | "UY" | "UZ" | "VU" | "VA" | "VE" | "VN" | "WF" | "EH" | "YE" | "ZM" | "ZW";
            /** @description Between 9 and 15 digits. Must start with a digit. Only numbers are permitted. */
            refPhoneNumber2?: string;
        };
        ReferencesViewDto: {
            refFullName1: string;
            refRelationship1: string;
            /**
             * @description E.164 (accepted as is when posted back).
             * @example +639181234567
             */
            refPhoneNumber1: string;
            refFullName2: string | null;
            refRelationship2: string | null;
            refPhoneNumber2: string | null;
        };
        RefreshDto: {
            /** @description Your login has expired. */
            refreshToken: string;
        };
        RefusalDto: {
            /**
             * @description A stable, machine-readable code: a key of the message catalogue. The same refusal has the same code in every language.
             * @example loan.alreadyHasLoan
             */
            code: string;
            /** @description The refusal in the request's language (Accept-Language). */
            message: string;
            /** @description The values the message was worded with (amounts, dates, limits), for a client that words the code itself. */
            params?: {
                [key: string]: string | number;
            };
            /** @description One refusal per form field, keyed by the field name (nested fields as "a.b"). */
            errors?: {
                [key: string]: components["schemas"]["FieldRefusalDto"];
            };
        };
        RegisterDto: {
            /**
             * @description Please choose the country of your phone number.
             * @enum {string}
             */
            phoneCountry?: "AF" | "AX" | "AL" | "DZ" | "AS" | "AD" | "AO" | "AI" | "AQ" | "AG" | "AR" | "AM" | "AW" | "AU" | "AT" | "AZ" | "BS" | "BH" | "BD" | "BB" | "BY" | "BE" | "BZ" | "BJ" | "BM" | "BT" | "BO" | "BA" | "BW" | "BV" | "BR" | "IO" | "VG" | "BN" | "BG" | "BF" | "BI" | "KH" | "CM" | "CA" | "CV" | "BQ" | "KY" | "CF" | "TD" | "CL" | "CN" | "CX" | "CC" | "CO" | "KM" | "CG" | "CD" | "CK" | "CR" | "CI" | "HR" | "CU" | "CW" | "CY" | "CZ" | "DK" | "DJ" | "DM" | "DO" | "EC" | "EG" | "SV" | "GQ" | "ER" | "EE" | "SZ" | "ET" | "FK" | "FO" | "FJ" | "FI" | "FR" | "GF" | "PF" | "TF" | "GA" | "GM" | "GE" | "DE" | "GH" | "GI" | "GR" | "GL" | "GD" | "GP" | "GU" | "GT" | "GG" | "GN" | "GW" | "GY" | "HT" | "HM" | "HN" | "HK" | "HU" | "IS" | "IN" | "ID" | "IR" | "IQ" | "IE" | "IM" | "IL" | "IT" | "JM" | "JP" | "JE" | "JO" | "KZ" | "KE" | "KI" | "KW" | "KG" | "LA" | "LV" | "LB" | "LS" | "LR" | "LY" | "LI" | "LT" | "LU" | "MO" | "MG" | "MW" | "MY" | "MV" | "ML" | "MT" | "MH" | "MQ" | "MR" | "MU" | "YT" | "MX" | "FM" | "MD" | "MC" | "MN" | "ME" | "MS" | "MA" | "MZ" | "MM" | "NA" | "NR" | "NP" | "NL" | "NC" | "NZ" | "NI" | "NE" | "NG" | "NU" | "NF" | "KP" | "MK" | "MP" | "NO" | "OM" | "PK" | "PW" | "PS" | "PA" | "PG" | "PY" | "PE" | "PH" | "PN" | "PL" | "PT" | "PR" | "QA" | "RE" | "RO" | "RU" | "RW" | "WS" | "SM" | "ST" | "SA" | "SN" | "RS" | "SC" | "SL" | "SG" | "SX" | "SK" | "SI" | "SB" | "SO" | "ZA" | "GS" | "KR" | "SS" | "ES" | "LK" | "BL" | "SH" | "KN" | "LC" | "MF" | "PM" | "VC" | "SD" | "SR" | "SJ" | "SE" | "CH" | "SY" | "TW" | "TJ" | "TZ" | "TH" | "TL" | "TG" | "TK" | "TO" | "TT" | "TN" | "TR" | "TM" | "TC" | "TV" | "UM" | "VI" | "UG" | "UA" | "AE" | "GB" | "US" | "UY" | "UZ" | "VU" | "VA" | "VE" | "VN" | "WF" | "EH" | "YE" | "ZM" | "ZW";
            /** @description Between 9 and 15 digits. Must start with a digit. Only numbers are permitted. */
            phoneNumber: string;
            /** @description Invalid email format. */
            email: string;
            /** @description Please enter both your first and last name. Ensure the name is within a reasonable length. */
            fullName: string;
            /** @description Create a password with 8 to 24 characters, including upper and lower case, a number and a special character. */
            password: string;
            /** @description Password confirmation mismatch. */
            confirmPassword: string;
            /** @description Agreement to the Terms and Conditions and the Privacy notice: "on" from a form, true from JSON. */
            agreeTerms: string | boolean;
            /**
             * @description Please choose your country employed at.
             * @enum {string}
             */
            workPlaceCountry: "AF" | "AX" | "AL" | "DZ" | "AS" | "AD" | "AO" | "AI" | "AQ" | "AG" | "AR" | "AM" | "AW" | "AU" | "AT" | "AZ" | "BS" | "BH" | "BD" | "BB" | "BY" | "BE" | "BZ" | "BJ" | "BM" | "BT" | "BO" | "BA" | "BW" | "BV" | "BR" | "IO" | "VG" | "BN" | "BG" | "BF" | "BI" | "KH" | "CM" | "CA" | "CV" | "BQ" | "KY" | "CF" | "TD" | "CL" | "CN" | "CX" | "CC" | "CO" | "KM" | "CG" | "CD" | "CK" | "CR" | "CI" | "HR" | "CU" | "CW" | "CY" | "CZ" | "DK" | "DJ" | "DM" | "DO" | "EC" | "EG" | "SV" | "GQ" | "ER" | "EE" | "SZ" | "ET" | "FK" | "FO" | "FJ" | "FI" | "FR" | "GF" | "PF" | "TF" | "GA" | "GM" | "GE" | "DE" | "GH" | "GI" | "GR" | "GL" | "GD" | "GP" | "GU" | "GT" | "GG" | "GN" | "GW" | "GY" | "HT" | "HM" | "HN" | "HK" | "HU" | "IS" | "IN" | "ID" | "IR" | "IQ" | "IE" | "IM" | "IL" | "IT" | "JM" | "JP" | "JE" | "JO" | "KZ" | "KE" | "KI" | "KW" | "KG" | "LA" | "LV" | "LB" | "LS" | "LR" | "LY" | "LI" | "LT" | "LU" | "MO" | "MG" | "MW" | "MY" | "MV" | "ML" | "MT" | "MH" | "MQ" | "MR" | "MU" | "YT" | "MX" | "FM" | "MD" | "MC" | "MN" | "ME" | "MS" | "MA" | "MZ" | "MM" | "NA" | "NR" | "NP" | "NL" | "NC" | "NZ" | "NI" | "NE" | "NG" | "NU" | "NF" | "KP" | "MK" | "MP" | "NO" | "OM" | "PK" | "PW" | "PS" | "PA" | "PG" | "PY" | "PE" | "PH" | "PN" | "PL" | "PT" | "PR" | "QA" | "RE" | "RO" | "RU" | "RW" | "WS" | "SM" | "ST" | "SA" | "SN" | "RS" | "SC" | "SL" | "SG" | "SX" | "SK" | "SI" | "SB" | "SO" | "ZA" | "GS" | "KR" | "SS" | "ES" | "LK" | "BL" | "SH" | "KN" | "LC" | "MF" | "PM" | "VC" | "SD" | "SR" | "SJ" | "SE" | "CH" | "SY" | "TW" | "TJ" | "TZ" | "TH" | "TL" | "TG" | "TK" | "TO" | "TT" | "TN" | "TR" | "TM" | "TC" | "TV" | "UM" | "VI" | "UG" | "UA" | "AE" | "GB" | "US" | "UY" | "UZ" | "VU" | "VA" | "VE" | "VN" | "WF" | "EH" | "YE" | "ZM" | "ZW";
            /** @description Please enter your work location. Ensure the location is within a reasonable length. */
            workLocation: string;
            /** @description Please enter your job title. Ensure the job title is within a reasonable length. */
            jobTitle: string;
            /**
             * @description Please choose your job category.
             * @enum {string}
             */
            jobCategory: "Accounting / Finance" | "Administrative / Management" | "Advertising / Media" | "Agriculture / Sciences" | "Airline / Aviation" | "Automotive / Mechanic" | "Beauty / Personal Care" | "Chemical / Industrial" | "Construction / Civil Works" | "Customer Service / Call Center" | "Driver / Heavy Equipment Operator" | "Education / Teaching" | "Electronics / Electrical" | "Engineering / Civil" | "Engineering / Mechanical" | "Entertainment / Music" | "Food / Catering" | "Health Care / Medical" | "Hotels / Restaurants" | "Households Services" | "Legal / Consulting" | "Manufacturing" | "Mining / Oil & Gas" | "Others / General Services" | "Procurement / Logistics" | "Repair / Maintenance" | "Sales / Marketing" | "Seafarers / Seaman" | "Skilled / Metalworks" | "Skilled Labour / Trades" | "Sports / Recreation" | "Travel / Tourism";
            /** @description Whole pesos. */
            monthlyNetIncome: string | number;
            /** @description The 6-digit code sent by SMS to phoneNumber (POST /authmember/register/start). */
            code: string;
        };
        RegisterStartDto: {
            /**
             * @description Please choose the country of your phone number.
             * @enum {string}
             */
            phoneCountry?: "AF" | "AX" | "AL" | "DZ" | "AS" | "AD" | "AO" | "AI" | "AQ" | "AG" | "AR" | "AM" | "AW" | "AU" | "AT" | "AZ" | "BS" | "BH" | "BD" | "BB" | "BY" | "BE" | "BZ" | "BJ" | "BM" | "BT" | "BO" | "BA" | "BW" | "BV" | "BR" | "IO" | "VG" | "BN" | "BG" | "BF" | "BI" | "KH" | "CM" | "CA" | "CV" | "BQ" | "KY" | "CF" | "TD" | "CL" | "CN" | "CX" | "CC" | "CO" | "KM" | "CG" | "CD" | "CK" | "CR" | "CI" | "HR" | "CU" | "CW" | "CY" | "CZ" | "DK" | "DJ" | "DM" | "DO" | "EC" | "EG" | "SV" | "GQ" | "ER" | "EE" | "SZ" | "ET" | "FK" | "FO" | "FJ" | "FI" | "FR" | "GF" | "PF" | "TF" | "GA" | "GM" | "GE" | "DE" | "GH" | "GI" | "GR" | "GL" | "GD" | "GP" | "GU" | "GT" | "GG" | "GN" | "GW" | "GY" | "HT" | "HM" | "HN" | "HK" | "HU" | "IS" | "IN" | "ID" | "IR" | "IQ" | "IE" | "IM" | "IL" | "IT" | "JM" | "JP" | "JE" | "JO" | "KZ" | "KE" | "KI" | "KW" | "KG" | "LA" | "LV" | "LB" | "LS" | "LR" | "LY" | "LI" | "LT" | "LU" | "MO" | "MG" | "MW" | "MY" | "MV" | "ML" | "MT" | "MH" | "MQ" | "MR" | "MU" | "YT" | "MX" | "FM" | "MD" | "MC" | "MN" | "ME" | "MS" | "MA" | "MZ" | "MM" | "NA" | "NR" | "NP" | "NL" | "NC" | "NZ" | "NI" | "NE" | "NG" | "NU" | "NF" | "KP" | "MK" | "MP" | "NO" | "OM" | "PK" | "PW" | "PS" | "PA" | "PG" | "PY" | "PE" | "PH" | "PN" | "PL" | "PT" | "PR" | "QA" | "RE" | "RO" | "RU" | "RW" | "WS" | "SM" | "ST" | "SA" | "SN" | "RS" | "SC" | "SL" | "SG" | "SX" | "SK" | "SI" | "SB" | "SO" | "ZA" | "GS" | "KR" | "SS" | "ES" | "LK" | "BL" | "SH" | "KN" | "LC" | "MF" | "PM" | "VC" | "SD" | "SR" | "SJ" | "SE" | "CH" | "SY" | "TW" | "TJ" | "TZ" | "TH" | "TL" | "TG" | "TK" | "TO" | "TT" | "TN" | "TR" | "TM" | "TC" | "TV" | "UM" | "VI" | "UG" | "UA" | "AE" | "GB" | "US" | "UY" | "UZ" | "VU" | "VA" | "VE" | "VN" | "WF" | "EH" | "YE" | "ZM" | "ZW";
            /** @description Between 9 and 15 digits. Must start with a digit. Only numbers are permitted. */
            phoneNumber: string;
            /** @description Invalid email format. */
            email: string;
            /** @description Please enter both your first and last name. Ensure the name is within a reasonable length. */
            fullName: string;
            /** @description Create a password with 8 to 24 characters, including upper and lower case, a number and a special character. */
            password: string;
            /** @description Password confirmation mismatch. */
            confirmPassword: string;
            /** @description Agreement to the Terms and Conditions and the Privacy notice: "on" from a form, true from JSON. */
            agreeTerms: string | boolean;
            /**
             * @description Please choose your country employed at.
             * @enum {string}
             */
            workPlaceCountry: "AF" | "AX" | "AL" | "DZ" | "AS" | "AD" | "AO" | "AI" | "AQ" | "AG" | "AR" | "AM" | "AW" | "AU" | "AT" | "AZ" | "BS" | "BH" | "BD" | "BB" | "BY" | "BE" | "BZ" | "BJ" | "BM" | "BT" | "BO" | "BA" | "BW" | "BV" | "BR" | "IO" | "VG" | "BN" | "BG" | "BF" | "BI" | "KH" | "CM" | "CA" | "CV" | "BQ" | "KY" | "CF" | "TD" | "CL" | "CN" | "CX" | "CC" | "CO" | "KM" | "CG" | "CD" | "CK" | "CR" | "CI" | "HR" | "CU" | "CW" | "CY" | "CZ" | "DK" | "DJ" | "DM" | "DO" | "EC" | "EG" | "SV" | "GQ" | "ER" | "EE" | "SZ" | "ET" | "FK" | "FO" | "FJ" | "FI" | "FR" | "GF" | "PF" | "TF" | "GA" | "GM" | "GE" | "DE" | "GH" | "GI" | "GR" | "GL" | "GD" | "GP" | "GU" | "GT" | "GG" | "GN" | "GW" | "GY" | "HT" | "HM" | "HN" | "HK" | "HU" | "IS" | "IN" | "ID" | "IR" | "IQ" | "IE" | "IM" | "IL" | "IT" | "JM" | "JP" | "JE" | "JO" | "KZ" | "KE" | "KI" | "KW" | "KG" | "LA" | "LV" | "LB" | "LS" | "LR" | "LY" | "LI" | "LT" | "LU" | "MO" | "MG" | "MW" | "MY" | "MV" | "ML" | "MT" | "MH" | "MQ" | "MR" | "MU" | "YT" | "MX" | "FM" | "MD" | "MC" | "MN" | "ME" | "MS" | "MA" | "MZ" | "MM" | "NA" | "NR" | "NP" | "NL" | "NC" | "NZ" | "NI" | "NE" | "NG" | "NU" | "NF" | "KP" | "MK" | "MP" | "NO" | "OM" | "PK" | "PW" | "PS" | "PA" | "PG" | "PY" | "PE" | "PH" | "PN" | "PL" | "PT" | "PR" | "QA" | "RE" | "RO" | "RU" | "RW" | "WS" | "SM" | "ST" | "SA" | "SN" | "RS" | "SC" | "SL" | "SG" | "SX" | "SK" | "SI" | "SB" | "SO" | "ZA" | "GS" | "KR" | "SS" | "ES" | "LK" | "BL" | "SH" | "KN" | "LC" | "MF" | "PM" | "VC" | "SD" | "SR" | "SJ" | "SE" | "CH" | "SY" | "TW" | "TJ" | "TZ" | "TH" | "TL" | "TG" | "TK" | "TO" | "TT" | "TN" | "TR" | "TM" | "TC" | "TV" | "UM" | "VI" | "UG" | "UA" | "AE" | "GB" | "US" | "UY" | "UZ" | "VU" | "VA" | "VE" | "VN" | "WF" | "EH" | "YE" | "ZM" | "ZW";
            /** @description Please enter your work location. Ensure the location is within a reasonable length. */
            workLocation: string;
            /** @description Please enter your job title. Ensure the job title is within a reasonable length. */
            jobTitle: string;
            /**
             * @description Please choose your job category.
             * @enum {string}
             */
            jobCategory: "Accounting / Finance" | "Administrative / Management" | "Advertising / Media" | "Agriculture / Sciences" | "Airline / Aviation" | "Automotive / Mechanic" | "Beauty / Personal Care" | "Chemical / Industrial" | "Construction / Civil Works" | "Customer Service / Call Center" | "Driver / Heavy Equipment Operator" | "Education / Teaching" | "Electronics / Electrical" | "Engineering / Civil" | "Engineering / Mechanical" | "Entertainment / Music" | "Food / Catering" | "Health Care / Medical" | "Hotels / Restaurants" | "Households Services" | "Legal / Consulting" | "Manufacturing" | "Mining / Oil & Gas" | "Others / General Services" | "Procurement / Logistics" | "Repair / Maintenance" | "Sales / Marketing" | "Seafarers / Seaman" | "Skilled / Metalworks" | "Skilled Labour / Trades" | "Sports / Recreation" | "Travel / Tourism";
            /** @description Whole pesos. */
            monthlyNetIncome: string | number;
        };
        RegisterStep1Dto: {
            /**
             * @description Please choose the country of your phone number.
             * @enum {string}
             */
            phoneCountry?: "AF" | "AX" | "AL" | "DZ" | "AS" | "AD" | "AO" | "AI" | "AQ" | "AG" | "AR" | "AM" | "AW" | "AU" | "AT" | "AZ" | "BS" | "BH" | "BD" | "BB" | "BY" | "BE" | "BZ" | "BJ" | "BM" | "BT" | "BO" | "BA" | "BW" | "BV" | "BR" | "IO" | "VG" | "BN" | "BG" | "BF" | "BI" | "KH" | "CM" | "CA" | "CV" | "BQ" | "KY" | "CF" | "TD" | "CL" | "CN" | "CX" | "CC" | "CO" | "KM" | "CG" | "CD" | "CK" | "CR" | "CI" | "HR" | "CU" | "CW" | "CY" | "CZ" | "DK" | "DJ" | "DM" | "DO" | "EC" | "EG" | "SV" | "GQ" | "ER" | "EE" | "SZ" | "ET" | "FK" | "FO" | "FJ" | "FI" | "FR" | "GF" | "PF" | "TF" | "GA" | "GM" | "GE" | "DE" | "GH" | "GI" | "GR" | "GL" | "GD" | "GP" | "GU" | "GT" | "GG" | "GN" | "GW" | "GY" | "HT" | "HM" | "HN" | "HK" | "HU" | "IS" | "IN" | "ID" | "IR" | "IQ" | "IE" | "IM" | "IL" | "IT" | "JM" | "JP" | "JE" | "JO" | "KZ" | "KE" | "KI" | "KW" | "KG" | "LA" | "LV" | "LB" | "LS" | "LR" | "LY" | "LI" | "LT" | "LU" | "MO" | "MG" | "MW" | "MY" | "MV" | "ML" | "MT" | "MH" | "MQ" | "MR" | "MU" | "YT" | "MX" | "FM" | "MD" | "MC" | "MN" | "ME" | "MS" | "MA" | "MZ" | "MM" | "NA" | "NR" | "NP" | "NL" | "NC" | "NZ" | "NI" | "NE" | "NG" | "NU" | "NF" | "KP" | "MK" | "MP" | "NO" | "OM" | "PK" | "PW" | "PS" | "PA" | "PG" | "PY" | "PE" | "PH" | "PN" | "PL" | "PT" | "PR" | "QA" | "RE" | "RO" | "RU" | "RW" | "WS" | "SM" | "ST" | "SA" | "SN" | "RS" | "SC" | "SL" | "SG" | "SX" | "SK" | "SI" | "SB" | "SO" | "ZA" | "GS" | "KR" | "SS" | "ES" | "LK" | "BL" | "SH" | "KN" | "LC" | "MF" | "PM" | "VC" | "SD" | "SR" | "SJ" | "SE" | "CH" | "SY" | "TW" | "TJ" | "TZ" | "TH" | "TL" | "TG" | "TK" | "TO" | "TT" | "TN" | "TR" | "TM" | "TC" | "TV" | "UM" | "VI" | "UG" | "UA" | "AE" | "GB" | "US" | "UY" | "UZ" | "VU" | "VA" | "VE" | "VN" | "WF" | "EH" | "YE" | "ZM" | "ZW";
            /** @description Between 9 and 15 digits. Must start with a digit. Only numbers are permitted. */
            phoneNumber: string;
            /** @description Invalid email format. */
            email: string;
            /** @description Please enter both your first and last name. Ensure the name is within a reasonable length. */
            fullName: string;
            /** @description Create a password with 8 to 24 characters, including upper and lower case, a number and a special character. */
            password: string;
            /** @description Password confirmation mismatch. */
            confirmPassword: string;
            /** @description Agreement to the Terms and Conditions and the Privacy notice: "on" from a form, true from JSON. */
            agreeTerms: string | boolean;
        };
        RejectLoanRequestDto: {
            reasonCode: components["schemas"]["RejectReasonCode"];
            /** @description The officer's note, for staff only. */
            note?: string;
        };
        /**
         * @description The reason by code (the officer chose it from a fixed list).
         * @enum {string}
         */
        RejectReasonCode: "LOW_INCOME" | "HIGH_DSR" | "KYC_FAILED" | "AGE_OUT_OF_RANGE" | "INCOMPLETE_DOCUMENTS" | "OTHER_POLICY";
        RejectReasonDto: {
            code: components["schemas"]["RejectReasonCode"];
            message: string;
        };
        ReloanOfferDto: {
            /** @description The pre-approved amount. PHP centavos. */
            amount: components["schemas"]["MoneyCentavos"];
            /** @description The shortest offered term whose instalment fits the debt-to-income limit. */
            installmentCount: number;
            /** @description The monthly instalment of the amount over the term. PHP centavos. */
            instalment: components["schemas"]["MoneyCentavos"];
        };
        /**
         * @description What keeps the verified documents from standing for the offer now (apiCreditLimit.refusal.*), or null.
         * @enum {string}
         */
        ReloanProfileProblem: "kycNotVerified" | "bankChanged";
        ReloanRequestDto: {
            /** @description In the chosen currency: digits, optional thousands commas, at most 2 decimals. */
            amount: string | number;
            /** @description One of the offered terms (GET /site: loan.terms). */
            installmentCount: ("6" | "12" | "24" | "36" | "48") | number;
            /** @description Ticked: true, 'on', 'true'. Else 'Please read Service and Policy Agreement'. */
            agree: string | boolean;
        };
        RepayRequestDto: {
            /** @description NEXT: the oldest instalment not paid; AMOUNT: `amount`; PAYOFF: everything, with the rebate. */
            kind: components["schemas"]["RepaymentKind"];
            /** @description PHP, for kind AMOUNT: digits, optional thousands commas, at most 2 decimals. */
            amount?: string | number;
        };
        RepaymentDto: {
            /** Format: uuid */
            id: string;
            kind: components["schemas"]["RepaymentRecordKind"];
            /** @description Moved from the wallet: late charge + interest + principal. PHP centavos. */
            amount: components["schemas"]["MoneyCentavos"];
            amountText: string;
            /** @description Late charges paid. PHP centavos. */
            lateCharge: components["schemas"]["MoneyCentavos"];
            /** @description Interest paid. PHP centavos. */
            interest: components["schemas"]["MoneyCentavos"];
            /** @description Principal paid. PHP centavos. */
            principal: components["schemas"]["MoneyCentavos"];
            /** @description Unearned interest rebated (pay-off). PHP centavos. */
            rebate: components["schemas"]["MoneyCentavos"];
            rebateText: string;
            paidOff: boolean;
            /** @description True when this answers a request made before (same Idempotency-Key, or same channel reference): nothing moved again. */
            replayed: boolean;
            /**
             * @description The receipt number (null for payments made before receipts were given).
             * @example OR-00000042
             */
            receiptNumber: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        /**
         * @description NEXT: the oldest instalment not paid; AMOUNT: `amount`; PAYOFF: everything, with the rebate.
         * @enum {string}
         */
        RepaymentKind: "NEXT" | "AMOUNT" | "PAYOFF";
        /** @enum {string} */
        RepaymentRecordKind: "NEXT" | "AMOUNT" | "PAYOFF" | "CHANNEL";
        RepaymentResultDto: {
            /** @example Payment received: PHP 25,750.00. Thank you. */
            message: string;
            repayment: components["schemas"]["RepaymentDto"];
            /** @description The loan after the payment. */
            loan: components["schemas"]["LoanDto"];
        };
        /** @enum {string} */
        Role: "MEMBER" | "LOAN_OFFICER" | "ADMIN";
        /** @enum {string} */
        ScheduleRowStatus: "SCHEDULED" | "PARTIAL" | "DUE" | "OVERDUE" | "PAID" | "CANCELLED";
        SetRateDto: {
            /**
             * @description Use the 3-letter ISO 4217 code, e.g. USD.
             * @example USD
             */
            currencyCode: string;
            /** @description Units of the currency per 1 PHP. Enter the rate as units of the currency per 1 PHP: a positive number with at most 10 decimals. */
            rate: string | number;
        };
        SignFinishRequestDto: {
            /** @description The 6-digit code sent by SMS. */
            code: string;
        };
        SiteDto: {
            company: components["schemas"]["CompanyDto"];
            /** @description True while the fictitious demo company is configured: show "Demo: not a licensed lender" */
            isDemo: boolean;
            loan: components["schemas"]["LoanSettingsDto"];
        };
        StatusCardDto: {
            statement: string;
            message: string;
            colour: components["schemas"]["StatusColour"];
            icon: components["schemas"]["StatusIcon"];
        };
        /** @enum {string} */
        StatusColour: "info" | "success" | "warning" | "danger";
        /** @enum {string} */
        StatusIcon: "PersonSearch" | "CheckCircleOutline" | "ErrorOutline" | "HighlightOff" | "Update" | "PauseCircleOutline" | "QueryBuilder" | "CurrencyExchange" | "LockReset" | "Block";
        TokenPairDto: {
            /** @description JWT, valid ACCESS_TOKEN_TTL_S seconds */
            accessToken: string;
            /** @description Opaque; single use (rotates on /authmember/refresh) */
            refreshToken: string;
        };
        /**
         * @description INFO_COMPLETED once the wizard is complete, else UPDATE_NEXT.
         * @enum {string}
         */
        UpdateState: "UPDATE_NEXT" | "INFO_COMPLETED";
        UpdateStateDto: {
            /** @description INFO_COMPLETED once the wizard is complete, else UPDATE_NEXT. */
            state: components["schemas"]["UpdateState"];
            /** @description The member’s info state after the save: the step to show next. */
            infoState: components["schemas"]["InfoState"];
        };
        UpsertCurrencyDto: {
            /**
             * @description Use the 3-letter ISO 4217 code, e.g. USD.
             * @example USD
             */
            currencyCode: string;
            /**
             * @description Please enter the currency name (2 to 60 characters).
             * @example US Dollar
             */
            currencyName?: string;
            /**
             * @description Please enter the currency symbol (1 to 8 characters).
             * @example $
             */
            currencySymbol?: string;
            /**
             * @description Please enter the country name (2 to 100 characters).
             * @example United States
             */
            countryName?: string;
            /**
             * @description Choose true (active) or false (inactive).
             * @example true
             */
            active?: boolean;
        };
        WalletDto: {
            /**
             * @example PHP
             * @enum {string}
             */
            currency: "PHP";
            /** @description Available balance: what the member may withdraw. PHP centavos. */
            balance: components["schemas"]["MoneyCentavos"];
            /**
             * @description The balance for display (en-US, 2 decimals).
             * @example 150,000.00
             */
            balanceText: string;
            /** @description Held for withdrawals awaiting their outcome (not in the balance). PHP centavos. */
            held: components["schemas"]["MoneyCentavos"];
            /** @example 0.00 */
            heldText: string;
        };
        WithdrawalAnswerDto: {
            message: string;
            withdrawal: components["schemas"]["WithdrawalDto"];
        };
        WithdrawalDestinationDto: {
            /** @example BDO Unibank */
            bankName: string;
            bankKind: components["schemas"]["BankKind"];
            /** @example Juan Dela Cruz */
            accountName: string;
            /**
             * @description The first 3 characters, then six dots.
             * @example 123......
             */
            accountNumberMasked: string;
        };
        WithdrawalDto: {
            /** Format: uuid */
            id: string;
            /** @example 000000042 */
            withdrawalNumber: string;
            /**
             * @description '{ShortName}-{withdrawalNumber}'
             * @example HLC-000000042
             */
            reference: string;
            status: components["schemas"]["WithdrawalStatus"];
            /** @description The catalogue's words in the request's language (Accept-Language), with the rail's time while processing and the reason of a failure (the provider's own words). */
            card: components["schemas"]["StatusCardDto"];
            /** @example PHP */
            currency: string;
            /** @description Held and sent. PHP centavos. */
            amount: components["schemas"]["MoneyCentavos"];
            /** @example 10,000.00 */
            amountText: string;
            /** @description Always 0 (docs/product.md §7). PHP centavos. */
            fee: components["schemas"]["MoneyCentavos"];
            /** @example 0.00 */
            feeText: string;
            /** @description amount + fee. PHP centavos. */
            total: components["schemas"]["MoneyCentavos"];
            /** @example 10,000.00 */
            totalText: string;
            /**
             * @description PHP to PHP: the wallet and the payouts are in PHP.
             * @example 1
             */
            exchangeRate: string;
            destination: components["schemas"]["WithdrawalDestinationDto"];
            /** @description Chosen when the payout starts. */
            rail: components["schemas"]["PayoutRail"] | null;
            /** @example Account not found */
            failureReason: string | null;
            /** @description The payout provider's reference of the completed transfer. */
            payoutReference: string | null;
            /** @description Wrong codes left before the withdrawal is cancelled (while AWAITING_OTP). */
            codeTriesLeft: number;
            /**
             * Format: date-time
             * @description Without its code by then the withdrawal expires.
             */
            expiresAt: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            confirmedAt: string | null;
            /** Format: date-time */
            completedAt: string | null;
            /**
             * Format: date-time
             * @description When it failed, was cancelled or expired.
             */
            endedAt: string | null;
        };
        WithdrawalListDto: {
            /** @description Newest first. */
            withdrawals: components["schemas"]["WithdrawalDto"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
        };
        WithdrawalQuoteDto: {
            /** @example PHP */
            currency: string;
            /** @description PHP centavos available in the wallet. */
            balance: number;
            /** @description PHP centavos that would be held and sent: the amount, or the balance when the amount was more. */
            amount: number;
            /** @example 10,000.00 */
            amountText: string;
            /** @description The most that can be withdrawn now (PHP centavos): the balance, and for an e-wallet its InstaPay and monthly limits. */
            cap: number;
            /** @example 50,000.00 */
            capText: string;
            /** @description PHP centavos. */
            fee: number;
            /** @example 0.00 */
            feeText: string;
            /**
             * @description Pesos received for one peso of the wallet.
             * @example 1.00
             */
            exchangeRate: string;
            /** @description amount + fee (PHP centavos). */
            total: number;
            /** @example 10,000.00 */
            totalText: string;
            /** @description Set when the amount was more than the balance and is quoted as the balance; in the request's language (Accept-Language). */
            note: string | null;
        };
        /** @enum {string} */
        WithdrawalStatus: "AWAITING_OTP" | "QUEUED" | "PROCESSING" | "COMPLETED" | "FAILED" | "CANCELLED" | "EXPIRED";
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type AddressDto = components['schemas']['AddressDto'];
export type AddressViewDto = components['schemas']['AddressViewDto'];
export type AdminCurrencyDto = components['schemas']['AdminCurrencyDto'];
export type ApprovalReasonCode = components['schemas']['ApprovalReasonCode'];
export type ApprovalReasonDto = components['schemas']['ApprovalReasonDto'];
export type ApproveLoanRequestDto = components['schemas']['ApproveLoanRequestDto'];
export type AuthResultDto = components['schemas']['AuthResultDto'];
export type AvailableCurrencyDto = components['schemas']['AvailableCurrencyDto'];
export type BankAccountKind = components['schemas']['BankAccountKind'];
export type BankAccountViewDto = components['schemas']['BankAccountViewDto'];
export type BankChangeFinishedDto = components['schemas']['BankChangeFinishedDto'];
export type BankChangeStartedDto = components['schemas']['BankChangeStartedDto'];
export type BankDto = components['schemas']['BankDto'];
export type BankKind = components['schemas']['BankKind'];
export type ChangePasswordDto = components['schemas']['ChangePasswordDto'];
export type ChannelNotificationDto = components['schemas']['ChannelNotificationDto'];
export type ChannelPaymentOutcome = components['schemas']['ChannelPaymentOutcome'];
export type ChannelPaymentResultDto = components['schemas']['ChannelPaymentResultDto'];
export type CheckPendingActionDto = components['schemas']['CheckPendingActionDto'];
export type ClosureReason = components['schemas']['ClosureReason'];
export type CodeDto = components['schemas']['CodeDto'];
export type CollectionAccountDto = components['schemas']['CollectionAccountDto'];
export type CompanyDto = components['schemas']['CompanyDto'];
export type CompanySocialDto = components['schemas']['CompanySocialDto'];
export type ConfirmWithdrawalRequestDto = components['schemas']['ConfirmWithdrawalRequestDto'];
export type ContactDto = components['schemas']['ContactDto'];
export type ContactMessageDto = components['schemas']['ContactMessageDto'];
export type ContactMessageListDto = components['schemas']['ContactMessageListDto'];
export type ContractListDto = components['schemas']['ContractListDto'];
export type ContractListItemDto = components['schemas']['ContractListItemDto'];
export type CreateWithdrawalRequestDto = components['schemas']['CreateWithdrawalRequestDto'];
export type CreatedWithdrawalDto = components['schemas']['CreatedWithdrawalDto'];
export type CreditBand = components['schemas']['CreditBand'];
export type CreditFactorDto = components['schemas']['CreditFactorDto'];
export type CreditFactorKey = components['schemas']['CreditFactorKey'];
export type CreditLimitDto = components['schemas']['CreditLimitDto'];
export type CreditLimitOutcome = components['schemas']['CreditLimitOutcome'];
export type CreditLimitRule = components['schemas']['CreditLimitRule'];
export type CreditLimitStepDto = components['schemas']['CreditLimitStepDto'];
export type CreditScoreDto = components['schemas']['CreditScoreDto'];
export type CreditScorePointDto = components['schemas']['CreditScorePointDto'];
export type CurrentLoanDto = components['schemas']['CurrentLoanDto'];
export type DashboardDto = components['schemas']['DashboardDto'];
export type DashboardMemberDto = components['schemas']['DashboardMemberDto'];
export type DisclosureBorrowerDto = components['schemas']['DisclosureBorrowerDto'];
export type DisclosureCompanyDto = components['schemas']['DisclosureCompanyDto'];
export type DisclosureDto = components['schemas']['DisclosureDto'];
export type DocumentKind = components['schemas']['DocumentKind'];
export type DocumentViewDto = components['schemas']['DocumentViewDto'];
export type EmploymentDto = components['schemas']['EmploymentDto'];
export type FieldRefusalDto = components['schemas']['FieldRefusalDto'];
export type Gender = components['schemas']['Gender'];
export type HardshipAskDto = components['schemas']['HardshipAskDto'];
export type HardshipDecideDto = components['schemas']['HardshipDecideDto'];
export type HardshipDecision = components['schemas']['HardshipDecision'];
export type HardshipKind = components['schemas']['HardshipKind'];
export type HardshipListDto = components['schemas']['HardshipListDto'];
export type HardshipRequestDto = components['schemas']['HardshipRequestDto'];
export type HardshipStatus = components['schemas']['HardshipStatus'];
export type HealthDto = components['schemas']['HealthDto'];
export type IdentityDto = components['schemas']['IdentityDto'];
export type IdentityViewDto = components['schemas']['IdentityViewDto'];
export type ImageType = components['schemas']['ImageType'];
export type InfoState = components['schemas']['InfoState'];
export type InfoStateDto = components['schemas']['InfoStateDto'];
export type KycDecision = components['schemas']['KycDecision'];
export type KycDecisionDto = components['schemas']['KycDecisionDto'];
export type KycReasonCode = components['schemas']['KycReasonCode'];
export type KycReasonDto = components['schemas']['KycReasonDto'];
export type KycReviewViewDto = components['schemas']['KycReviewViewDto'];
export type KycStatus = components['schemas']['KycStatus'];
export type KycSummaryDto = components['schemas']['KycSummaryDto'];
export type LoanApplyRequestDto = components['schemas']['LoanApplyRequestDto'];
export type LoanBalanceDto = components['schemas']['LoanBalanceDto'];
export type LoanCreatedDto = components['schemas']['LoanCreatedDto'];
export type LoanDto = components['schemas']['LoanDto'];
export type LoanMessageDto = components['schemas']['LoanMessageDto'];
export type LoanQuoteDto = components['schemas']['LoanQuoteDto'];
export type LoanQuoteRequestDto = components['schemas']['LoanQuoteRequestDto'];
export type LoanScheduleRowDto = components['schemas']['LoanScheduleRowDto'];
export type LoanSecondApprovalDto = components['schemas']['LoanSecondApprovalDto'];
export type LoanSettingsDto = components['schemas']['LoanSettingsDto'];
export type LoanStatus = components['schemas']['LoanStatus'];
export type LoginDto = components['schemas']['LoginDto'];
export type LogoutDto = components['schemas']['LogoutDto'];
export type MemberDto = components['schemas']['MemberDto'];
export type MessageDto = components['schemas']['MessageDto'];
export type MoneyCentavos = components['schemas']['MoneyCentavos'];
export type OfficerDocumentViewDto = components['schemas']['OfficerDocumentViewDto'];
export type OfficerKycReviewViewDto = components['schemas']['OfficerKycReviewViewDto'];
export type OfficerLoanDto = components['schemas']['OfficerLoanDto'];
export type OfficerLoanListDto = components['schemas']['OfficerLoanListDto'];
export type OfficerLoanSummaryDto = components['schemas']['OfficerLoanSummaryDto'];
export type OfficerMemberDetailDto = components['schemas']['OfficerMemberDetailDto'];
export type OfficerMemberListDto = components['schemas']['OfficerMemberListDto'];
export type OfficerMemberListItemDto = components['schemas']['OfficerMemberListItemDto'];
export type OfficerPaymentRequestDto = components['schemas']['OfficerPaymentRequestDto'];
export type OfficerWithdrawalDto = components['schemas']['OfficerWithdrawalDto'];
export type OfficerWithdrawalListDto = components['schemas']['OfficerWithdrawalListDto'];
export type OkDto = components['schemas']['OkDto'];
export type PayLoanDto = components['schemas']['PayLoanDto'];
export type PayPageDto = components['schemas']['PayPageDto'];
export type PaymentChannel = components['schemas']['PaymentChannel'];
export type PaymentReferenceDto = components['schemas']['PaymentReferenceDto'];
export type PayoutRail = components['schemas']['PayoutRail'];
export type PendingActionDto = components['schemas']['PendingActionDto'];
export type PendingActionListDto = components['schemas']['PendingActionListDto'];
export type PendingActionStatus = components['schemas']['PendingActionStatus'];
export type PersonalDto = components['schemas']['PersonalDto'];
export type PersonalViewDto = components['schemas']['PersonalViewDto'];
export type PrescreenDto = components['schemas']['PrescreenDto'];
export type QuoteScheduleRowDto = components['schemas']['QuoteScheduleRowDto'];
export type RateDto = components['schemas']['RateDto'];
export type RateSource = components['schemas']['RateSource'];
export type RatesDto = components['schemas']['RatesDto'];
export type RecoverFinishDto = components['schemas']['RecoverFinishDto'];
export type RecoverStartDto = components['schemas']['RecoverStartDto'];
export type ReferencesDto = components['schemas']['ReferencesDto'];
export type ReferencesViewDto = components['schemas']['ReferencesViewDto'];
export type RefreshDto = components['schemas']['RefreshDto'];
export type RefusalDto = components['schemas']['RefusalDto'];
export type RegisterDto = components['schemas']['RegisterDto'];
export type RegisterStartDto = components['schemas']['RegisterStartDto'];
export type RegisterStep1Dto = components['schemas']['RegisterStep1Dto'];
export type RejectLoanRequestDto = components['schemas']['RejectLoanRequestDto'];
export type RejectReasonCode = components['schemas']['RejectReasonCode'];
export type RejectReasonDto = components['schemas']['RejectReasonDto'];
export type ReloanOfferDto = components['schemas']['ReloanOfferDto'];
export type ReloanProfileProblem = components['schemas']['ReloanProfileProblem'];
export type ReloanRequestDto = components['schemas']['ReloanRequestDto'];
export type RepayRequestDto = components['schemas']['RepayRequestDto'];
export type RepaymentDto = components['schemas']['RepaymentDto'];
export type RepaymentKind = components['schemas']['RepaymentKind'];
export type RepaymentRecordKind = components['schemas']['RepaymentRecordKind'];
export type RepaymentResultDto = components['schemas']['RepaymentResultDto'];
export type Role = components['schemas']['Role'];
export type ScheduleRowStatus = components['schemas']['ScheduleRowStatus'];
export type SetRateDto = components['schemas']['SetRateDto'];
export type SignFinishRequestDto = components['schemas']['SignFinishRequestDto'];
export type SiteDto = components['schemas']['SiteDto'];
export type StatusCardDto = components['schemas']['StatusCardDto'];
export type StatusColour = components['schemas']['StatusColour'];
export type StatusIcon = components['schemas']['StatusIcon'];
export type TokenPairDto = components['schemas']['TokenPairDto'];
export type UpdateState = components['schemas']['UpdateState'];
export type UpdateStateDto = components['schemas']['UpdateStateDto'];
export type UpsertCurrencyDto = components['schemas']['UpsertCurrencyDto'];
export type WalletDto = components['schemas']['WalletDto'];
export type WithdrawalAnswerDto = components['schemas']['WithdrawalAnswerDto'];
export type WithdrawalDestinationDto = components['schemas']['WithdrawalDestinationDto'];
export type WithdrawalDto = components['schemas']['WithdrawalDto'];
export type WithdrawalListDto = components['schemas']['WithdrawalListDto'];
export type WithdrawalQuoteDto = components['schemas']['WithdrawalQuoteDto'];
export type WithdrawalStatus = components['schemas']['WithdrawalStatus'];
export type $defs = Record<string, never>;
export interface operations {
    AdminCurrenciesController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List every currency */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCurrencyDto"][];
                };
            };
            /** @description No access token, or an expired or revoked one (`apiErrors.signIn`): refresh it (POST /authmember/refresh) or sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The member has none of the roles ADMIN (`apiErrors.forbidden`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
        };
    };
    AdminCurrenciesController_upsert: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpsertCurrencyDto"];
            };
        };
        responses: {
            /** @description Add or change a currency */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCurrencyDto"];
                };
            };
            /** @description A refused field or value (`errors` holds a code and a message per field), an undeclared field, a malformed path parameter or a body that is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description No access token, or an expired or revoked one (`apiErrors.signIn`): refresh it (POST /authmember/refresh) or sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The member has none of the roles ADMIN (`apiErrors.forbidden`). A `phoneNumber` in the body that is not the member's own (`apiErrors.ownAccountOnly`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The body is larger than the API reads (`apiErrors.tooLarge`): 100 KiB of JSON; an upload has its own limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
        };
    };
    AdminCurrenciesController_setRate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetRateDto"];
            };
        };
        responses: {
            /** @description Set a currency's rate */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCurrencyDto"];
                };
            };
            /** @description A refused field or value (`errors` holds a code and a message per field), an undeclared field, a malformed path parameter or a body that is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description No access token, or an expired or revoked one (`apiErrors.signIn`): refresh it (POST /authmember/refresh) or sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The member has none of the roles ADMIN (`apiErrors.forbidden`). A `phoneNumber` in the body that is not the member's own (`apiErrors.ownAccountOnly`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The body is larger than the API reads (`apiErrors.tooLarge`): 100 KiB of JSON; an upload has its own limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
        };
    };
    AuthController_changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePasswordDto"];
            };
        };
        responses: {
            /** @description Change the password */
            200: {
                headers: {
                    /** @description Requests allowed per window (counted by ip). */
                    "X-RateLimit-Limit-ip"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-ip"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-ip"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description A refused field or value (`errors` holds a code and a message per field), an undeclared field, a malformed path parameter or a body that is not JSON. */
            400: {
                headers: {
                    /** @description Requests allowed per window (counted by ip). */
                    "X-RateLimit-Limit-ip"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-ip"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-ip"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description No access token, or an expired or revoked one (`apiErrors.signIn`): refresh it (POST /authmember/refresh) or sign in again. */
            401: {
                headers: {
                    /** @description Requests allowed per window (counted by ip). */
                    "X-RateLimit-Limit-ip"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-ip"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-ip"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description A `phoneNumber` in the body that is not the member's own (`apiErrors.ownAccountOnly`). */
            403: {
                headers: {
                    /** @description Requests allowed per window (counted by ip). */
                    "X-RateLimit-Limit-ip"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-ip"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-ip"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The body is larger than the API reads (`apiErrors.tooLarge`): 100 KiB of JSON; an upload has its own limit. */
            413: {
                headers: {
                    /** @description Requests allowed per window (counted by ip). */
                    "X-RateLimit-Limit-ip"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-ip"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-ip"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description Too many requests from this address or for this account (`apiErrors.tooManyAttempts`). */
            429: {
                headers: {
                    /** @description Whole seconds to wait before trying again, when the API knows. */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window (counted by ip). */
                    "X-RateLimit-Limit-ip"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-ip"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-ip"?: number;
                    /** @description Seconds until the ip limit lets requests through again. */
                    "Retry-After-ip"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done. */
            500: {
                headers: {
                    /** @description Requests allowed per window (counted by ip). */
                    "X-RateLimit-Limit-ip"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-ip"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-ip"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
        };
    };
    AuthController_login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginDto"];
            };
        };
        responses: {
            /** @description Sign in */
            200: {
                headers: {
                    /** @description Requests allowed per window (counted by ip). */
                    "X-RateLimit-Limit-ip"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-ip"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-ip"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthResultDto"];
                };
            };
            /** @description A refused field or value (`errors` holds a code and a message per field), an undeclared field, a malformed path parameter or a body that is not JSON. */
            400: {
                headers: {
                    /** @description Requests allowed per window (counted by ip). */
                    "X-RateLimit-Limit-ip"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-ip"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-ip"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description Wrong phone number or password (`apiAuth.invalidLogin`). */
            401: {
                headers: {
                    /** @description Requests allowed per window (counted by ip). */
                    "X-RateLimit-Limit-ip"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-ip"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-ip"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The right password during a cooldown that others caused: a code went to the member's phone; send the request again with it as `code`. */
            403: {
                headers: {
                    /** @description Requests allowed per window (counted by ip). */
                    "X-RateLimit-Limit-ip"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-ip"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-ip"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The body is larger than the API reads (`apiErrors.tooLarge`): 100 KiB of JSON; an upload has its own limit. */
            413: {
                headers: {
                    /** @description Requests allowed per window (counted by ip). */
                    "X-RateLimit-Limit-ip"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-ip"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-ip"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /**
             * @description A code was sent less than 60 seconds ago, or too many codes this hour: wait Retry-After seconds. Nothing was done.
             *
             *     Too many requests from this address or for this account (`apiErrors.tooManyAttempts`).
             */
            429: {
                headers: {
                    /** @description Whole seconds to wait before trying again, when the API knows. */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window (counted by ip). */
                    "X-RateLimit-Limit-ip"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-ip"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-ip"?: number;
                    /** @description Seconds until the ip limit lets requests through again. */
                    "Retry-After-ip"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done. */
            500: {
                headers: {
                    /** @description Requests allowed per window (counted by ip). */
                    "X-RateLimit-Limit-ip"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-ip"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-ip"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The SMS could not be sent; nothing was done. Try again later. */
            503: {
                headers: {
                    /** @description Whole seconds to wait before trying again, when the API knows. */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window (counted by ip). */
                    "X-RateLimit-Limit-ip"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-ip"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-ip"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
        };
    };
    AuthController_logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LogoutDto"];
            };
        };
        responses: {
            /** @description Sign out */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description A refused field or value (`errors` holds a code and a message per field), an undeclared field, a malformed path parameter or a body that is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description No access token, or an expired or revoked one (`apiErrors.signIn`): refresh it (POST /authmember/refresh) or sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description A `phoneNumber` in the body that is not the member's own (`apiErrors.ownAccountOnly`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The body is larger than the API reads (`apiErrors.tooLarge`): 100 KiB of JSON; an upload has its own limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
        };
    };
    AuthController_finishRecovery: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecoverFinishDto"];
            };
        };
        responses: {
            /** @description Set a new password with the code */
            200: {
                headers: {
                    /** @description Requests allowed per window (counted by ip). */
                    "X-RateLimit-Limit-ip"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-ip"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-ip"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description A refused field or value (`errors` holds a code and a message per field), an undeclared field, a malformed path parameter or a body that is not JSON. */
            400: {
                headers: {
                    /** @description Requests allowed per window (counted by ip). */
                    "X-RateLimit-Limit-ip"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-ip"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-ip"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The body is larger than the API reads (`apiErrors.tooLarge`): 100 KiB of JSON; an upload has its own limit. */
            413: {
                headers: {
                    /** @description Requests allowed per window (counted by ip). */
                    "X-RateLimit-Limit-ip"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-ip"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-ip"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description Too many requests from this address or for this account (`apiErrors.tooManyAttempts`). */
            429: {
                headers: {
                    /** @description Whole seconds to wait before trying again, when the API knows. */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window (counted by ip). */
                    "X-RateLimit-Limit-ip"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-ip"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-ip"?: number;
                    /** @description Seconds until the ip limit lets requests through again. */
                    "Retry-After-ip"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done. */
            500: {
                headers: {
                    /** @description Requests allowed per window (counted by ip). */
                    "X-RateLimit-Limit-ip"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-ip"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-ip"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
        };
    };
    AuthController_startRecovery: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecoverStartDto"];
            };
        };
        responses: {
            /** @description Send a password recovery code */
            202: {
                headers: {
                    /** @description Requests allowed per window (counted by ip). */
                    "X-RateLimit-Limit-ip"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-ip"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-ip"?: number;
                    /** @description Requests allowed per window (counted by account). */
                    "X-RateLimit-Limit-account"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-account"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-account"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description A refused field or value (`errors` holds a code and a message per field), an undeclared field, a malformed path parameter or a body that is not JSON. */
            400: {
                headers: {
                    /** @description Requests allowed per window (counted by ip). */
                    "X-RateLimit-Limit-ip"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-ip"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-ip"?: number;
                    /** @description Requests allowed per window (counted by account). */
                    "X-RateLimit-Limit-account"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-account"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-account"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The body is larger than the API reads (`apiErrors.tooLarge`): 100 KiB of JSON; an upload has its own limit. */
            413: {
                headers: {
                    /** @description Requests allowed per window (counted by ip). */
                    "X-RateLimit-Limit-ip"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-ip"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-ip"?: number;
                    /** @description Requests allowed per window (counted by account). */
                    "X-RateLimit-Limit-account"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-account"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-account"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /**
             * @description A code was sent less than 60 seconds ago, or too many codes this hour: wait Retry-After seconds. Nothing was done.
             *
             *     Too many requests from this address or for this account (`apiErrors.tooManyAttempts`).
             */
            429: {
                headers: {
                    /** @description Whole seconds to wait before trying again, when the API knows. */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window (counted by ip). */
                    "X-RateLimit-Limit-ip"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-ip"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-ip"?: number;
                    /** @description Requests allowed per window (counted by account). */
                    "X-RateLimit-Limit-account"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-account"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-account"?: number;
                    /** @description Seconds until the ip limit lets requests through again. */
                    "Retry-After-ip"?: number;
                    /** @description Seconds until the account limit lets requests through again. */
                    "Retry-After-account"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done. */
            500: {
                headers: {
                    /** @description Requests allowed per window (counted by ip). */
                    "X-RateLimit-Limit-ip"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-ip"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-ip"?: number;
                    /** @description Requests allowed per window (counted by account). */
                    "X-RateLimit-Limit-account"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-account"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-account"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The SMS could not be sent; nothing was done. Try again later. */
            503: {
                headers: {
                    /** @description Whole seconds to wait before trying again, when the API knows. */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window (counted by ip). */
                    "X-RateLimit-Limit-ip"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-ip"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-ip"?: number;
                    /** @description Requests allowed per window (counted by account). */
                    "X-RateLimit-Limit-account"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-account"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-account"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
        };
    };
    AuthController_refresh: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefreshDto"];
            };
        };
        responses: {
            /** @description Renew the tokens */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenPairDto"];
                };
            };
            /** @description A refused field or value (`errors` holds a code and a message per field), an undeclared field, a malformed path parameter or a body that is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The refresh token is unknown, expired or revoked: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The body is larger than the API reads (`apiErrors.tooLarge`): 100 KiB of JSON; an upload has its own limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
        };
    };
    AuthController_register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterDto"];
            };
        };
        responses: {
            /** @description Register with the code */
            201: {
                headers: {
                    /** @description Requests allowed per window (counted by ip). */
                    "X-RateLimit-Limit-ip"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-ip"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-ip"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthResultDto"];
                };
            };
            /** @description A refused field or value (`errors` holds a code and a message per field), an undeclared field, a malformed path parameter or a body that is not JSON. */
            400: {
                headers: {
                    /** @description Requests allowed per window (counted by ip). */
                    "X-RateLimit-Limit-ip"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-ip"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-ip"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The phone number already belongs to a member: errors.phoneNumber (`apiAuth.phoneTaken`). */
            409: {
                headers: {
                    /** @description Requests allowed per window (counted by ip). */
                    "X-RateLimit-Limit-ip"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-ip"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-ip"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The body is larger than the API reads (`apiErrors.tooLarge`): 100 KiB of JSON; an upload has its own limit. */
            413: {
                headers: {
                    /** @description Requests allowed per window (counted by ip). */
                    "X-RateLimit-Limit-ip"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-ip"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-ip"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description Too many requests from this address or for this account (`apiErrors.tooManyAttempts`). */
            429: {
                headers: {
                    /** @description Whole seconds to wait before trying again, when the API knows. */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window (counted by ip). */
                    "X-RateLimit-Limit-ip"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-ip"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-ip"?: number;
                    /** @description Seconds until the ip limit lets requests through again. */
                    "Retry-After-ip"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done. */
            500: {
                headers: {
                    /** @description Requests allowed per window (counted by ip). */
                    "X-RateLimit-Limit-ip"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-ip"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-ip"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
        };
    };
    AuthController_checkRegistration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterStep1Dto"];
            };
        };
        responses: {
            /** @description Check sign-up details */
            200: {
                headers: {
                    /** @description Requests allowed per window (counted by ip). */
                    "X-RateLimit-Limit-ip"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-ip"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-ip"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkDto"];
                };
            };
            /** @description A refused field or value (`errors` holds a code and a message per field), an undeclared field, a malformed path parameter or a body that is not JSON. */
            400: {
                headers: {
                    /** @description Requests allowed per window (counted by ip). */
                    "X-RateLimit-Limit-ip"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-ip"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-ip"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The phone number already belongs to a member: errors.phoneNumber (`apiAuth.phoneTaken`). */
            409: {
                headers: {
                    /** @description Requests allowed per window (counted by ip). */
                    "X-RateLimit-Limit-ip"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-ip"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-ip"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The body is larger than the API reads (`apiErrors.tooLarge`): 100 KiB of JSON; an upload has its own limit. */
            413: {
                headers: {
                    /** @description Requests allowed per window (counted by ip). */
                    "X-RateLimit-Limit-ip"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-ip"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-ip"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description Too many requests from this address or for this account (`apiErrors.tooManyAttempts`). */
            429: {
                headers: {
                    /** @description Whole seconds to wait before trying again, when the API knows. */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window (counted by ip). */
                    "X-RateLimit-Limit-ip"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-ip"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-ip"?: number;
                    /** @description Seconds until the ip limit lets requests through again. */
                    "Retry-After-ip"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done. */
            500: {
                headers: {
                    /** @description Requests allowed per window (counted by ip). */
                    "X-RateLimit-Limit-ip"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-ip"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-ip"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
        };
    };
    AuthController_startRegistration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterStartDto"];
            };
        };
        responses: {
            /** @description Send a sign-up code */
            202: {
                headers: {
                    /** @description Requests allowed per window (counted by ip). */
                    "X-RateLimit-Limit-ip"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-ip"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-ip"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description A refused field or value (`errors` holds a code and a message per field), an undeclared field, a malformed path parameter or a body that is not JSON. */
            400: {
                headers: {
                    /** @description Requests allowed per window (counted by ip). */
                    "X-RateLimit-Limit-ip"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-ip"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-ip"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The phone number already belongs to a member: errors.phoneNumber (`apiAuth.phoneTaken`). */
            409: {
                headers: {
                    /** @description Requests allowed per window (counted by ip). */
                    "X-RateLimit-Limit-ip"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-ip"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-ip"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The body is larger than the API reads (`apiErrors.tooLarge`): 100 KiB of JSON; an upload has its own limit. */
            413: {
                headers: {
                    /** @description Requests allowed per window (counted by ip). */
                    "X-RateLimit-Limit-ip"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-ip"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-ip"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /**
             * @description A code was sent less than 60 seconds ago, or too many codes this hour: wait Retry-After seconds. Nothing was done.
             *
             *     Too many requests from this address or for this account (`apiErrors.tooManyAttempts`).
             */
            429: {
                headers: {
                    /** @description Whole seconds to wait before trying again, when the API knows. */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window (counted by ip). */
                    "X-RateLimit-Limit-ip"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-ip"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-ip"?: number;
                    /** @description Seconds until the ip limit lets requests through again. */
                    "Retry-After-ip"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done. */
            500: {
                headers: {
                    /** @description Requests allowed per window (counted by ip). */
                    "X-RateLimit-Limit-ip"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-ip"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-ip"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The SMS could not be sent; nothing was done. Try again later. */
            503: {
                headers: {
                    /** @description Whole seconds to wait before trying again, when the API knows. */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window (counted by ip). */
                    "X-RateLimit-Limit-ip"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-ip"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-ip"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
        };
    };
    CurrenciesController_available: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List the currencies of a loan */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AvailableCurrencyDto"][];
                };
            };
            /** @description An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
        };
    };
    ChannelsController_notify: {
        parameters: {
            query?: never;
            header: {
                /** @description Hex HMAC-SHA256 of the raw body with the channel’s secret. */
                "X-Signature": string;
            };
            path: {
                channel: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChannelNotificationDto"];
            };
        };
        responses: {
            /** @description Notify a channel payment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChannelPaymentResultDto"];
                };
            };
            /** @description A refused field or value (`errors` holds a code and a message per field), an undeclared field, a malformed path parameter or a body that is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The signature does not match the body (`apiPayments.badSignature`); recorded. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description No such resource, or another member's (`apiErrors.notFound`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The transactionId was already used with other content. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The body is larger than the API reads (`apiErrors.tooLarge`): 100 KiB of JSON; an upload has its own limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
        };
    };
    ContactController_submit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactDto"];
            };
        };
        responses: {
            /** @description Send a message to the lender */
            201: {
                headers: {
                    /** @description Requests allowed per window (counted by ip). */
                    "X-RateLimit-Limit-ip"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-ip"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-ip"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description A refused field or value (`errors` holds a code and a message per field), an undeclared field, a malformed path parameter or a body that is not JSON. */
            400: {
                headers: {
                    /** @description Requests allowed per window (counted by ip). */
                    "X-RateLimit-Limit-ip"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-ip"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-ip"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The body is larger than the API reads (`apiErrors.tooLarge`): 100 KiB of JSON; an upload has its own limit. */
            413: {
                headers: {
                    /** @description Requests allowed per window (counted by ip). */
                    "X-RateLimit-Limit-ip"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-ip"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-ip"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description Too many requests from this address or for this account (`apiErrors.tooManyAttempts`). */
            429: {
                headers: {
                    /** @description Whole seconds to wait before trying again, when the API knows. */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window (counted by ip). */
                    "X-RateLimit-Limit-ip"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-ip"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-ip"?: number;
                    /** @description Seconds until the ip limit lets requests through again. */
                    "Retry-After-ip"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done. */
            500: {
                headers: {
                    /** @description Requests allowed per window (counted by ip). */
                    "X-RateLimit-Limit-ip"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-ip"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-ip"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
        };
    };
    CreditScoreController_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The score (0 to 1000), its band, each factor with its points and a sentence, and its history. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditScoreDto"];
                };
            };
            /** @description No access token, or an expired or revoked one (`apiErrors.signIn`): refresh it (POST /authmember/refresh) or sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
        };
    };
    HealthController_health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Check health */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthDto"];
                };
            };
            /** @description An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The database is not available, or the process is shutting down. */
            503: {
                headers: {
                    /** @description Whole seconds to wait before trying again, when the API knows. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
        };
    };
    HealthController_live: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Check liveness */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthDto"];
                };
            };
            /** @description An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
        };
    };
    HealthController_ready: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Check readiness */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthDto"];
                };
            };
            /** @description An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The database is not available, or the process is shutting down. */
            503: {
                headers: {
                    /** @description Whole seconds to wait before trying again, when the API knows. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
        };
    };
    LoansController_apply: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoanApplyRequestDto"];
            };
        };
        responses: {
            /** @description {state: 'LOAN_CREATED', loan} */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoanCreatedDto"];
                };
            };
            /** @description Field errors; agree: 'Please read Service and Policy Agreement'. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description No access token, or an expired or revoked one (`apiErrors.signIn`): refresh it (POST /authmember/refresh) or sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description A `phoneNumber` in the body that is not the member's own (`apiErrors.ownAccountOnly`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description 'Please complete your information!' (not activated) or 'You already have a loan!'. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The body is larger than the API reads (`apiErrors.tooLarge`): 100 KiB of JSON; an upload has its own limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
        };
    };
    LoansController_contracts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List the member's loans */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContractListDto"];
                };
            };
            /** @description No access token, or an expired or revoked one (`apiErrors.signIn`): refresh it (POST /authmember/refresh) or sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
        };
    };
    LoansController_current: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Read the current loan */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentLoanDto"];
                };
            };
            /** @description No access token, or an expired or revoked one (`apiErrors.signIn`): refresh it (POST /authmember/refresh) or sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
        };
    };
    LoansController_offer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Read the credit limit and the re-loan offer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditLimitDto"];
                };
            };
            /** @description No access token, or an expired or revoked one (`apiErrors.signIn`): refresh it (POST /authmember/refresh) or sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
        };
    };
    LoansController_currentByHistoricalPath: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Read the current loan (historical path) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentLoanDto"];
                };
            };
            /** @description A refused field or value (`errors` holds a code and a message per field), an undeclared field, a malformed path parameter or a body that is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description No access token, or an expired or revoked one (`apiErrors.signIn`): refresh it (POST /authmember/refresh) or sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description A `phoneNumber` in the body that is not the member's own (`apiErrors.ownAccountOnly`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
        };
    };
    LoanQuoteController_quote: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoanQuoteRequestDto"];
            };
        };
        responses: {
            /** @description Quote a loan */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoanQuoteDto"];
                };
            };
            /** @description {message, errors: {amount | installmentCount | currency}} */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The body is larger than the API reads (`apiErrors.tooLarge`): 100 KiB of JSON; an upload has its own limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
        };
    };
    LoansController_reloan: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReloanRequestDto"];
            };
        };
        responses: {
            /** @description {state: 'LOAN_CREATED', loan} */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoanCreatedDto"];
                };
            };
            /** @description Field errors; amount: apiCreditLimit.refusal.aboveOffer above the offer. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description No access token, or an expired or revoked one (`apiErrors.signIn`): refresh it (POST /authmember/refresh) or sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description A `phoneNumber` in the body that is not the member's own (`apiErrors.ownAccountOnly`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description apiCreditLimit.refusal.noOffer, .kycNotVerified or .bankChanged; loan.alreadyHasLoan. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The body is larger than the API reads (`apiErrors.tooLarge`): 100 KiB of JSON; an upload has its own limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
        };
    };
    LoansController_cancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                loanNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Free before disbursement (CANCELLED); within 3 days of signing after it, by returning the principal (PAID_OFF, closureReason COOLING_OFF). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoanMessageDto"];
                };
            };
            /** @description A refused field or value (`errors` holds a code and a message per field), an undeclared field, a malformed path parameter or a body that is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description No access token, or an expired or revoked one (`apiErrors.signIn`): refresh it (POST /authmember/refresh) or sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description A `phoneNumber` in the body that is not the member's own (`apiErrors.ownAccountOnly`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description No such resource, or another member's (`apiErrors.notFound`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description 'This loan can no longer be cancelled.' or 'Your wallet balance is not enough for this.' */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
        };
    };
    LoansController_contract: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                loanNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF, with X-Content-SHA256. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description A refused field or value (`errors` holds a code and a message per field), an undeclared field, a malformed path parameter or a body that is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description No access token, or an expired or revoked one (`apiErrors.signIn`): refresh it (POST /authmember/refresh) or sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description 'Loan not found.' or 'Contract not found.' */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
        };
    };
    LoansController_disclosure: {
        parameters: {
            query?: {
                /** @description pdf for the PDF (or Accept: application/pdf). */
                format?: "json" | "pdf";
            };
            header?: never;
            path: {
                loanNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description JSON, or the PDF with ?format=pdf or Accept: application/pdf. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DisclosureDto"];
                    "application/pdf": string;
                };
            };
            /** @description A refused field or value (`errors` holds a code and a message per field), an undeclared field, a malformed path parameter or a body that is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description No access token, or an expired or revoked one (`apiErrors.signIn`): refresh it (POST /authmember/refresh) or sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description 'Loan not found.' */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
        };
    };
    HardshipController_mine: {
        parameters: {
            query?: {
                /** @description The `nextCursor` of the page before (opaque); without it, the first page. */
                cursor?: string;
                /** @description Rows a page: 1 to 200 (default 50). */
                limit?: string;
            };
            header?: never;
            path: {
                loanNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List a loan's hardship requests */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HardshipListDto"];
                };
            };
            /** @description A refused field or value (`errors` holds a code and a message per field), an undeclared field, a malformed path parameter or a body that is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description No access token, or an expired or revoked one (`apiErrors.signIn`): refresh it (POST /authmember/refresh) or sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description No such resource, or another member's (`apiErrors.notFound`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
        };
    };
    HardshipController_ask: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                loanNumber: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HardshipAskDto"];
            };
        };
        responses: {
            /** @description Ask for an extension or a restructured schedule */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HardshipRequestDto"];
                };
            };
            /** @description errors.kind, errors.reason, errors.proposedAmount */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description No access token, or an expired or revoked one (`apiErrors.signIn`): refresh it (POST /authmember/refresh) or sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description A `phoneNumber` in the body that is not the member's own (`apiErrors.ownAccountOnly`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description No such loan of the member (loan.notFound). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description apiHardship.tooLate (less than 5 days before the due date), apiHardship.alreadyOpen, apiHardship.loanNotOpen */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The body is larger than the API reads (`apiErrors.tooLarge`): 100 KiB of JSON; an upload has its own limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
        };
    };
    RepaymentsController_repay: {
        parameters: {
            query?: never;
            header: {
                /** @description One key per intended movement; the same on every retry. */
                "Idempotency-Key": string;
            };
            path: {
                loanNumber: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RepayRequestDto"];
            };
        };
        responses: {
            /** @description Paid (or, for a replayed Idempotency-Key, what the first request paid; nothing moves again). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RepaymentResultDto"];
                };
            };
            /** @description errors.kind, errors.amount (e.g. more than paying off today, or less than PHP 100.00 unless paying off takes less), or a missing Idempotency-Key. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description No access token, or an expired or revoked one (`apiErrors.signIn`): refresh it (POST /authmember/refresh) or sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description A `phoneNumber` in the body that is not the member's own (`apiErrors.ownAccountOnly`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description 'Loan not found.' */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description 'Your wallet balance is not enough for this.', 'This loan takes no payments now.', 'This loan is fully repaid. There is nothing to pay.' */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The body is larger than the API reads (`apiErrors.tooLarge`): 100 KiB of JSON; an upload has its own limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The Idempotency-Key was used for a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
        };
    };
    LoansController_signFinish: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                loanNumber: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignFinishRequestDto"];
            };
        };
        responses: {
            /** @description 'OTP confirmed successfully'; the loan is CONTRACT_SIGNED. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoanMessageDto"];
                };
            };
            /** @description errors.code: 'Invalid OTP. N tries left.', expired, ... */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description No access token, or an expired or revoked one (`apiErrors.signIn`): refresh it (POST /authmember/refresh) or sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description A `phoneNumber` in the body that is not the member's own (`apiErrors.ownAccountOnly`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description No such resource, or another member's (`apiErrors.notFound`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description 'This contract is already signed.' or 'This loan cannot be signed now.' */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The body is larger than the API reads (`apiErrors.tooLarge`): 100 KiB of JSON; an upload has its own limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
        };
    };
    LoansController_signStart: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                loanNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 'We sent a code to your phone.' (a CONTRACT_SIGN code by SMS) */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description A refused field or value (`errors` holds a code and a message per field), an undeclared field, a malformed path parameter or a body that is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description No access token, or an expired or revoked one (`apiErrors.signIn`): refresh it (POST /authmember/refresh) or sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description A `phoneNumber` in the body that is not the member's own (`apiErrors.ownAccountOnly`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description No such resource, or another member's (`apiErrors.notFound`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description 'This loan cannot be signed now.' or 'This contract is already signed.' */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description A code was sent less than 60 seconds ago, or too many codes this hour: wait Retry-After seconds. Nothing was done. */
            429: {
                headers: {
                    /** @description Whole seconds to wait before trying again, when the API knows. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The SMS could not be sent; nothing was done. Try again later. */
            503: {
                headers: {
                    /** @description Whole seconds to wait before trying again, when the API knows. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
        };
    };
    KycController_finishBankChange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CodeDto"];
            };
        };
        responses: {
            /** @description The new account is active; withdrawals wait 24 hours (withdrawalsAllowedFrom). */
            200: {
                headers: {
                    /** @description Requests allowed per window (counted by ip). */
                    "X-RateLimit-Limit-ip"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-ip"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-ip"?: number;
                    /** @description Requests allowed per window (counted by account). */
                    "X-RateLimit-Limit-account"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-account"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-account"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankChangeFinishedDto"];
                };
            };
            /** @description errors.code: 'Invalid OTP. 4 tries left.' ... or 'Please request a new code.' */
            400: {
                headers: {
                    /** @description Requests allowed per window (counted by ip). */
                    "X-RateLimit-Limit-ip"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-ip"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-ip"?: number;
                    /** @description Requests allowed per window (counted by account). */
                    "X-RateLimit-Limit-account"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-account"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-account"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description No access token, or an expired or revoked one (`apiErrors.signIn`): refresh it (POST /authmember/refresh) or sign in again. */
            401: {
                headers: {
                    /** @description Requests allowed per window (counted by ip). */
                    "X-RateLimit-Limit-ip"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-ip"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-ip"?: number;
                    /** @description Requests allowed per window (counted by account). */
                    "X-RateLimit-Limit-account"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-account"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-account"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description A `phoneNumber` in the body that is not the member's own (`apiErrors.ownAccountOnly`). */
            403: {
                headers: {
                    /** @description Requests allowed per window (counted by ip). */
                    "X-RateLimit-Limit-ip"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-ip"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-ip"?: number;
                    /** @description Requests allowed per window (counted by account). */
                    "X-RateLimit-Limit-account"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-account"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-account"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The body is larger than the API reads (`apiErrors.tooLarge`): 100 KiB of JSON; an upload has its own limit. */
            413: {
                headers: {
                    /** @description Requests allowed per window (counted by ip). */
                    "X-RateLimit-Limit-ip"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-ip"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-ip"?: number;
                    /** @description Requests allowed per window (counted by account). */
                    "X-RateLimit-Limit-account"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-account"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-account"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description Too many requests from this address or for this account (`apiErrors.tooManyAttempts`). */
            429: {
                headers: {
                    /** @description Whole seconds to wait before trying again, when the API knows. */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window (counted by ip). */
                    "X-RateLimit-Limit-ip"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-ip"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-ip"?: number;
                    /** @description Requests allowed per window (counted by account). */
                    "X-RateLimit-Limit-account"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-account"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-account"?: number;
                    /** @description Seconds until the ip limit lets requests through again. */
                    "Retry-After-ip"?: number;
                    /** @description Seconds until the account limit lets requests through again. */
                    "Retry-After-account"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done. */
            500: {
                headers: {
                    /** @description Requests allowed per window (counted by ip). */
                    "X-RateLimit-Limit-ip"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-ip"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-ip"?: number;
                    /** @description Requests allowed per window (counted by account). */
                    "X-RateLimit-Limit-account"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-account"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-account"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
        };
    };
    KycController_startBankChange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BankDto"];
            };
        };
        responses: {
            /** @description A BANK_CHANGE code was sent by SMS to the member’s phone. */
            202: {
                headers: {
                    /** @description Requests allowed per window (counted by ip). */
                    "X-RateLimit-Limit-ip"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-ip"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-ip"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankChangeStartedDto"];
                };
            };
            /** @description {message, errors: {field: message}}: message is 'Please complete your information!' when a required field is missing, else the first problem. */
            400: {
                headers: {
                    /** @description Requests allowed per window (counted by ip). */
                    "X-RateLimit-Limit-ip"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-ip"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-ip"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description No access token, or an expired or revoked one (`apiErrors.signIn`): refresh it (POST /authmember/refresh) or sign in again. */
            401: {
                headers: {
                    /** @description Requests allowed per window (counted by ip). */
                    "X-RateLimit-Limit-ip"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-ip"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-ip"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description A `phoneNumber` in the body that is not the member's own (`apiErrors.ownAccountOnly`). */
            403: {
                headers: {
                    /** @description Requests allowed per window (counted by ip). */
                    "X-RateLimit-Limit-ip"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-ip"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-ip"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The account is not activated yet (use PATCH /member/update/bank). */
            409: {
                headers: {
                    /** @description Requests allowed per window (counted by ip). */
                    "X-RateLimit-Limit-ip"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-ip"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-ip"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The body is larger than the API reads (`apiErrors.tooLarge`): 100 KiB of JSON; an upload has its own limit. */
            413: {
                headers: {
                    /** @description Requests allowed per window (counted by ip). */
                    "X-RateLimit-Limit-ip"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-ip"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-ip"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /**
             * @description A code was sent less than 60 seconds ago, or too many codes this hour: wait Retry-After seconds. Nothing was done.
             *
             *     Too many requests from this address or for this account (`apiErrors.tooManyAttempts`).
             */
            429: {
                headers: {
                    /** @description Whole seconds to wait before trying again, when the API knows. */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window (counted by ip). */
                    "X-RateLimit-Limit-ip"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-ip"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-ip"?: number;
                    /** @description Seconds until the ip limit lets requests through again. */
                    "Retry-After-ip"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done. */
            500: {
                headers: {
                    /** @description Requests allowed per window (counted by ip). */
                    "X-RateLimit-Limit-ip"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-ip"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-ip"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The SMS could not be sent; nothing was done. Try again later. */
            503: {
                headers: {
                    /** @description Whole seconds to wait before trying again, when the API knows. */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window (counted by ip). */
                    "X-RateLimit-Limit-ip"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-ip"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-ip"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
        };
    };
    DashboardController_dashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Read the dashboard */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardDto"];
                };
            };
            /** @description No access token, or an expired or revoked one (`apiErrors.signIn`): refresh it (POST /authmember/refresh) or sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
        };
    };
    DocumentsController_upload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @enum {string} */
                    kind?: "ID_FRONT" | "ID_BACK" | "SELFIE";
                    /**
                     * Format: binary
                     * @description JPEG, PNG or WebP (decided by the bytes), at most 8 MB. May also be sent as imageIdFront, imageIdBack or imageSelfie.
                     */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Stored (re-encoded, without metadata); replaces the earlier image of the same kind. */
            201: {
                headers: {
                    /** @description Requests allowed per window (counted by ip). */
                    "X-RateLimit-Limit-ip"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-ip"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-ip"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentViewDto"];
                };
            };
            /** @description A refused field or value (`errors` holds a code and a message per field), an undeclared field, a malformed path parameter or a body that is not JSON. */
            400: {
                headers: {
                    /** @description Requests allowed per window (counted by ip). */
                    "X-RateLimit-Limit-ip"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-ip"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-ip"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description No access token, or an expired or revoked one (`apiErrors.signIn`): refresh it (POST /authmember/refresh) or sign in again. */
            401: {
                headers: {
                    /** @description Requests allowed per window (counted by ip). */
                    "X-RateLimit-Limit-ip"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-ip"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-ip"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description A `phoneNumber` in the body that is not the member's own (`apiErrors.ownAccountOnly`). */
            403: {
                headers: {
                    /** @description Requests allowed per window (counted by ip). */
                    "X-RateLimit-Limit-ip"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-ip"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-ip"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The identity is verified already: its photos no longer change. */
            409: {
                headers: {
                    /** @description Requests allowed per window (counted by ip). */
                    "X-RateLimit-Limit-ip"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-ip"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-ip"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The body is larger than the API reads (`apiErrors.tooLarge`): 100 KiB of JSON; an upload has its own limit. */
            413: {
                headers: {
                    /** @description Requests allowed per window (counted by ip). */
                    "X-RateLimit-Limit-ip"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-ip"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-ip"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description Not a JPEG, PNG or WebP image (decided by the bytes), e.g. a PDF. */
            415: {
                headers: {
                    /** @description Requests allowed per window (counted by ip). */
                    "X-RateLimit-Limit-ip"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-ip"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-ip"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /**
             * @description Too many uploads in a short time, or the image decoder is busy: wait Retry-After seconds.
             *
             *     Too many requests from this address or for this account (`apiErrors.tooManyAttempts`).
             */
            429: {
                headers: {
                    /** @description Whole seconds to wait before trying again, when the API knows. */
                    "Retry-After"?: number;
                    /** @description Requests allowed per window (counted by ip). */
                    "X-RateLimit-Limit-ip"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-ip"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-ip"?: number;
                    /** @description Seconds until the ip limit lets requests through again. */
                    "Retry-After-ip"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done. */
            500: {
                headers: {
                    /** @description Requests allowed per window (counted by ip). */
                    "X-RateLimit-Limit-ip"?: number;
                    /** @description Requests left in this window. */
                    "X-RateLimit-Remaining-ip"?: number;
                    /** @description Seconds until the window starts again. */
                    "X-RateLimit-Reset-ip"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
        };
    };
    DocumentsController_read: {
        parameters: {
            query?: {
                /** @description thumb: a JPEG preview of at most 320 x 320. */
                size?: "thumb";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image (Cache-Control: private, no-store). Each view is audited. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                    "image/png": string;
                    "image/webp": string;
                };
            };
            /** @description A refused field or value (`errors` holds a code and a message per field), an undeclared field, a malformed path parameter or a body that is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description No access token, or an expired or revoked one (`apiErrors.signIn`): refresh it (POST /authmember/refresh) or sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description Not one of your current documents. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description Too many photo views in a short time: wait Retry-After seconds. */
            429: {
                headers: {
                    /** @description Whole seconds to wait before trying again, when the API knows. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
        };
    };
    MembersController_infoState: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Move the KYC wizard */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InfoStateDto"];
                };
            };
            /** @description A refused field or value (`errors` holds a code and a message per field), an undeclared field, a malformed path parameter or a body that is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description No access token, or an expired or revoked one (`apiErrors.signIn`): refresh it (POST /authmember/refresh) or sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description A `phoneNumber` in the body that is not the member's own (`apiErrors.ownAccountOnly`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
        };
    };
    KycController_summary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The saved sections (for the wizard to pre-fill), the documents and the KYC review. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KycSummaryDto"];
                };
            };
            /** @description No access token, or an expired or revoked one (`apiErrors.signIn`): refresh it (POST /authmember/refresh) or sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
        };
    };
    MembersController_read: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Read the signed-in member */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberDto"];
                };
            };
            /** @description No access token, or an expired or revoked one (`apiErrors.signIn`): refresh it (POST /authmember/refresh) or sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
        };
    };
    KycController_address: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddressDto"];
            };
        };
        responses: {
            /** @description Save the address */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateStateDto"];
                };
            };
            /** @description {message, errors: {field: message}}: message is 'Please complete your information!' when a required field is missing, else the first problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description No access token, or an expired or revoked one (`apiErrors.signIn`): refresh it (POST /authmember/refresh) or sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description A `phoneNumber` in the body that is not the member's own (`apiErrors.ownAccountOnly`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description {message}: 'Please complete the earlier steps first.', or a verified or confirmed value that needs another way to change. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The body is larger than the API reads (`apiErrors.tooLarge`): 100 KiB of JSON; an upload has its own limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
        };
    };
    KycController_bank: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BankDto"];
            };
        };
        responses: {
            /** @description Save the bank account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateStateDto"];
                };
            };
            /** @description {message, errors: {field: message}}: message is 'Please complete your information!' when a required field is missing, else the first problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description No access token, or an expired or revoked one (`apiErrors.signIn`): refresh it (POST /authmember/refresh) or sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description A `phoneNumber` in the body that is not the member's own (`apiErrors.ownAccountOnly`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description {message}: 'Please complete the earlier steps first.', or a verified or confirmed value that needs another way to change. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The body is larger than the API reads (`apiErrors.tooLarge`): 100 KiB of JSON; an upload has its own limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
        };
    };
    KycController_identity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdentityDto"];
            };
        };
        responses: {
            /** @description Needs the three images (POST /member/documents) first; missing ones are reported under imageIdFront, imageIdBack, imageSelfie. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateStateDto"];
                };
            };
            /** @description {message, errors: {field: message}}: message is 'Please complete your information!' when a required field is missing, else the first problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description No access token, or an expired or revoked one (`apiErrors.signIn`): refresh it (POST /authmember/refresh) or sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description A `phoneNumber` in the body that is not the member's own (`apiErrors.ownAccountOnly`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description {message}: 'Please complete the earlier steps first.', or a verified or confirmed value that needs another way to change. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The body is larger than the API reads (`apiErrors.tooLarge`): 100 KiB of JSON; an upload has its own limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
        };
    };
    KycController_personal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PersonalDto"];
            };
        };
        responses: {
            /** @description Save the personal details */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateStateDto"];
                };
            };
            /** @description {message, errors: {field: message}}: message is 'Please complete your information!' when a required field is missing, else the first problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description No access token, or an expired or revoked one (`apiErrors.signIn`): refresh it (POST /authmember/refresh) or sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description A `phoneNumber` in the body that is not the member's own (`apiErrors.ownAccountOnly`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description {message}: 'Please complete the earlier steps first.', or a verified or confirmed value that needs another way to change. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The body is larger than the API reads (`apiErrors.tooLarge`): 100 KiB of JSON; an upload has its own limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
        };
    };
    KycController_references: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReferencesDto"];
            };
        };
        responses: {
            /** @description Save the references */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateStateDto"];
                };
            };
            /** @description {message, errors: {field: message}}: message is 'Please complete your information!' when a required field is missing, else the first problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description No access token, or an expired or revoked one (`apiErrors.signIn`): refresh it (POST /authmember/refresh) or sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description A `phoneNumber` in the body that is not the member's own (`apiErrors.ownAccountOnly`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description {message}: 'Please complete the earlier steps first.', or a verified or confirmed value that needs another way to change. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The body is larger than the API reads (`apiErrors.tooLarge`): 100 KiB of JSON; an upload has its own limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
        };
    };
    MembersController_me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Read the signed-in member */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberDto"];
                };
            };
            /** @description A refused field or value (`errors` holds a code and a message per field), an undeclared field, a malformed path parameter or a body that is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description No access token, or an expired or revoked one (`apiErrors.signIn`): refresh it (POST /authmember/refresh) or sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description A `phoneNumber` in the body that is not the member's own (`apiErrors.ownAccountOnly`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
        };
    };
    ContactController_list: {
        parameters: {
            query?: {
                /** @description The `nextCursor` of the page before (opaque); without it, the first page. */
                cursor?: string;
                /** @description Rows a page: 1 to 200 (default 50). */
                limit?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Newest first, a page at a time (`nextCursor`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactMessageListDto"];
                };
            };
            /** @description A refused field or value (`errors` holds a code and a message per field), an undeclared field, a malformed path parameter or a body that is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description No access token, or an expired or revoked one (`apiErrors.signIn`): refresh it (POST /authmember/refresh) or sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The member has none of the roles LOAN_OFFICER, ADMIN (`apiErrors.forbidden`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
        };
    };
    OfficerMembersController_document: {
        parameters: {
            query?: {
                /** @description thumb: a JPEG preview of at most 320 x 320. */
                size?: "thumb";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image (Cache-Control: private, no-store). Each view writes an audit event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                    "image/png": string;
                    "image/webp": string;
                };
            };
            /** @description A refused field or value (`errors` holds a code and a message per field), an undeclared field, a malformed path parameter or a body that is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description No access token, or an expired or revoked one (`apiErrors.signIn`): refresh it (POST /authmember/refresh) or sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The member has none of the roles LOAN_OFFICER, ADMIN (`apiErrors.forbidden`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description View a member's identity photo */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description Too many photo views in a short time: wait Retry-After seconds. */
            429: {
                headers: {
                    /** @description Whole seconds to wait before trying again, when the API knows. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
        };
    };
    FourEyesController_list: {
        parameters: {
            query?: {
                /** @description The `nextCursor` of the page before (opaque); without it, the first page. */
                cursor?: string;
                /** @description Rows a page: 1 to 200 (default 50). */
                limit?: string;
                /** @description PENDING (the default), APPROVED or REJECTED. */
                status?: components["schemas"]["PendingActionStatus"];
                /** @description Only this kind, e.g. 'loan.approve'. */
                kind?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Newest first, a page at a time (`nextCursor`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PendingActionListDto"];
                };
            };
            /** @description errors.status, errors.kind, errors.cursor, errors.limit */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description No access token, or an expired or revoked one (`apiErrors.signIn`): refresh it (POST /authmember/refresh) or sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The member has none of the roles LOAN_OFFICER, ADMIN (`apiErrors.forbidden`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
        };
    };
    FourEyesController_read: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Read an action for a second check */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PendingActionDto"];
                };
            };
            /** @description A refused field or value (`errors` holds a code and a message per field), an undeclared field, a malformed path parameter or a body that is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description No access token, or an expired or revoked one (`apiErrors.signIn`): refresh it (POST /authmember/refresh) or sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The member has none of the roles LOAN_OFFICER, ADMIN (`apiErrors.forbidden`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description 'There is no such action.' */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
        };
    };
    FourEyesController_approve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckPendingActionDto"];
            };
        };
        responses: {
            /** @description APPROVED, carried out. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PendingActionDto"];
                };
            };
            /** @description errors.note, or what carrying it out refused */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description No access token, or an expired or revoked one (`apiErrors.signIn`): refresh it (POST /authmember/refresh) or sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description 'You made this action, so a different staff member must check it.' */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description 'There is no such action.' */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description 'This action was already checked.', or what carrying it out refused */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The body is larger than the API reads (`apiErrors.tooLarge`): 100 KiB of JSON; an upload has its own limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
        };
    };
    FourEyesController_reject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckPendingActionDto"];
            };
        };
        responses: {
            /** @description REJECTED. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PendingActionDto"];
                };
            };
            /** @description errors.note: 'Write why you reject it.' */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description No access token, or an expired or revoked one (`apiErrors.signIn`): refresh it (POST /authmember/refresh) or sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description 'You made this action, so a different staff member must check it.' */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description 'There is no such action.' */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description 'This action was already checked.' */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The body is larger than the API reads (`apiErrors.tooLarge`): 100 KiB of JSON; an upload has its own limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
        };
    };
    OfficerHardshipController_list: {
        parameters: {
            query?: {
                /** @description The `nextCursor` of the page before (opaque); without it, the first page. */
                cursor?: string;
                /** @description Rows a page: 1 to 200 (default 50). */
                limit?: string;
                /** @description PENDING (the default), APPROVED or REJECTED. */
                status?: components["schemas"]["HardshipStatus"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List hardship requests */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HardshipListDto"];
                };
            };
            /** @description errors.status, errors.cursor, errors.limit */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description No access token, or an expired or revoked one (`apiErrors.signIn`): refresh it (POST /authmember/refresh) or sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The member has none of the roles LOAN_OFFICER, ADMIN (`apiErrors.forbidden`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
        };
    };
    OfficerHardshipController_decide: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HardshipDecideDto"];
            };
        };
        responses: {
            /** @description The four-eyes action, PENDING. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PendingActionDto"];
                };
            };
            /** @description errors.decision, errors.note */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description No access token, or an expired or revoked one (`apiErrors.signIn`): refresh it (POST /authmember/refresh) or sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The member has none of the roles LOAN_OFFICER, ADMIN (`apiErrors.forbidden`). A `phoneNumber` in the body that is not the member's own (`apiErrors.ownAccountOnly`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description apiHardship.notFound */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description apiHardship.notPending, apiFourEyes.alreadyWaiting */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The body is larger than the API reads (`apiErrors.tooLarge`): 100 KiB of JSON; an upload has its own limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
        };
    };
    OfficerMembersController_reasons: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The fixed list of rejection reasons, with the words the member reads, in the request's language (Accept-Language). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KycReasonDto"][];
                };
            };
            /** @description No access token, or an expired or revoked one (`apiErrors.signIn`): refresh it (POST /authmember/refresh) or sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The member has none of the roles LOAN_OFFICER, ADMIN (`apiErrors.forbidden`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
        };
    };
    OfficerLoansController_approvalReasons: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The fixed list of approval reasons, with the words the member reads, in the request's language (Accept-Language). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApprovalReasonDto"][];
                };
            };
            /** @description No access token, or an expired or revoked one (`apiErrors.signIn`): refresh it (POST /authmember/refresh) or sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The member has none of the roles LOAN_OFFICER, ADMIN (`apiErrors.forbidden`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
        };
    };
    OfficerLoansController_reasons: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The fixed list of rejection reasons, with the words the member sees, in the request's language (Accept-Language). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RejectReasonDto"][];
                };
            };
            /** @description No access token, or an expired or revoked one (`apiErrors.signIn`): refresh it (POST /authmember/refresh) or sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The member has none of the roles LOAN_OFFICER, ADMIN (`apiErrors.forbidden`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
        };
    };
    OfficerLoansController_list: {
        parameters: {
            query?: {
                /** @description The `nextCursor` of the page before (opaque); without it, the first page. */
                cursor?: string;
                /** @description Rows a page: 1 to 200 (default 50). */
                limit?: string;
                /** @description Only loans with this status. */
                status?: components["schemas"]["LoanStatus"];
                /** @description A member's name (any part, any case), phone number, or a loan number. */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Newest first, a page at a time (`nextCursor`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfficerLoanListDto"];
                };
            };
            /** @description errors.status: 'Please choose a loan status.'; errors.cursor, errors.limit, errors.q */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description No access token, or an expired or revoked one (`apiErrors.signIn`): refresh it (POST /authmember/refresh) or sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The member has none of the roles LOAN_OFFICER, ADMIN (`apiErrors.forbidden`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
        };
    };
    OfficerLoansController_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                loanNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The loan with its pre-screening (age, KYC status, DSR) and the member. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfficerLoanDto"];
                };
            };
            /** @description A refused field or value (`errors` holds a code and a message per field), an undeclared field, a malformed path parameter or a body that is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description No access token, or an expired or revoked one (`apiErrors.signIn`): refresh it (POST /authmember/refresh) or sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The member has none of the roles LOAN_OFFICER, ADMIN (`apiErrors.forbidden`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description 'Loan not found.' */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
        };
    };
    OfficerLoansController_approve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                loanNumber: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApproveLoanRequestDto"];
            };
        };
        responses: {
            /** @description APPROVED (optionally for less or shorter), the member told by SMS; or still PENDING_REVIEW with `secondApproval` when a second officer must approve. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfficerLoanDto"];
                };
            };
            /** @description errors.amount / errors.installmentCount / errors.reasonCode / errors.note */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description No access token, or an expired or revoked one (`apiErrors.signIn`): refresh it (POST /authmember/refresh) or sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The member has none of the roles LOAN_OFFICER, ADMIN (`apiErrors.forbidden`). A `phoneNumber` in the body that is not the member's own (`apiErrors.ownAccountOnly`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description No such resource, or another member's (`apiErrors.notFound`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description 'The member's identity (KYC) is not verified.', 'Only a loan pending review can be approved.', 'You cannot decide on your own loan.', 'This loan waits for a second officer's approval.' */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The body is larger than the API reads (`apiErrors.tooLarge`): 100 KiB of JSON; an upload has its own limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
        };
    };
    OfficerLoansController_reject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                loanNumber: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RejectLoanRequestDto"];
            };
        };
        responses: {
            /** @description REJECTED with a reason code; the member sees its words (GET /officer/loan-reject-reasons). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfficerLoanDto"];
                };
            };
            /** @description errors.reasonCode: 'Please choose a reason from the list.' */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description No access token, or an expired or revoked one (`apiErrors.signIn`): refresh it (POST /authmember/refresh) or sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The member has none of the roles LOAN_OFFICER, ADMIN (`apiErrors.forbidden`). A `phoneNumber` in the body that is not the member's own (`apiErrors.ownAccountOnly`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description No such resource, or another member's (`apiErrors.notFound`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description 'Only a loan pending review can be rejected.', 'This loan waits for a second officer's approval.' */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The body is larger than the API reads (`apiErrors.tooLarge`): 100 KiB of JSON; an upload has its own limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
        };
    };
    OfficerMembersController_list: {
        parameters: {
            query?: {
                /** @description The `nextCursor` of the page before (opaque); without it, the first page. */
                cursor?: string;
                /** @description Rows a page: 1 to 200 (default 50). */
                limit?: string;
                /** @description Only members whose KYC review has this status. */
                kyc?: components["schemas"]["KycStatus"];
                /** @description A member's name (any part, any case) or phone number. */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Members who submitted an ID, newest submission first, a page at a time (`nextCursor`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfficerMemberListDto"];
                };
            };
            /** @description A refused field or value (`errors` holds a code and a message per field), an undeclared field, a malformed path parameter or a body that is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description No access token, or an expired or revoked one (`apiErrors.signIn`): refresh it (POST /authmember/refresh) or sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The member has none of the roles LOAN_OFFICER, ADMIN (`apiErrors.forbidden`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
        };
    };
    OfficerMembersController_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Read a member */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfficerMemberDetailDto"];
                };
            };
            /** @description A refused field or value (`errors` holds a code and a message per field), an undeclared field, a malformed path parameter or a body that is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description No access token, or an expired or revoked one (`apiErrors.signIn`): refresh it (POST /authmember/refresh) or sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The member has none of the roles LOAN_OFFICER, ADMIN (`apiErrors.forbidden`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description Read a member */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
        };
    };
    OfficerMembersController_decide: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KycDecisionDto"];
            };
        };
        responses: {
            /** @description The member after the decision. A rejection moves the member back to the step to resubmit. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfficerMemberDetailDto"];
                };
            };
            /** @description A refused field or value (`errors` holds a code and a message per field), an undeclared field, a malformed path parameter or a body that is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description No access token, or an expired or revoked one (`apiErrors.signIn`): refresh it (POST /authmember/refresh) or sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The member has none of the roles LOAN_OFFICER, ADMIN (`apiErrors.forbidden`). A `phoneNumber` in the body that is not the member's own (`apiErrors.ownAccountOnly`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description No such resource, or another member's (`apiErrors.notFound`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description Not waiting for review (no ID submitted, or already decided). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The body is larger than the API reads (`apiErrors.tooLarge`): 100 KiB of JSON; an upload has its own limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
        };
    };
    OfficerPaymentsController_record: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OfficerPaymentRequestDto"];
            };
        };
        responses: {
            /** @description Recorded once per channel and external reference; the same request again answers the first (replayed: true). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RepaymentResultDto"];
                };
            };
            /** @description errors.loanNumber, errors.amount, errors.channel, errors.externalRef. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description No access token, or an expired or revoked one (`apiErrors.signIn`): refresh it (POST /authmember/refresh) or sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The member has none of the roles LOAN_OFFICER, ADMIN (`apiErrors.forbidden`). A `phoneNumber` in the body that is not the member's own (`apiErrors.ownAccountOnly`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description 'No loan has this number.' */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description 'This reference was already recorded for a different payment.', 'This loan takes no payments now.' */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The body is larger than the API reads (`apiErrors.tooLarge`): 100 KiB of JSON; an upload has its own limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
        };
    };
    OfficerWithdrawalsController_list: {
        parameters: {
            query?: {
                /** @description The `nextCursor` of the page before (opaque); without it, the first page. */
                cursor?: string;
                /** @description Rows a page: 1 to 200 (default 50). */
                limit?: string;
                /** @description Only withdrawals with this status. */
                status?: components["schemas"]["WithdrawalStatus"];
                /** @description A member's name (any part, any case), phone number or loan number. */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Newest first, a page at a time (`nextCursor`); account numbers masked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfficerWithdrawalListDto"];
                };
            };
            /** @description A refused field or value (`errors` holds a code and a message per field), an undeclared field, a malformed path parameter or a body that is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description No access token, or an expired or revoked one (`apiErrors.signIn`): refresh it (POST /authmember/refresh) or sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The member has none of the roles LOAN_OFFICER, ADMIN (`apiErrors.forbidden`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
        };
    };
    PayController_pay: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Read how to pay */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayPageDto"];
                };
            };
            /** @description No access token, or an expired or revoked one (`apiErrors.signIn`): refresh it (POST /authmember/refresh) or sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
        };
    };
    CurrenciesController_rates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Read the exchange rates */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesDto"];
                };
            };
            /** @description An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
        };
    };
    SiteController_site: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Read the site settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteDto"];
                };
            };
            /** @description An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
        };
    };
    WalletsController_wallet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Read the wallet */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WalletDto"];
                };
            };
            /** @description No access token, or an expired or revoked one (`apiErrors.signIn`): refresh it (POST /authmember/refresh) or sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
        };
    };
    WithdrawalsController_list: {
        parameters: {
            query?: {
                /** @description The `nextCursor` of the page before (opaque); without it, the first page. */
                cursor?: string;
                /** @description Rows a page: 1 to 200 (default 50). */
                limit?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List the member's withdrawals */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WithdrawalListDto"];
                };
            };
            /** @description A refused field or value (`errors` holds a code and a message per field), an undeclared field, a malformed path parameter or a body that is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description No access token, or an expired or revoked one (`apiErrors.signIn`): refresh it (POST /authmember/refresh) or sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
        };
    };
    WithdrawalsController_create: {
        parameters: {
            query?: never;
            header: {
                /** @description One key per intended movement; the same on every retry. */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWithdrawalRequestDto"];
            };
        };
        responses: {
            /** @description AWAITING_OTP: the amount is held and a code is sent by SMS. A replay of the same Idempotency-Key and body answers the same withdrawal and creates nothing. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedWithdrawalDto"];
                };
            };
            /** @description No or a malformed Idempotency-Key; errors.amount (the withdrawal rule, the balance, the e-wallet limits). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description No access token, or an expired or revoked one (`apiErrors.signIn`): refresh it (POST /authmember/refresh) or sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description A `phoneNumber` in the body that is not the member's own (`apiErrors.ownAccountOnly`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description No confirmed bank account; the 24-hour wait after a bank change; a withdrawal already waiting for its code. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The body is larger than the API reads (`apiErrors.tooLarge`): 100 KiB of JSON; an upload has its own limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The Idempotency-Key was used before with another body. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /**
             * @description A code was sent less than 60 seconds ago, or too many codes this hour: wait Retry-After seconds. Nothing was done.
             *
             *     A code was sent less than 60 s ago (nothing is held).
             */
            429: {
                headers: {
                    /** @description Whole seconds to wait before trying again, when the API knows. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The SMS could not be sent; nothing was done. Try again later. */
            503: {
                headers: {
                    /** @description Whole seconds to wait before trying again, when the API knows. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
        };
    };
    WithdrawalsController_quote: {
        parameters: {
            query?: {
                /** @description PHP: digits and a dot, at most 14 characters, more than 999. More than the balance is quoted as the balance (see `note`). Without it, the figures that do not depend on the amount (cap, fee, rate), with amount and total 0. */
                amount?: string | number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What a withdrawal of the amount would be now (nothing is held): the amount, the cap, the fee, the exchange rate and the total. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WithdrawalQuoteDto"];
                };
            };
            /** @description errors.amount: the withdrawal rule, the balance, the e-wallet limits (each a code). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description No access token, or an expired or revoked one (`apiErrors.signIn`): refresh it (POST /authmember/refresh) or sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
        };
    };
    WithdrawalsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The withdrawal's real state (the status page polls it). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WithdrawalDto"];
                };
            };
            /** @description A refused field or value (`errors` holds a code and a message per field), an undeclared field, a malformed path parameter or a body that is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description No access token, or an expired or revoked one (`apiErrors.signIn`): refresh it (POST /authmember/refresh) or sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description 'Withdrawal not found.' (also another member's withdrawal) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
        };
    };
    WithdrawalsController_cancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CANCELLED: the hold is released at once. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WithdrawalAnswerDto"];
                };
            };
            /** @description A refused field or value (`errors` holds a code and a message per field), an undeclared field, a malformed path parameter or a body that is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description No access token, or an expired or revoked one (`apiErrors.signIn`): refresh it (POST /authmember/refresh) or sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description A `phoneNumber` in the body that is not the member's own (`apiErrors.ownAccountOnly`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description 'Withdrawal not found.' (also another member's withdrawal) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description Already on its way (QUEUED or later), or expired. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
        };
    };
    WithdrawalsController_confirm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfirmWithdrawalRequestDto"];
            };
        };
        responses: {
            /** @description QUEUED: the payout job sends it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WithdrawalAnswerDto"];
                };
            };
            /** @description errors.code: 'Please enter the 6-digit code.' or 'Invalid OTP. 4 tries left.' */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description No access token, or an expired or revoked one (`apiErrors.signIn`): refresh it (POST /authmember/refresh) or sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description A `phoneNumber` in the body that is not the member's own (`apiErrors.ownAccountOnly`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description 'Withdrawal not found.' (also another member's withdrawal) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The 5th wrong code (cancelled), expired after 15 minutes, or no longer waiting for a code; the hold is released. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The body is larger than the API reads (`apiErrors.tooLarge`): 100 KiB of JSON; an upload has its own limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
        };
    };
    WithdrawalsController_resend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A new code replaces the earlier one (the OTP limits apply). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WithdrawalAnswerDto"];
                };
            };
            /** @description A refused field or value (`errors` holds a code and a message per field), an undeclared field, a malformed path parameter or a body that is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description No access token, or an expired or revoked one (`apiErrors.signIn`): refresh it (POST /authmember/refresh) or sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description A `phoneNumber` in the body that is not the member's own (`apiErrors.ownAccountOnly`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description 'Withdrawal not found.' (also another member's withdrawal) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description No longer waiting for a code. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /**
             * @description A code was sent less than 60 seconds ago, or too many codes this hour: wait Retry-After seconds. Nothing was done.
             *
             *     Less than 60 s since the last code, or 5 codes in the hour.
             */
            429: {
                headers: {
                    /** @description Whole seconds to wait before trying again, when the API knows. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description An unexpected failure on our side (`apiErrors.somethingWrong`); nothing was half done. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The SMS could not be sent; nothing was done. Try again later. */
            503: {
                headers: {
                    /** @description Whole seconds to wait before trying again, when the API knows. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
        };
    };
}
