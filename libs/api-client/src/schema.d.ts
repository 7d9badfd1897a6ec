// Generated from the API's OpenAPI document by `npm run api:types`: do not edit by hand, regenerate.

export interface paths {
    "/api/v2/admin/close-of-business/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Close of business: run or resume now
         * @description Closes every business day not closed through yesterday, in order, resuming a day that stopped where it stopped. Safe to repeat: a closed day is never closed again. Audited.
         *
         *     Roles: ADMIN.
         */
        post: operations["CloseOfBusinessController_run"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/admin/closed-periods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the closed periods
         * @description The last closed day, the last day the close of business closed, a close waiting for its second admin, and the months closed (newest first, a page at a time). Audited.
         *
         *     Roles: ADMIN.
         */
        get: operations["ClosedPeriodsController_view"];
        put?: never;
        /**
         * Ask to close a month
         * @description It waits for a second admin (POST /officer/four-eyes/:id/approve, kind books.close-period), who re-checks it. Once closed, no journal entry may be booked on or before its last day (409 apiBooks.periodClosed): corrections are posted in the open period. Audited.
         *
         *     Roles: ADMIN.
         */
        post: operations["ClosedPeriodsController_propose"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/admin/currencies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List every currency
         * @description Every currency, active or not, with its rate in force (units per 1 PHP), its source and time; PHP first, then by code, a page at a time. Audited.
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
    "/api/v2/admin/holidays": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the holidays of a year
         * @description The days that working-day due dates skip, besides weekends.
         *
         *     Roles: ADMIN.
         */
        get: operations["AmlHolidaysController_list"];
        put?: never;
        /**
         * Add a holiday
         * @description Audited.
         *
         *     Roles: ADMIN.
         */
        post: operations["AmlHolidaysController_add"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/admin/holidays/{day}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a holiday
         * @description Answers the holiday removed. Due dates already set stay as they are. Audited.
         *
         *     Roles: ADMIN.
         */
        delete: operations["AmlHolidaysController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/admin/provisioning": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the provisioning rates
         * @description The expected-loss rate of each stage in force, a change waiting for its second check, and every version (newest first). Audited.
         *
         *     Roles: ADMIN.
         */
        get: operations["ProvisioningRatesController_view"];
        put?: never;
        /**
         * Propose new provisioning rates
         * @description The three rates at once, in basis points, each at least the one before. It waits for a second staff member (kind provisioning.rates); once approved the next month end measures with it.
         *
         *     Roles: ADMIN.
         */
        post: operations["ProvisioningRatesController_propose"];
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
    "/api/v2/admin/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the product settings
         * @description The settings in force for new applications, a change waiting for its second check, and every change made (newest first, a page at a time). Audited.
         *
         *     Roles: ADMIN.
         */
        get: operations["SettingsController_view"];
        put?: never;
        /**
         * Propose a change of the product settings
         * @description Every setting at once: the monthly rate, the smallest and largest amount, the terms, the late charge, the four-eyes amount and the debt-to-income limit. It waits for a second staff member (POST /officer/four-eyes/:id/approve, kind settings.change); once approved it is in force for new applications. Audited with before and after.
         *
         *     Roles: ADMIN.
         */
        post: operations["SettingsController_propose"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/admin/sms-templates/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Rewrite an SMS template
         * @description Both languages; refused when a text holds a threatening or shaming word, a link, or a placeholder that is not ours. Audited with before and after.
         *
         *     Roles: ADMIN.
         */
        put: operations["AdminSmsTemplatesController_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/admin/staff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List staff accounts
         * @description Loan officers and admins, active or deactivated, newest first, a page at a time; `q` searches the name and the phone number. Audited.
         *
         *     Roles: ADMIN.
         */
        get: operations["StaffController_list"];
        put?: never;
        /**
         * Ask for a staff account
         * @description A loan officer or admin with a phone number, e-mail, name and roles, made when a second admin approves (kind `staff.create`; the subject is the id the account will have). No password is set: an SMS code goes to the phone, with which its owner sets one (POST /authmember/recover/finish). Audited.
         *
         *     Roles: ADMIN.
         */
        post: operations["StaffController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/admin/staff/{id}/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deactivate a staff account
         * @description Ends its sessions at once and refuses its sign-in from now on. Not one's own account, nor the last active admin. Audited with before and after.
         *
         *     Roles: ADMIN.
         */
        post: operations["StaffController_deactivate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/admin/staff/{id}/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask to reset a staff account's password
         * @description When a second admin approves (kind `staff.reset`), the password stops working and the sessions end; an SMS code goes to the phone to set a new one (POST /authmember/recover/finish). Audited.
         *
         *     Roles: ADMIN.
         */
        post: operations["StaffController_reset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/admin/staff/{id}/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask to change a staff account's roles
         * @description LOAN_OFFICER, ADMIN or both, in force on the account's next request once a second admin approves (kind `staff.roles`). The last active admin keeps ADMIN (checked at approval: 409 `apiStaff.lastAdmin`). Audited with before and after.
         *
         *     Roles: ADMIN.
         */
        post: operations["StaffController_setRoles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/admin/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook subscriptions
         * @description Every subscription, active or disabled, newest first, a page at a time; secrets are never shown again. Audited.
         *
         *     Roles: ADMIN.
         */
        get: operations["WebhooksController_list"];
        put?: never;
        /**
         * Subscribe an endpoint to events
         * @description Creates a subscription: the events of the given types are POSTed to `url`, signed with a new secret that this answer alone shows. Audited.
         *
         *     Roles: ADMIN.
         */
        post: operations["WebhooksController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/admin/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a subscription's deliveries
         * @description The delivery log: one row per event sent (or to send) to the subscription, with its attempts and the last answer, newest first, a page at a time. Audited.
         *
         *     Roles: ADMIN.
         */
        get: operations["WebhooksController_deliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/admin/webhooks/{id}/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Disable a webhook subscription
         * @description Nothing more is sent to it; its pending deliveries are cancelled. Audited.
         *
         *     Roles: ADMIN.
         */
        post: operations["WebhooksController_disable"];
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
         * @description Creates the member from the sign-up details and the code sent by SMS, and signs them in.
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
         * @description Checks the sign-up fields (name, phone, password, consents) without sending anything, so the form can show every refusal at once. A registered number passes like a new one.
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
         * @description Checks the sign-up details and sends a one-time code by SMS to the phone number (a code at most every 60 seconds). A registered number is answered the same; its owner gets an SMS saying someone tried to register it, and no code.
         */
        post: operations["AuthController_startRegistration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/auto-debit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the auto-debit setting
         * @description Whether instalments are paid from the wallet on their due dates.
         */
        get: operations["AutoDebitController_read"];
        put?: never;
        /**
         * Turn auto-debit on or off
         * @description On: on each due date at 9 am Manila time the instalment is paid from the wallet as far as its balance goes, with a receipt; an SMS says when it falls short.
         */
        post: operations["AutoDebitController_set"];
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
         * @description The currencies a loan can be applied for in: active, with a rate; names in the request's language. PHP first, then by code, a page at a time.
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
    "/api/v2/compliance/cases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List sanctions cases
         * @description Possible matches of one status (OPEN by default), newest first, a page at a time. Audited.
         *
         *     Roles: COMPLIANCE.
         */
        get: operations["ComplianceController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/compliance/cases/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a sanctions case
         * @description The member and the list entry side by side, and the decision once made. Audited.
         *
         *     Roles: COMPLIANCE.
         */
        get: operations["ComplianceController_read"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/compliance/cases/{id}/clear": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Clear a case as a false positive
         * @description With a reason; the same member and entry are not raised again until either changes. Audited.
         *
         *     Roles: COMPLIANCE.
         */
        post: operations["ComplianceController_clear"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/compliance/cases/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a hit
         * @description With a reason; waits for a second compliance officer or an admin (four eyes), whose check freezes the wallet. Audited.
         *
         *     Roles: COMPLIANCE.
         */
        post: operations["ComplianceController_confirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/compliance/cases/{id}/confirm/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a colleague's confirmation
         * @description A second compliance officer confirms the hit: the case is CONFIRMED and the wallet frozen. Audited.
         *
         *     Roles: COMPLIANCE.
         */
        post: operations["ComplianceController_checkConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/compliance/designations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a designation by hand
         * @description A person designated by the Anti-Terrorism Council, with the resolution as its source. Audited.
         *
         *     Roles: COMPLIANCE.
         */
        post: operations["ComplianceController_designate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/compliance/lists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the sanctions list versions
         * @description Every import and designation with its date and counts, newest first.
         *
         *     Roles: COMPLIANCE.
         */
        get: operations["ComplianceController_versions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/compliance/lists/un": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import the UN consolidated list
         * @description The XML as published; a new version with what it added, removed and changed. Members are screened against it by the next scheduled run. Audited.
         *
         *     Roles: COMPLIANCE.
         */
        post: operations["ComplianceController_upload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/compliance/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Find members
         * @description By name or phone number, at most 20, to open a member’s page. Audited.
         *
         *     Roles: COMPLIANCE.
         */
        get: operations["AmlReportsController_members"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/compliance/members/{memberId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a member
         * @description Who they are, for their reports. Audited.
         *
         *     Roles: COMPLIANCE.
         */
        get: operations["AmlReportsController_member"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/compliance/members/{memberId}/suspicious-reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Draft a suspicious transaction report
         * @description From the member’s page: reason codes (docs/aml.md) and a narrative; due five working days later. Audited.
         *
         *     Roles: COMPLIANCE.
         */
        post: operations["AmlReportsController_draft"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/compliance/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the transaction reports
         * @description The overdue ones first (unfiled, past their due date), then the others newest first, a page at a time. Audited.
         *
         *     Roles: COMPLIANCE.
         */
        get: operations["AmlReportsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/compliance/reports/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export reports for the AMLC
         * @description The file layout of docs/aml.md (header, one record per report, trailer), as CSV: unfiled reports of a kind, or those of a period. Audited.
         *
         *     Roles: COMPLIANCE.
         */
        get: operations["AmlReportsController_export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/compliance/reports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a transaction report
         * @description Audited.
         *
         *     Roles: COMPLIANCE.
         */
        get: operations["AmlReportsController_read"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/compliance/reports/{id}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a report filed
         * @description With the AMLC's filing reference; once, and the report never changes again. Audited.
         *
         *     Roles: COMPLIANCE.
         */
        post: operations["AmlReportsController_file"];
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
         * @description Stores a message from the contact form; it joins the support queue (GET /officer/support) and its reference is acknowledged by e-mail.
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
         * @description The signed-in member's score (0 to 1000), its band, each factor with its points and a sentence, and its history, newest first, a page at a time.
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
         * List the member's signed contracts
         * @description The signed-in member's signed loan contracts with their status, newest signature first, a page at a time.
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
    "/api/v2/loan/{loanNumber}/schedule-versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a loan's schedule versions
         * @description Version 1 is the contract's schedule; each approved hardship request makes the next, PENDING_SIGNATURE until the borrower signs it by SMS code. Newest first, with the figures the disclosure compares (instalment, number of instalments, finance charge, total to pay, EIR) and the rows.
         */
        get: operations["HardshipController_versions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/loan/{loanNumber}/schedule-versions/{version}/sign/finish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign a new schedule with the code
         * @description Signs the version waiting with the code sent by SMS; repayments follow it from then on and the earlier version stays readable.
         */
        post: operations["HardshipController_signFinish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/loan/{loanNumber}/schedule-versions/{version}/sign/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the code to sign a new schedule
         * @description Sends a CONTRACT_SIGN code by SMS for the schedule version waiting for the signature.
         */
        post: operations["HardshipController_signStart"];
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
    "/api/v2/loan/{loanNumber}/statement.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download the statement of account
         * @description The disbursed loan's statement of account as a PDF: its figures, the schedule as it stands and every payment with its receipt number.
         */
        get: operations["ReceiptsController_statement"];
        put?: never;
        post?: never;
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
    "/api/v2/member/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Close my account
         * @description Once nothing is open: no loan being repaid, no application, no withdrawal on its way, an empty wallet. Confirmed with the password. The account can no longer sign in, every session ends, an SMS confirms it; the records stay for their retention periods (docs/retention.md). Audited.
         */
        post: operations["MemberDataController_close"];
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
         * @description The signed-in member with their latest loan, its schedule, the identity check, the count of unread notifications and the re-loan offer, in one answer.
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
    "/api/v2/member/data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download my data
         * @description Everything the company holds about the signed-in member: the account, the consents with their versions and times, the activation details, every loan, support request and message sent. Each download writes an audit event.
         */
        get: operations["MemberDataController_export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/member/data/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download my data as a PDF
         * @description The same, as a document to read in the request's language, with each loan's schedule and payments and the wallet's movements. A few an hour per member. Each download writes an audit event.
         */
        get: operations["MemberDataController_pdf"];
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
    "/api/v2/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List my notifications
         * @description Every SMS and e-mail the product sent to my phone number and e-mail address, newest first, a page at a time, one-time codes masked. Reading the first page marks everything read.
         */
        get: operations["InboxController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/notifications/unread": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count my unread notifications
         * @description SMS and e-mails sent since I last opened the list (the member shell shows the count).
         */
        get: operations["InboxController_unread"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/officer/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the audit trail
         * @description Every staff action and money movement, newest first, a page at a time: who, when, what, and what changed (before and after). Filters: `staff` and `member` (phone number or id), `loan` (loan number), `from` and `to` (days in Manila). Reading it is audited.
         *
         *     Roles: LOAN_OFFICER or ADMIN.
         */
        get: operations["AuditTrailController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/officer/close-of-business": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Close of business: progress
         * @description The last business day closed (the books are accrued through it) and the latest days with their progress, or the loan a close failed at.
         *
         *     Roles: LOAN_OFFICER or ADMIN.
         */
        get: operations["CloseOfBusinessController_progress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/officer/collections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List overdue loans by bucket
         * @description Every bucket of days past due (1-30, 31-60, 61-90, 90+) with its counts and amounts, and a page of overdue loans, most days past due first.
         *
         *     Roles: LOAN_OFFICER or ADMIN.
         */
        get: operations["CollectionsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/officer/collections/{loanNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a collection case
         * @description A running loan's days past due and amounts, its contact log, promises to pay and the collection SMS sent.
         *
         *     Roles: LOAN_OFFICER or ADMIN.
         */
        get: operations["CollectionsController_read"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/officer/collections/{loanNumber}/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log a contact
         * @description A call, SMS or visit with the borrower: what happened and the next step.
         *
         *     Roles: LOAN_OFFICER or ADMIN.
         */
        post: operations["CollectionsController_contact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/officer/collections/{loanNumber}/promises": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log a promise to pay
         * @description A date and an amount the borrower promised; the promises job marks it kept or broken the day after.
         *
         *     Roles: LOAN_OFFICER or ADMIN.
         */
        post: operations["CollectionsController_promise"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/officer/collections/{loanNumber}/sms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a templated SMS to the borrower
         * @description A template, in the borrower's language, to the borrower's own number only; refused outside 6 am to 10 pm Manila time and after one today for this loan.
         *
         *     Roles: LOAN_OFFICER or ADMIN.
         */
        post: operations["CollectionsController_sms"];
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
         * @description APPROVE, or REJECT with the reason the borrower is told, and a note: it waits as a four-eyes action (hardship.decide) until a different staff member approves it at POST /officer/four-eyes/{id}/approve. Approved, the loan gets a new schedule version waiting for the borrower to sign it; the borrower is told by SMS.
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
    "/api/v2/officer/hardship/{id}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Preview a hardship request
         * @description The request, the schedule the loan follows now and the schedule approving it would offer the borrower (dates, amounts, totals), computed as the check would now; nothing changes. Audited.
         *
         *     Roles: LOAN_OFFICER or ADMIN.
         */
        get: operations["OfficerHardshipController_preview"];
        put?: never;
        post?: never;
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
         * @description Approves a loan pending review, optionally for less (with a LOWER_ reason the member reads) or fewer instalments; the member is told by SMS. Above the debt-to-income limit (`dtiLimit`, of the approved figures) it needs `dtiOverrideReason`. Above FOUR_EYES_ABOVE_PHP, or above that limit, the approval waits for a second officer (`secondApproval`; POST /officer/four-eyes/:id/approve) and the loan stays in review. An officer cannot decide on their own loan.
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
    "/api/v2/officer/loans/{loanNumber}/late-charge-waivers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask to waive an instalment's late charge
         * @description Waits for a second staff member (four eyes, loan.late-charge.waive). Approved, the instalment owes that much less late charge, the borrower is told by SMS, and where the late charge had been booked as earned a correcting LATE_CHARGE entry takes it back off the books.
         *
         *     Roles: LOAN_OFFICER or ADMIN.
         */
        post: operations["LateChargeWaiversController_ask"];
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
    "/api/v2/officer/loans/{loanNumber}/write-off": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A loan's write-off
         * @description What the loan owes on the books, whether it can be written off, a write-off waiting for its second check, or the one done.
         *
         *     Roles: LOAN_OFFICER or ADMIN.
         */
        get: operations["WriteOffsController_view"];
        put?: never;
        /**
         * Propose the write-off of a loan
         * @description With a reason. It waits for a second staff member (POST /officer/four-eyes/:id/approve): then the receivables leave the books against the allowance, the loan is WRITTEN_OFF, collections stop and the borrower is told by SMS. Money paid later is booked as a recovery.
         *
         *     Roles: LOAN_OFFICER or ADMIN.
         */
        post: operations["WriteOffsController_propose"];
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
    "/api/v2/officer/members/{id}/credit-score": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a member's credit score
         * @description The score, its band, each factor with its points and a sentence (in the request's language), and its history a page at a time. Audited.
         *
         *     Roles: LOAN_OFFICER or ADMIN.
         */
        get: operations["OfficerMemberPictureController_creditScore"];
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
    "/api/v2/officer/members/{id}/loans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a member's loans with their schedules
         * @description Every loan of the member, newest first, a page at a time, each with its whole schedule. Audited.
         *
         *     Roles: LOAN_OFFICER or ADMIN.
         */
        get: operations["OfficerMemberPictureController_loans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/officer/members/{id}/sms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the SMS sent to a member
         * @description The newest SMS to the member's phone with where each stands: gateway, status, attempts (no bodies). Audited.
         *
         *     Roles: LOAN_OFFICER or ADMIN.
         */
        get: operations["OfficerMemberPictureController_sms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/officer/members/{id}/wallet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a member's wallet
         * @description The balance, and every movement of the wallet and payment of the loans, newest first, a page at a time. Audited.
         *
         *     Roles: LOAN_OFFICER or ADMIN.
         */
        get: operations["OfficerMemberPictureController_wallet"];
        put?: never;
        post?: never;
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
        /**
         * List payments
         * @description The payments of the loan `loanNumber` (all sources), or without it the payments received through a channel across loans, `q` finding a loan number, a receipt number or the channel's reference; newest first, a page at a time, each with its reversal (waiting or done). Audited.
         *
         *     Roles: LOAN_OFFICER or ADMIN.
         */
        get: operations["PaymentReversalController_list"];
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
    "/api/v2/officer/payments/{id}/reverse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask to reverse a payment
         * @description The loan's latest payment (never a pay-off) waits for a second staff member; on approval its journal entry is reversed by a new entry and the loan's schedule goes back to before it.
         *
         *     Roles: LOAN_OFFICER or ADMIN.
         */
        post: operations["PaymentReversalController_reverse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/officer/provisioning/allowance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The latest allowance by stage
         * @description Loans, exposure, rate and allowance of each stage at the latest month end measured, and the allowance account's balance now. Audited.
         *
         *     Roles: LOAN_OFFICER or ADMIN.
         */
        get: operations["AllowanceController_latest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/officer/queues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count the work queues
         * @description How many items wait in each of the console's work queues, for its first page.
         *
         *     Roles: LOAN_OFFICER or ADMIN.
         */
        get: operations["OfficerQueuesController_counts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/officer/reconciliation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List reconciliation runs
         * @description Uploaded settlement files with their counts, newest first, a page at a time.
         *
         *     Roles: LOAN_OFFICER or ADMIN.
         */
        get: operations["ReconciliationController_list"];
        put?: never;
        /**
         * Upload a settlement file
         * @description A channel's settlement file (CSV), matched against the payments the channel notified: matched, in the file only, in the product only, amounts that differ.
         *
         *     Roles: LOAN_OFFICER or ADMIN.
         */
        post: operations["ReconciliationController_upload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/officer/reconciliation/items/{id}/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resolve a difference
         * @description Records who resolved an item that did not match, when, and how (the note). Moves no money.
         *
         *     Roles: LOAN_OFFICER or ADMIN.
         */
        post: operations["ReconciliationController_resolve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/officer/reconciliation/unconfirmed-payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List payments the provider did not confirm
         * @description Payments a provider's webhook announced that the provider did not confirm when asked back (another amount, no such payment...): nothing was credited; the open ones (or the resolved), newest first, a page at a time, found by payment id or reference.
         *
         *     Roles: LOAN_OFFICER or ADMIN.
         */
        get: operations["ReconciliationController_unconfirmed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/officer/reconciliation/unconfirmed-payments/{id}/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark an unconfirmed payment resolved
         * @description Records who resolved a payment the provider did not confirm, when, and how (the note). Moves no money. Audited.
         *
         *     Roles: LOAN_OFFICER or ADMIN.
         */
        post: operations["ReconciliationController_resolveUnconfirmed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/officer/reconciliation/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a reconciliation run
         * @description A run and a page of its items, filtered by kind.
         *
         *     Roles: LOAN_OFFICER or ADMIN.
         */
        get: operations["ReconciliationController_read"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/officer/reports/balance-sheet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Balance sheet
         * @description Assets (the allowance for credit losses as a negative contra-asset), liabilities (members' wallets and holds summed) and equity with retained earnings (all income less all expenses), from the entries booked on or before a business day. Assets equal liabilities plus equity.
         *
         *     Roles: LOAN_OFFICER or ADMIN.
         */
        get: operations["ReportsController_balanceSheet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/officer/reports/charts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The figures of the reports' charts
         * @description PAR 30 at the last closed day of each of the last 12 months (portfolio snapshots), disbursements and collections by week over the last 12 weeks (ledger), and the latest allowance measurement by stage.
         *
         *     Roles: LOAN_OFFICER or ADMIN.
         */
        get: operations["ReportsController_charts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/officer/reports/credit-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Monthly credit-data export
         * @description Every loan disbursed by the month's last day: borrower, status, principal, principal owed (ledger) and days past due on that day; the basis of a CIC submission. CSV only.
         *
         *     Roles: LOAN_OFFICER or ADMIN.
         */
        get: operations["ReportsController_creditData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/officer/reports/flows": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Disbursements, collections and payouts by day
         * @description For each Manila day of the range with a movement: principal disbursed, principal and interest collected (less reversals), withdrawals paid out.
         *
         *     Roles: LOAN_OFFICER or ADMIN.
         */
        get: operations["ReportsController_flows"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/officer/reports/income-statement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Income statement
         * @description Each income and expense account over a range of business days (entries by the day they are booked on), and net income. Interest income is what INTEREST_INCOME received in the period: accrued and paid.
         *
         *     Roles: LOAN_OFFICER or ADMIN.
         */
        get: operations["ReportsController_incomeStatement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/officer/reports/loan-portfolio": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Loan portfolio with its allowance
         * @description Each loan owing anything on a business day: principal, accrued interest and late charges (the ledger's receivables by loan), days past due, stage and its share of the allowance at the latest measurement's rates; the stages' totals and the allowance booked. A page at a time; the CSV has every loan.
         *
         *     Roles: LOAN_OFFICER or ADMIN.
         */
        get: operations["ReportsController_loanPortfolio"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/officer/reports/portfolio": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Portfolio and portfolio at risk
         * @description Loans receivable, interest earned (received) and unearned, suspense, and PAR 1, 30, 60 and 90 as shares of the outstanding principal, the loans aged on the business day.
         *
         *     Roles: LOAN_OFFICER or ADMIN.
         */
        get: operations["ReportsController_portfolio"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/officer/reports/suspense": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Payments in suspense
         * @description PAYMENTS_SUSPENSE and the payments put there (a channel paid with a reference that is not ours), newest first, a page at a time.
         *
         *     Roles: LOAN_OFFICER or ADMIN.
         */
        get: operations["ReportsController_suspense"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/officer/reports/trial-balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Trial balance
         * @description Every ledger account's debit or credit balance from the entries booked on or before a business day; total debits equal total credits. Members' wallets and holds are summed by kind.
         *
         *     Roles: LOAN_OFFICER or ADMIN.
         */
        get: operations["ReportsController_trialBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/officer/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Find a member
         * @description Members whose name, e-mail or phone matches `q`, or who hold the loan number, payment reference or withdrawal reference `q`; newest account first, a page at a time. Audited.
         *
         *     Roles: LOAN_OFFICER or ADMIN.
         */
        get: operations["OfficerSearchController_search"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/officer/sms-templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List SMS templates
         * @description The collection SMS templates, in English and Filipino, that an admin keeps.
         *
         *     Roles: LOAN_OFFICER or ADMIN.
         */
        get: operations["CollectionsController_templates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/officer/support": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List support requests
         * @description Tickets from members and from the contact form, newest first, a page at a time; `status` filters; each with its time to first answer.
         *
         *     Roles: LOAN_OFFICER or ADMIN.
         */
        get: operations["OfficerSupportController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/officer/support/{reference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a support request
         * @description The ticket, who wrote it, and its whole thread, oldest message first.
         *
         *     Roles: LOAN_OFFICER or ADMIN.
         */
        get: operations["OfficerSupportController_read"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/officer/support/{reference}/answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Answer a support request
         * @description Adds staff's answer to the thread (ANSWERED); the member is told by SMS, a contact-form sender gets it by e-mail. 409 once closed.
         *
         *     Roles: LOAN_OFFICER or ADMIN.
         */
        post: operations["OfficerSupportController_answer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/officer/support/{reference}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Close a support request
         * @description Settled: CLOSED. The member may still write again, which opens it. 409 when already closed.
         *
         *     Roles: LOAN_OFFICER or ADMIN.
         */
        post: operations["OfficerSupportController_close"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/officer/suspense": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List payments in suspense
         * @description Channel payments with a reference that is not ours, newest first, a page at a time, each with its assignment (waiting or done). Audited.
         *
         *     Roles: LOAN_OFFICER or ADMIN.
         */
        get: operations["SuspenseAssignmentController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/officer/suspense/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a payment in suspense
         * @description One channel payment held in suspense, with its assignment. Audited.
         *
         *     Roles: LOAN_OFFICER or ADMIN.
         */
        get: operations["SuspenseAssignmentController_one"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/officer/suspense/{id}/assign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask to assign a payment in suspense
         * @description The payment waits for a second staff member; on approval it leaves PAYMENTS_SUSPENSE as a repayment of the loan (allocated as any payment) or a cash-in to the member's wallet.
         *
         *     Roles: LOAN_OFFICER or ADMIN.
         */
        post: operations["SuspenseAssignmentController_assign"];
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
         * @description The member's payment references (the loan's and the wallet's, each with a check digit), what the loan asks for now, and each way to pay through the payment provider: GCash and Maya, each counter's reusable payment code and the virtual account number (made at the provider the first time), with the channels that cannot take the amount due and why.
         */
        get: operations["PayController_page"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/pay/ewallet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay by GCash or Maya
         * @description Makes a payment request at the e-wallet for the loan's amount due (or the amount given), or a wallet cash-in, with the reference; answers the e-wallet's checkout page to send the member to. The payment reaches the loan when the provider confirms it. 404 without a payment provider.
         */
        post: operations["PayController_ewallet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/providers/xendit/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Xendit payment webhook
         * @description Xendit's payment.capture webhook, admitted by the account's x-callback-token; the payment is then fetched back from Xendit and only what Xendit confirms is credited (a loan's reference pays the loan, a wallet's is a cash-in, any other is held in suspense), once per payment_id. A callback Xendit does not confirm credits nothing and waits in the reconciliation queue. 404 unless PAYMENTS_PROVIDER is xendit or fake.
         */
        post: operations["XenditPaymentsController_payment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/providers/xendit/payouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Xendit payout webhook
         * @description Xendit's payout.succeeded / payout.failed webhook, admitted by the account's x-callback-token; the payout is fetched back from Xendit and, when it reached its end, its withdrawal is settled (completed, or failed with the hold returned to the wallet). 404 unless PAYMENTS_PROVIDER is xendit or fake.
         */
        post: operations["XenditPayoutsController_payout"];
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
         * @description The rate in force per active currency (units per 1 PHP), with its source and time; PHP first, then by code, a page at a time.
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
    "/api/v2/receipts/{receiptNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a receipt
         * @description A payment, auto-debit, pay-off or cash-in by its receipt number: the amount, the split (late charge, interest, principal, rebate) and the remaining balance.
         */
        get: operations["ReceiptsController_receipt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/receipts/{receiptNumber}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a receipt
         * @description The receipt as a PDF, in the request's language, with its SHA-256 in X-Content-SHA256.
         */
        get: operations["ReceiptsController_receiptPdf"];
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
    "/api/v2/support": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List my support requests
         * @description The signed-in member's tickets and complaints, newest first, a page at a time.
         */
        get: operations["SupportController_list"];
        put?: never;
        /**
         * Open a support request
         * @description A question or a complaint (topic COMPLAINT) with its first message; answers come in its thread and by SMS. Counted per member.
         */
        post: operations["SupportController_open"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/support/{reference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read my support request
         * @description The ticket with its whole thread, oldest message first. Another member's reference is a 404.
         */
        get: operations["SupportController_read"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/support/{reference}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Write more on my support request
         * @description Adds to the thread; the ticket waits for staff again (OPEN), even a closed one. Counted per member.
         */
        post: operations["SupportController_reply"];
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
    "/api/v2/wallet/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the wallet's history
         * @description Every movement of the wallet and every payment of the loans, newest first, a page at a time, each with its receipt number when it has one.
         */
        get: operations["ReceiptsController_history"];
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
export interface webhooks {
    "loan.status_changed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A loan's status changed
         * @description An application (`from` null), an approval, a rejection, a signature, a disbursement, overdue and back, a pay-off, a cancellation. Sent to the subscriptions of `loan.status_changed` (POST /admin/webhooks), at least once, in order per subject.
         */
        post: operations["webhook_loan_status_changed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payment.received": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A payment was received on a loan
         * @description From the member's wallet, through a payment channel, or recorded by an officer. Sent to the subscriptions of `payment.received` (POST /admin/webhooks), at least once, in order per subject.
         */
        post: operations["webhook_payment_received"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "withdrawal.status_changed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A withdrawal's status changed
         * @description Confirmed by its code (QUEUED), paid (COMPLETED), FAILED, CANCELLED or EXPIRED. Sent to the subscriptions of `withdrawal.status_changed` (POST /admin/webhooks), at least once, in order per subject.
         */
        post: operations["webhook_withdrawal_status_changed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "kyc.decided": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A member's identity was decided
         * @description An officer verified or rejected the KYC. Sent to the subscriptions of `kyc.decided` (POST /admin/webhooks), at least once, in order per subject.
         */
        post: operations["webhook_kyc_decided"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        AddHolidayDto: {
            /** @example 2026-06-12 */
            day: string;
            /**
             * @description 1 to 100 characters.
             * @example Independence Day
             */
            name: string;
        };
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
        AdminCurrencyListDto: {
            /** @description PHP first, then by currency code, active or not; one page. */
            currencies: components["schemas"]["AdminCurrencyDto"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
        };
        AllowanceDto: {
            /**
             * Format: date
             * @description The latest month end measured; null before the first.
             */
            measuredOn: string | null;
            /**
             * Format: uuid
             * @description The PROVISION entry that posted the difference (null when nothing changed).
             */
            entryId: string | null;
            stages: components["schemas"]["StageMeasurementDto"][];
            /** @description The allowance measured at that month end: the stages summed. PHP centavos. */
            total: components["schemas"]["MoneyCentavos"];
            /** @description The balance of ALLOWANCE_FOR_CREDIT_LOSSES now (write-offs since the month end draw on it). PHP centavos. */
            balance: components["schemas"]["MoneyCentavos"];
        };
        AllowanceStageDto: {
            /** @enum {integer} */
            stage: 1 | 2 | 3;
            loans: number;
            /** @description Exposure measured. PHP centavos. */
            exposure: components["schemas"]["MoneyCentavos"];
            rateBps: number;
            /** @description Allowance measured. PHP centavos. */
            allowance: components["schemas"]["MoneyCentavos"];
        };
        /** @enum {string} */
        AmlReportKind: "CTR" | "STR";
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
        ApprovalReasonListDto: {
            /** @description In the fixed list's order, one page. */
            reasons: components["schemas"]["ApprovalReasonDto"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
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
            /** @description Why approve although the debt-to-income ratio of the approved figures is above the limit (`dtiLimit`): needed then, and the approval waits for a second officer; ignored otherwise. Staff only. */
            dtiOverrideReason?: string;
        };
        AuditActorDto: {
            /** Format: uuid */
            id: string;
            fullName: string;
            /** @example +639000000001 */
            phoneNumber: string;
            roles: components["schemas"]["Role"][];
        };
        AuditEventDto: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            at: string;
            /**
             * @description What was done: a stable name, e.g. officer.loan.approve, loan.repay, admin.staff.deactivate.
             * @example officer.loan.approve
             */
            action: string;
            /** @description Who did it; null for the system (jobs, payment channels). */
            actor: components["schemas"]["AuditActorDto"] | null;
            /** @description What it was done to: an id, a phone number or a code. */
            target: string | null;
            /** Format: uuid */
            memberId: string | null;
            memberName: string | null;
            /** @example HLC-2026-000123 */
            loanNumber: string | null;
            /** @description What changed, as it was (null when nothing was changed). */
            before: {
                [key: string]: unknown;
            } | null;
            /** @description What changed, as it became. */
            after: {
                [key: string]: unknown;
            } | null;
            /** @description The rest the event recorded (amounts, codes, counts). */
            details: {
                [key: string]: unknown;
            };
            ipAddress: string | null;
        };
        AuditListDto: {
            events: components["schemas"]["AuditEventDto"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
        };
        AuthResultDto: {
            /** @description JWT, valid ACCESS_TOKEN_TTL_S seconds */
            accessToken: string;
            /** @description Opaque; single use (rotates on /authmember/refresh) */
            refreshToken: string;
            member: components["schemas"]["MemberDto"];
        };
        AutoDebitDto: {
            enabled: boolean;
            /** @description What it means, in the request's language. */
            message: string;
        };
        AutoDebitRequestDto: {
            /**
             * @description true: pay each instalment from the wallet on its due date at 9 am Manila time.
             * @example true
             */
            enabled: boolean;
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
        AvailableCurrencyListDto: {
            /** @description PHP first, then by currency code; one page. */
            currencies: components["schemas"]["AvailableCurrencyDto"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
        };
        BalanceSheetDto: {
            /** @example 2027-01-31 */
            on: string;
            /** @description Assets, the allowance for credit losses (a contra-asset) negative. */
            assets: components["schemas"]["StatementLineDto"][];
            /** @description Liabilities: members' wallets and holds summed. */
            liabilities: components["schemas"]["StatementLineDto"][];
            /** @description Equity accounts. */
            equity: components["schemas"]["StatementLineDto"][];
            /**
             * @description Retained earnings: all income less all expenses booked by the day. PHP centavos; may be negative.
             * @example 150000
             */
            retainedEarnings: number;
            /**
             * @description The sum of the assets. PHP centavos; may be negative.
             * @example 150000
             */
            totalAssets: number;
            /**
             * @description The sum of the liabilities. PHP centavos; may be negative.
             * @example 150000
             */
            totalLiabilities: number;
            /**
             * @description Equity accounts plus retained earnings. PHP centavos; may be negative.
             * @example 150000
             */
            totalEquity: number;
            /** @description Assets equal liabilities plus equity (always, unless the ledger is broken). */
            balanced: boolean;
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
             * @description Four dots, then the last 4 letters or digits (maskAccountNumber).
             * @example ••••4567
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
        BucketDto: {
            bucket: components["schemas"]["DaysPastDueBucket"];
            loans: number;
            /** @description What fell due and is unpaid: principal, interest and late charges. PHP centavos. */
            amountDue: components["schemas"]["MoneyCentavos"];
            /** @description The principal they owe (ledger). PHP centavos. */
            principal: components["schemas"]["MoneyCentavos"];
        };
        CaseDto: {
            /** Format: uuid */
            id: string;
            status: components["schemas"]["SanctionsCaseStatus"];
            score: number;
            /** Format: uuid */
            memberId: string;
            /** @description The member as screened. */
            memberName: string;
            /** @description The listed name or alias that came closest. */
            matchedName: string;
            trigger: components["schemas"]["ScreeningTrigger"];
            /** Format: date-time */
            openedAt: string;
            /**
             * @description The date of birth screened when the case opened.
             * @example 1971-03-14
             */
            memberBirthDate: string | null;
            memberNationality: string | null;
            /** @description The member now. */
            member: components["schemas"]["ScreenedMemberDto"];
            entry: components["schemas"]["SanctionsEntryDto"];
            /** Format: uuid */
            decidedBy: string | null;
            /** Format: date-time */
            decidedAt: string | null;
            decisionReason: string | null;
            /** @description A confirmation waits for a second check. */
            confirmWaiting: boolean;
            /** @description The caller asked for that confirmation (so another must check it). */
            confirmMine: boolean;
        };
        CaseListDto: {
            /** @description Newest first. */
            cases: components["schemas"]["CaseSummaryDto"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
        };
        CaseReasonDto: {
            /**
             * @description 5 to 500 characters.
             * @example Different person: birth year and middle name differ.
             */
            reason: string;
        };
        CaseSummaryDto: {
            /** Format: uuid */
            id: string;
            status: components["schemas"]["SanctionsCaseStatus"];
            score: number;
            /** Format: uuid */
            memberId: string;
            /** @description The member as screened. */
            memberName: string;
            /** @description The listed name or alias that came closest. */
            matchedName: string;
            trigger: components["schemas"]["ScreeningTrigger"];
            /** Format: date-time */
            openedAt: string;
        };
        ChangePasswordDto: {
            /** @description Please enter your current password. */
            currentPassword: string;
            /** @description Create a password with 8 to 24 characters, including upper and lower case, a number and a special character. */
            password: string;
            /** @description Password confirmation mismatch. */
            confirmPassword: string;
        };
        ChangeProductSettingsDto: {
            /** @description Basis points per month, 1 to 1000. */
            monthlyRateBps: number;
            /** @description PHP centavos, more than 0. */
            minPhp: number;
            /** @description PHP centavos, at least minPhp. */
            maxPhp: number;
            /** @description Months, each 1 to 60, no repeats. */
            terms: number[];
            /** @description Basis points per month, 0 to 1000. */
            lateChargeBpsPerMonth: number;
            /** @description PHP centavos, 0 or more. */
            fourEyesAbovePhp: number;
            /** @description Basis points, 0 to 10000. */
            dtiLimitBps: number;
            /** @description PHP centavos, more than 0; kept when left out. */
            coveredAbovePhp?: number;
            /** @description Days, 1 to 90; kept when left out. */
            complaintDueDays?: number;
        };
        ChangeProvisioningRatesDto: {
            /** @description Basis points, 0 to 10000. */
            stage1Bp: number;
            /** @description Basis points, 0 to 10000, at least stage1Bp. */
            stage2Bp: number;
            /** @description Basis points, 0 to 10000, at least stage2Bp. */
            stage3Bp: number;
        };
        ChannelNotificationDto: {
            /**
             * @description The channel's own transaction id: 3 to 64 letters, digits, - or _, compared without case. Notified once; again (in any case), it is answered as before.
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
         * @description Paid a loan, recovered on a written-off loan, paid a wallet (cash-in), or held in suspense (a reference that is not ours).
         * @enum {string}
         */
        ChannelPaymentOutcome: "LOAN" | "RECOVERY" | "WALLET" | "SUSPENSE";
        ChannelPaymentResultDto: {
            /** @example OR-00000042 */
            receiptNumber: string;
            /** @description Paid a loan, recovered on a written-off loan, paid a wallet (cash-in), or held in suspense (a reference that is not ours). */
            outcome: components["schemas"]["ChannelPaymentOutcome"];
            /** @description What was received. PHP centavos. */
            amount: components["schemas"]["MoneyCentavos"];
            /** @description What went to the wallet. PHP centavos. */
            toWallet: components["schemas"]["MoneyCentavos"];
            /** @description True when this transaction had been notified before and nothing moved now. */
            replayed: boolean;
        };
        ChartsDto: {
            /** @description PAR 30 at the last snapshot of each of the last 12 months that has one, oldest first. */
            par30: components["schemas"]["ParMonthDto"][];
            /** @description The last 12 weeks, oldest first (weeks without a movement too). */
            weeks: components["schemas"]["WeekFlowsDto"][];
            /** @description The month end of the latest allowance measurement; null before the first. */
            allowanceMeasuredOn: string | null;
            /** @description The latest measurement, by stage. */
            allowance: components["schemas"]["AllowanceStageDto"][];
        };
        CheckPendingActionDto: {
            /** @description The checker's note; a rejection needs one. */
            note?: string;
        };
        CloseAccountDto: {
            /**
             * Format: password
             * @description The member's password.
             */
            password: string;
        };
        /**
         * @description UP_TO_DATE: closed through yesterday; FAILED: stopped at a loan (see the day in `progress`); BUSY: another instance is closing the day; STOPPED: the server is shutting down.
         * @enum {string}
         */
        CloseOfBusinessOutcome: "UP_TO_DATE" | "FAILED" | "BUSY" | "STOPPED";
        CloseOfBusinessProgressDto: {
            /**
             * @description The last Manila day closed: the books are accrued through it.
             * @example 2027-01-31
             */
            lastClosedDate: string | null;
            /** @description The latest days, newest first (at most 10). */
            runs: components["schemas"]["CloseOfBusinessRunDto"][];
        };
        CloseOfBusinessRunDto: {
            /**
             * @description The Manila business day closed.
             * @example 2027-01-31
             */
            businessDate: string;
            /** @description RUNNING: under way or stopped by a kill (the next run resumes it); FAILED: stopped at a loan; DONE: closed. */
            status: components["schemas"]["CloseOfBusinessStatus"];
            /** @description Running loans closed so far on this day. */
            loansDone: number;
            /** @description Interest accrued on this day. PHP centavos. */
            interestAccrued: components["schemas"]["MoneyCentavos"];
            /** @description Late charges booked on this day. PHP centavos. */
            lateCharges: components["schemas"]["MoneyCentavos"];
            /** @description Journal entries posted by this close. */
            entriesPosted: number;
            /** Format: date-time */
            startedAt: string;
            /** Format: date-time */
            finishedAt: string | null;
            /** @description The loan the close failed at (FAILED), which the next run tries again first. */
            failedLoanNumber: string | null;
            /** @description Why it failed, as logged. */
            failure: string | null;
        };
        CloseOfBusinessRunResultDto: {
            /**
             * @description The days this run closed, in order.
             * @example [
             *       "2027-01-30",
             *       "2027-01-31"
             *     ]
             */
            closed: string[];
            /** @description UP_TO_DATE: closed through yesterday; FAILED: stopped at a loan (see the day in `progress`); BUSY: another instance is closing the day; STOPPED: the server is shutting down. */
            outcome: components["schemas"]["CloseOfBusinessOutcome"];
            /** @description The day it stopped at, when not up to date. */
            stoppedAt: string | null;
            progress: components["schemas"]["CloseOfBusinessProgressDto"];
        };
        /**
         * @description RUNNING: under way or stopped by a kill (the next run resumes it); FAILED: stopped at a loan; DONE: closed.
         * @enum {string}
         */
        CloseOfBusinessStatus: "RUNNING" | "FAILED" | "DONE";
        ClosePeriodDto: {
            /**
             * @description The month (Manila) to close, YYYY-MM: it must have ended, its days been closed by the close of business, and be later than the last month closed.
             * @example 2027-01
             */
            month: string;
        };
        ClosedPeriodDto: {
            /** @example 2027-01 */
            month: string;
            /**
             * @description Its last day: no entry may be booked on or before it.
             * @example 2027-01-31
             */
            closedThrough: string;
            /**
             * Format: uuid
             * @description The admin who asked.
             */
            madeBy: string;
            /**
             * Format: uuid
             * @description The admin who approved.
             */
            checkedBy: string;
            /** Format: date-time */
            closedAt: string;
        };
        ClosedPeriodsViewDto: {
            /**
             * @description The last closed day: entries are booked after it only. Null when no month was closed.
             * @example 2027-01-31
             */
            closedThrough: string | null;
            /**
             * @description The last business day the close of business has closed (its latest portfolio snapshot). Null when it never ran.
             * @example 2027-02-14
             */
            closeOfBusinessThrough: string | null;
            /** @description A close waiting for a second admin (GET /officer/four-eyes), if any. */
            pending: components["schemas"]["PendingActionDto"] | null;
            /** @description The months closed, newest first, a page at a time (`limit`, `cursor`). */
            periods: components["schemas"]["ClosedPeriodDto"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
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
        CollectionCaseDto: {
            /** @example HLC-2027-000001 */
            loanNumber: string;
            /** Format: uuid */
            memberId: string;
            borrower: string;
            /**
             * @description The borrower's own number, the one to call.
             * @example +639171234567
             */
            phoneNumber: string;
            /** @example OVERDUE */
            status: string;
            daysPastDue: number;
            bucket: components["schemas"]["DaysPastDueBucket"] | null;
            /** @description What fell due and is unpaid. PHP centavos. */
            amountDue: components["schemas"]["MoneyCentavos"];
            /** @description The principal owed (ledger). PHP centavos. */
            principal: components["schemas"]["MoneyCentavos"];
            /** @description The newest 50, newest first. */
            contacts: components["schemas"]["CollectionContactDto"][];
            /** @description The newest 50, newest first. */
            promises: components["schemas"]["PromiseToPayDto"][];
            /** @description The newest 50, newest first. */
            messages: components["schemas"]["CollectionSmsDto"][];
        };
        CollectionContactDto: {
            /** Format: uuid */
            id: string;
            channel: components["schemas"]["ContactChannel"];
            outcome: string;
            nextStep: string;
            /** Format: uuid */
            officerId: string;
            /** Format: date-time */
            createdAt: string;
        };
        CollectionSmsDto: {
            /** @example POLITE_REMINDER */
            template: string;
            body: string;
            /** @example 2027-02-20 */
            sentOn: string;
            /** Format: uuid */
            officerId: string;
            /** Format: date-time */
            createdAt: string;
        };
        CollectionSmsRequestDto: {
            /**
             * @description The code of a template (GET /officer/sms-templates).
             * @example POLITE_REMINDER
             */
            template: string;
        };
        CollectionsDto: {
            /**
             * @description The Manila day (business clock) the loans are aged on.
             * @example 2027-02-20
             */
            on: string;
            /** @description Every bucket, with its counts and amounts. */
            buckets: components["schemas"]["BucketDto"][];
            /** @description Overdue loans, most days past due first. */
            loans: components["schemas"]["OverdueLoanDto"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
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
            /** @example +63 2 8000 0000 */
            supportHotline: string;
            /**
             * @description Support opens every day at this Manila time.
             * @example 10:00
             */
            supportOpens: string;
            /**
             * @description Support closes every day at this Manila time.
             * @example 22:00
             */
            supportCloses: string;
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
        ComplianceMemberDto: {
            /** Format: uuid */
            id: string;
            /** @description The name given at sign-up. */
            fullName: string;
            /** @description The legal name of the personal step, or empty before it. */
            legalName: string;
            /** @example +639171234567 */
            phoneNumber: string;
            /** @example 1990-01-31 */
            birthDate: string | null;
            nationality: string | null;
        };
        ComplianceMemberListDto: {
            /** @description At most 20, by name. */
            members: components["schemas"]["ComplianceMemberDto"][];
        };
        ConfirmWithdrawalRequestDto: {
            /** @description The 6-digit code sent by SMS to the registered phone. */
            code: string;
        };
        ConsentDto: {
            kind: components["schemas"]["ConsentKind"];
            /** @description The version agreed to: the Terms version, or the loan number of a signed contract; null when none was recorded. */
            version: string | null;
            /** Format: date-time */
            givenAt: string;
        };
        /** @enum {string} */
        ConsentKind: "TERMS_AND_PRIVACY" | "CREDIT_BUREAU_REPORTING" | "LOAN_CONTRACT";
        /** @enum {string} */
        ContactChannel: "CALL" | "SMS" | "VISIT";
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
        ContactRequestDto: {
            channel: components["schemas"]["ContactChannel"];
            /**
             * @description What happened: 1 to 500 characters.
             * @example Spoke to the borrower; salary delayed.
             */
            outcome: string;
            /**
             * @description At most 500 characters.
             * @example Call again on Friday.
             */
            nextStep?: string;
        };
        ContractListDto: {
            /** @description Newest signature first, one page. */
            contracts: components["schemas"]["ContractListItemDto"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
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
        /** @enum {string} */
        CoveredTransactionKind: "DISBURSEMENT" | "REPAYMENT" | "CASH_IN";
        CreateStaffDto: {
            /**
             * @description ISO country of the phone number (default PH).
             * @example PH
             */
            phoneCountry?: string;
            /** @description The staff member's mobile number (not `phoneNumber`, which a signed-in request may only use for the caller's own). */
            staffPhone: string;
            /** @description Invalid email format. */
            email: string;
            /** @description Please enter both your first and last name. Ensure the name is within a reasonable length. */
            fullName: string;
            /** @description LOAN_OFFICER, ADMIN or both. */
            roles: components["schemas"]["StaffRole"][];
        };
        CreateWebhookDto: {
            /**
             * @description Where events are POSTed: an absolute https URL (http too outside production).
             * @example https://erp.example.ph/halimbawa/events
             */
            url: string;
            /**
             * @description The events to send.
             * @example [
             *       "loan.status_changed",
             *       "payment.received"
             *     ]
             */
            events: components["schemas"]["WebhookEventType"][];
        };
        CreateWithdrawalRequestDto: {
            /** @description PHP: digits and a dot, at most 14 characters, more than 999. More than the balance is set to the balance (see `note`). */
            amount: string | number;
        };
        CreatedWebhookDto: {
            subscription: components["schemas"]["WebhookSubscriptionDto"];
            /**
             * @description Signs every delivery (`webhook-signature`). Shown this once: keep it.
             * @example whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw8Lj0OoeJn7E=
             */
            secret: string;
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
        CreditNoticeAcknowledgementDto: {
            /**
             * @description The notice's version.
             * @example 2026-11-29
             */
            version: string;
            /** Format: date-time */
            acknowledgedAt: string;
        };
        CreditScoreDto: {
            score: number;
            /** @example 1000 */
            max: number;
            band: components["schemas"]["CreditBand"];
            factors: components["schemas"]["CreditFactorDto"][];
            /** @description The score after each change, newest first, a page at a time (`limit`, `cursor`), computed from the dated events (docs/decisions/008-credit-score.md). */
            history: components["schemas"]["CreditScorePointDto"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
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
            /** @description As GET /notifications/unread counts them: SMS and e-mails sent since the member last opened the list. */
            unreadNotifications: number;
            /** @description As GET /loan/offer gives it when it holds a pre-approved offer; null when there is none. */
            reloanOffer: components["schemas"]["CreditLimitDto"] | null;
        };
        DashboardMemberDto: {
            fullName: string;
            email: string;
            /** @example +63917*****67 */
            phoneMasked: string;
            infoState: components["schemas"]["InfoState"];
        };
        DayFlowsDto: {
            /** @example 2027-01-15 */
            day: string;
            /** @description Principal disbursed into wallets. PHP centavos. */
            disbursements: components["schemas"]["MoneyCentavos"];
            /** @description Principal and interest repaid (from wallets and channels), less reversals. PHP centavos. */
            collections: components["schemas"]["MoneyCentavos"];
            /** @description Withdrawals sent to the payout provider. PHP centavos. */
            payouts: components["schemas"]["MoneyCentavos"];
        };
        /** @enum {string} */
        DaysPastDueBucket: "1-30" | "31-60" | "61-90" | "90+";
        DesignationRequestDto: {
            /**
             * @description 2 to 200 characters.
             * @example Juan Dela Cruz
             */
            name: string;
            /** @description Other names, at most 20. */
            aliases?: string[];
            /** @example 1970-01-31 */
            birthDate?: string;
            /** @example Filipino */
            nationality?: string;
            /**
             * @description The resolution that designates them, 3 to 200 characters.
             * @example ATC Resolution No. 12 (2020)
             */
            source: string;
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
            /** @description What each kind of withdrawal destination takes a withdrawal and a month, one sentence each. */
            withdrawalLimits: string[];
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
        DraftSuspiciousDto: {
            /** @description At least one (docs/aml.md). */
            reasonCodes: components["schemas"]["StrReasonCode"][];
            /** @description What was seen, 20 to 4,000 characters. */
            narrative: string;
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
        /** @enum {string} */
        EntryKind: "FUNDING" | "DISBURSEMENT" | "WITHDRAWAL_HOLD" | "WITHDRAWAL_POST" | "WITHDRAWAL_VOID" | "PAYOUT_SETTLEMENT" | "REPAYMENT" | "REFUND" | "REVERSAL" | "CASH_IN" | "SUSPENSE" | "INTEREST_ACCRUAL" | "LATE_CHARGE" | "PROVISION" | "WRITE_OFF" | "RECOVERY";
        EwalletCheckoutDto: {
            /**
             * @description The e-wallet's checkout page for this payment request.
             * @example https://checkout.example/pr-1
             */
            checkoutUrl: string;
            /** @description The amount asked for. PHP centavos. */
            amount: components["schemas"]["MoneyCentavos"];
        };
        EwalletPaymentRequestDto: {
            /**
             * @example gcash
             * @enum {string}
             */
            channel: "gcash" | "maya";
            /**
             * @description LOAN: the running loan's reference; WALLET: a cash-in.
             * @example LOAN
             * @enum {string}
             */
            target: "LOAN" | "WALLET";
            /**
             * @description PHP, as a person types it; with LOAN it defaults to the amount due, with WALLET it is required.
             * @example 25,750.00
             */
            amount?: string;
            /**
             * @description Where the e-wallet sends the member back after paying or not.
             * @example https://app.example/pay
             */
            returnUrl: string;
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
        FileReportDto: {
            /**
             * @description The AMLC's acknowledgement of the filing, 3 to 100 characters.
             * @example AMLC-2026-000123
             */
            reference: string;
        };
        FlowsDto: {
            /** @example 2027-01-01 */
            from: string;
            /** @example 2027-01-31 */
            to: string;
            /** @description Each day with a movement, oldest first. */
            days: components["schemas"]["DayFlowsDto"][];
            /** @description The range's totals (`day` is the last day). */
            totals: components["schemas"]["DayFlowsDto"];
        };
        FourEyesRequestedDto: {
            /** @example Reversal requested. A second staff member must approve it. */
            message: string;
            /** @description The action waiting for a second staff member (POST /officer/four-eyes/{id}/approve). */
            action: components["schemas"]["PendingActionDto"];
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
            /** @description With REJECT (required there): the reason the borrower is told in words by SMS. */
            rejectionReason?: components["schemas"]["HardshipRejectionReason"];
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
        HardshipPreviewDto: {
            request: components["schemas"]["HardshipRequestDto"];
            /** @description The schedule the loan follows now. */
            current: components["schemas"]["SchedulePreviewDto"];
            /** @description What approving would offer the borrower to sign (libs/domain's reschedule rule on the rows followed now); null when the rule cannot meet the request. */
            proposed: components["schemas"]["SchedulePreviewDto"] | null;
            /** @description Why the request cannot be approved as asked, in words, when `proposed` is null. */
            cannotApprove: string | null;
        };
        /**
         * @description Why not, when REJECTED.
         * @enum {string}
         */
        HardshipRejectionReason: "AMOUNT_TOO_LOW" | "RECENT_CHANGE" | "PAYMENT_RECORD";
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
            /** @description Why not, when REJECTED. */
            rejectionReason: components["schemas"]["HardshipRejectionReason"] | null;
            /** @description The reason in words. */
            rejectionText: string | null;
            /**
             * Format: uuid
             * @description The four-eyes action waiting for a second staff member, if any (staff answers only).
             */
            waitingActionId?: string | null;
        };
        /** @enum {string} */
        HardshipStatus: "PENDING" | "APPROVED" | "REJECTED" | "CLOSED";
        HealthDto: {
            /** @enum {string} */
            status: "ok";
        };
        HistoryItemDto: {
            /**
             * Format: uuid
             * @description The journal entry.
             */
            id: string;
            kind: components["schemas"]["EntryKind"];
            /** Format: date-time */
            at: string;
            /** @description IN: money came into the wallet; OUT: it left; NONE: a payment that did not touch the wallet. */
            walletDirection: components["schemas"]["WalletDirection"];
            /** @description What came into or left the wallet (0 for NONE). PHP centavos. */
            walletAmount: components["schemas"]["MoneyCentavos"];
            walletAmountText: string;
            /** @description What a repayment paid on the loan, or what the reversal of one took back (0 for other movements). PHP centavos. */
            loanAmount: components["schemas"]["MoneyCentavos"];
            loanAmountText: string;
            loanNumber: string | null;
            /**
             * @description Its receipt (GET /receipts/{receiptNumber}), when it has one; a reversal's is the reversed payment's.
             * @example OR-00000042
             */
            receiptNumber: string | null;
            /** @description A REPAYMENT that was reversed since (its REVERSAL is a row of its own): it no longer counts toward the loan. */
            reversed: boolean;
        };
        HistoryPageDto: {
            /** @description Newest first. */
            items: components["schemas"]["HistoryItemDto"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
        };
        HolidayDto: {
            /** @example 2026-06-12 */
            day: string;
            /** @example Independence Day */
            name: string;
        };
        HolidayListDto: {
            year: number;
            /** @description In date order. */
            holidays: components["schemas"]["HolidayDto"][];
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
        IncomeStatementDto: {
            /** @example 2027-01-01 */
            from: string;
            /** @example 2027-01-31 */
            to: string;
            /** @description Each income account: what was booked to it in the period. */
            income: components["schemas"]["StatementLineDto"][];
            /** @description Each expense account: what was booked to it in the period. */
            expenses: components["schemas"]["StatementLineDto"][];
            /**
             * @description The sum of the income. PHP centavos; may be negative.
             * @example 150000
             */
            totalIncome: number;
            /**
             * @description The sum of the expenses. PHP centavos; may be negative.
             * @example 150000
             */
            totalExpenses: number;
            /**
             * @description Income less expenses (negative: a loss). PHP centavos; may be negative.
             * @example 150000
             */
            netIncome: number;
        };
        /** @enum {string} */
        InfoState: "PERSONAL_INFO" | "ADDRESS_INFO" | "REFERENCES_INFO" | "IDENTITY_INFO" | "BANK_INFO" | "INFO_COMPLETED";
        InfoStateDto: {
            state: components["schemas"]["InfoState"];
        };
        KycDecidedDataDto: {
            /** Format: uuid */
            memberId: string;
            /** @enum {string} */
            status: "VERIFIED" | "REJECTED";
            /** @description Why it was rejected; null when verified. */
            reasonCode: components["schemas"]["KycReasonCode"] | null;
        };
        KycDecidedEventDto: {
            /**
             * Format: uuid
             * @description The event id, also the `webhook-id` header: the same on every retry.
             */
            id: string;
            /** @enum {string} */
            type: "kyc.decided";
            /**
             * Format: date-time
             * @description When the change happened.
             */
            occurredAt: string;
            data: components["schemas"]["KycDecidedDataDto"];
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
        KycReasonListDto: {
            /** @description In the fixed list's order, one page. */
            reasons: components["schemas"]["KycReasonDto"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
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
        LateChargeWaiverRequestDto: {
            /**
             * @description The instalment's number in the schedule followed.
             * @example 2
             */
            instalment: string;
            /**
             * @description PHP to waive, at most the late charge the instalment still owes.
             * @example 150.00
             */
            amount: string;
            /**
             * @description Why: 1 to 500 characters.
             * @example The borrower was in hospital on the due date.
             */
            reason: string;
        };
        /** @enum {string} */
        LedgerAccountType: "asset" | "liability" | "income" | "expense" | "equity";
        ListUploadDto: {
            /** @example consolidated.xml */
            filename: string;
            /** @description The UN Security Council consolidated list as published (XML), at most 8 MB. */
            xml: string;
        };
        ListVersionDto: {
            /** Format: uuid */
            id: string;
            source: components["schemas"]["SanctionsSource"];
            origin: components["schemas"]["SanctionsListOrigin"];
            /** @description The list's own date, as published. */
            generatedAt: string | null;
            entries: number;
            added: number;
            removed: number;
            changed: number;
            /** Format: date-time */
            importedAt: string;
            /**
             * Format: date-time
             * @description When every member was screened against it.
             */
            screenedAt: string | null;
        };
        ListVersionListDto: {
            /** @description Newest first. */
            versions: components["schemas"]["ListVersionDto"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
        };
        ListedAliasDto: {
            quality: components["schemas"]["SanctionsAliasQuality"];
            name: string;
        };
        ListedBirthDateDto: {
            /** @example EXACT */
            type: string | null;
            /** @example 1971-03-14 */
            date: string | null;
            year: number | null;
            fromYear: number | null;
            toYear: number | null;
        };
        ListedDocumentDto: {
            type: string | null;
            number: string | null;
            country: string | null;
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
            /** @description The credit-data notice (RA 9510) acknowledged: true, 'on', 'true'. Else a field error. */
            creditNotice: string | boolean;
        };
        LoanBalanceDto: {
            /**
             * Format: date
             * @description The due date of the oldest instalment not paid; null when none is left.
             */
            nextDueDate: string | null;
            /** @description Days since that due date (Manila), 0 when it is today or later. */
            daysPastDue: number;
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
            /** @description Late charges waived through four eyes (no longer owed). PHP centavos. */
            lateChargesWaived: components["schemas"]["MoneyCentavos"];
            lateChargesWaivedText: string;
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
            /** @description The instalments of the schedule followed: the contract, or the signed extension or restructure (its rows, those paid before it included). */
            installmentCount: number;
            monthlyRateBps: number;
            monthlyRateText: string;
            /** @description Each instalment of the schedule followed (after a restructure, the largest still to pay). PHP centavos. */
            instalment: components["schemas"]["MoneyCentavos"];
            instalmentText: string;
            /** @description Add-on interest over the schedule followed. PHP centavos. */
            totalInterest: components["schemas"]["MoneyCentavos"];
            totalInterestText: string;
            /** @description Principal plus interest of the schedule followed. PHP centavos. */
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
        LoanPortfolioDto: {
            /** @example 2027-01-31 */
            on: string;
            /**
             * @description The month end of the latest allowance measurement, whose rates are used; null before the first.
             * @example 2027-01-31
             */
            measuredOn: string | null;
            /** @description ALLOWANCE_FOR_CREDIT_LOSSES on the day: the allowance booked. PHP centavos. */
            allowanceBooked: components["schemas"]["MoneyCentavos"];
            /** @description Every stage, whatever the filter. */
            stages: components["schemas"]["PortfolioStageDto"][];
            /** @description The loans owing anything, oldest disbursement first, a page at a time. */
            loans: components["schemas"]["PortfolioLoanDto"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
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
        LoanReceivablesDto: {
            /** @description Principal on the books (LOAN_RECEIVABLE). PHP centavos. */
            principal: components["schemas"]["MoneyCentavos"];
            /** @description Interest earned and not paid (ACCRUED_INTEREST_RECEIVABLE). PHP centavos. */
            interest: components["schemas"]["MoneyCentavos"];
            /** @description Late charges fallen due and not paid (LATE_CHARGES_RECEIVABLE). PHP centavos. */
            lateCharges: components["schemas"]["MoneyCentavos"];
            /** @description What a write-off takes off the books. PHP centavos. */
            total: components["schemas"]["MoneyCentavos"];
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
            /** @description Why the first officer approves above the debt-to-income limit; null when within it. */
            dtiOverrideReason: string | null;
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
        LoanStatus: "PENDING_REVIEW" | "APPROVED" | "REJECTED" | "CANCELLED" | "CONTRACT_SIGNED" | "DISBURSED" | "PAID_OFF" | "OVERDUE" | "DEFAULTED" | "WRITTEN_OFF";
        LoanStatusChangedDataDto: {
            /** @example HLC-2026-000123 */
            loanNumber: string;
            /** Format: uuid */
            memberId: string;
            /** @description Null for a new application. */
            from: components["schemas"]["LoanStatus"] | null;
            to: components["schemas"]["LoanStatus"];
        };
        LoanStatusChangedEventDto: {
            /**
             * Format: uuid
             * @description The event id, also the `webhook-id` header: the same on every retry.
             */
            id: string;
            /** @enum {string} */
            type: "loan.status_changed";
            /**
             * Format: date-time
             * @description When the change happened.
             */
            occurredAt: string;
            data: components["schemas"]["LoanStatusChangedDataDto"];
        };
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
            /** @description The 6-digit code sent by SMS after a 403 `apiAuth.signInCodeSent` or `apiAuth.staffCodeSent`. */
            code?: string;
            /** @description Staff only: the reference of the sign-in that the 403 `apiAuth.staffCodeSent` named (params.reference). With `code`, the code is checked against that sign-in; without it, the code of that sign-in is sent again (60 seconds apart). */
            signInReference?: string;
        };
        LogoutDto: {
            /** @description The session's refresh token; without it the access token's session ends. */
            refreshToken?: string;
        };
        MemberDataDto: {
            /** Format: date-time */
            exportedAt: string;
            /** @description The account: name, phone, e-mail, employment, language, dates. */
            member: {
                [key: string]: unknown;
            };
            /** @description Oldest first. */
            consents: components["schemas"]["ConsentDto"][];
            /** @description The activation details as GET /member/kyc gives them (ID and account numbers masked). */
            kyc: {
                [key: string]: unknown;
            };
            /** @description Every loan with its schedule, oldest first, as GET /loan/current gives one. */
            loans: {
                [key: string]: unknown;
            }[];
            /** @description Every movement of the wallet and every payment of the member's loans, oldest first, as GET /wallet/history gives them. */
            wallet: {
                [key: string]: unknown;
            }[];
            /** @description Every withdrawal, oldest first, as GET /withdrawals gives them (account numbers masked). */
            withdrawals: {
                [key: string]: unknown;
            }[];
            /** @description Every support request with its thread, oldest first. */
            supportRequests: {
                [key: string]: unknown;
            }[];
            /** @description Every SMS and e-mail sent to the member, oldest first, codes masked. */
            notifications: {
                [key: string]: unknown;
            }[];
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
            /**
             * Format: date-time
             * @description When the member closed the account (it cannot sign in since); null while open.
             */
            closedAt: string | null;
        };
        MessageDto: {
            message: string;
        };
        /**
         * @description An amount in integer centavos, 1/100 of the currency’s unit (150000 is 1,500.00): PHP unless a `currency` beside it names another.
         * @example 150000
         */
        MoneyCentavos: number;
        /** @enum {string} */
        NotificationChannel: "sms" | "email";
        NotificationDto: {
            /** Format: uuid */
            id: string;
            channel: components["schemas"]["NotificationChannel"];
            /** @description An e-mail's subject; null for an SMS. */
            subject: string | null;
            /** @description The text as sent, with every one-time code masked (••••••). */
            body: string;
            /** Format: date-time */
            sentAt: string;
            /** @description Sent after the member last opened the list. */
            unread: boolean;
        };
        NotificationListDto: {
            /** @description Newest first, one page. */
            notifications: components["schemas"]["NotificationDto"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
        };
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
            /** @description The instalments of the schedule followed: the contract, or the signed extension or restructure (its rows, those paid before it included). */
            installmentCount: number;
            monthlyRateBps: number;
            monthlyRateText: string;
            /** @description Each instalment of the schedule followed (after a restructure, the largest still to pay). PHP centavos. */
            instalment: components["schemas"]["MoneyCentavos"];
            instalmentText: string;
            /** @description Add-on interest over the schedule followed. PHP centavos. */
            totalInterest: components["schemas"]["MoneyCentavos"];
            totalInterestText: string;
            /** @description Principal plus interest of the schedule followed. PHP centavos. */
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
            /** @description Null for a loan applied for before the notice was asked for. */
            creditNotice: components["schemas"]["CreditNoticeAcknowledgementDto"] | null;
            member: components["schemas"]["MemberDto"];
            /** @description Recorded at application. */
            prescreen: components["schemas"]["PrescreenDto"];
            /** @description The KYC review status now. */
            kycStatus: components["schemas"]["KycStatus"] | null;
            /** @description The DSR of the current figures (after an approval of less). */
            dsrNow: number | null;
            dsrNowText: string | null;
            /** @description The debt-to-income limit (DTI_LIMIT), a fraction. */
            dtiLimit: number;
            /** @example 40.00% */
            dtiLimitText: string;
            /** @description The debt-to-income ratio now (else at application) is above the limit: the console flags it. */
            dtiAboveLimit: boolean;
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
        OfficerMemberLoansDto: {
            /** @description Newest first, one page; each with its whole schedule (due date, amount, paid, status). */
            loans: components["schemas"]["LoanDto"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
        };
        OfficerMemberSmsDto: {
            /** Format: uuid */
            id: string;
            /**
             * Format: date-time
             * @description When it was written to the outbox.
             */
            createdAt: string;
            /**
             * @description code: a code a request waited for (not retried); notice: sent by the outbox job with retries.
             * @enum {string}
             */
            kind: "notice" | "code";
            /** @description The gateway that took it (semaphore, twilio, outbox), or the one to try first while it waits. */
            gateway: string;
            /** @enum {string} */
            status: "queued" | "accepted" | "sent" | "delivered" | "undelivered" | "failed";
            /** @description The gateway's own word for the status. */
            gatewayStatus: string | null;
            /** @description Rounds through the gateways so far. */
            attempts: number;
            /**
             * Format: date-time
             * @description When it is next sent or asked about; null when nothing more is to be done.
             */
            nextAttemptAt: string | null;
            /** @description What the gateways answered the last time none took it. */
            lastError: string | null;
        };
        OfficerMemberSmsListDto: {
            /** @description The newest 20, newest first. No bodies: they may hold codes. */
            messages: components["schemas"]["OfficerMemberSmsDto"][];
        };
        OfficerMemberWalletDto: {
            /** @description Newest first. */
            items: components["schemas"]["HistoryItemDto"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
            /** @description The balance and what is held for withdrawals, from the ledger. */
            wallet: components["schemas"]["WalletDto"];
        };
        OfficerPaymentDto: {
            /**
             * Format: uuid
             * @description POST /officer/payments/{id}/reverse reverses it.
             */
            id: string;
            /** @example HLC-2027-000123 */
            loanNumber: string;
            /** @example OR-00000042 */
            receiptNumber: string | null;
            /** @description What the payment moved. PHP centavos. */
            amount: components["schemas"]["MoneyCentavos"];
            /** @example 25,750.00 */
            amountText: string;
            source: components["schemas"]["RepaymentSource"];
            /** @example GCASH */
            channel: string | null;
            /**
             * @description The channel's reference, as recorded.
             * @example GC-88112233
             */
            externalRef: string | null;
            /** @description It paid the loan off (a pay-off is not reversed here). */
            paidOff: boolean;
            /** Format: date-time */
            paidAt: string;
            /** @description REVERSAL_WAITING: a reversal waits for a second staff member. */
            state: components["schemas"]["PaymentState"];
            /**
             * Format: uuid
             * @description The waiting reversal (four eyes), when REVERSAL_WAITING.
             */
            actionId: string | null;
        };
        OfficerPaymentListDto: {
            /** @description Newest first, one page. */
            payments: components["schemas"]["OfficerPaymentDto"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
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
        OfficerSupportAnswerDto: {
            message: string;
            ticket: components["schemas"]["OfficerSupportTicketDto"];
        };
        OfficerSupportTicketDto: {
            /** @example S000042 */
            reference: string;
            topic: components["schemas"]["SupportTopic"];
            status: components["schemas"]["SupportStatus"];
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description The last message or change.
             */
            updatedAt: string;
            source: components["schemas"]["SupportSource"];
            /** @description The member's full name, or the name given on the contact form. */
            name: string;
            /** @description The member's phone number (E.164), or the contact form's e-mail address. */
            contact: string;
            /**
             * Format: uuid
             * @description The member, for a ticket from a member.
             */
            memberId: string | null;
            /** @description Seconds from opening to the first answer; null while unanswered. */
            firstAnswerSeconds: number | null;
            /**
             * Format: date-time
             * @description A complaint is to be resolved by then (RA 11765); null for other topics.
             */
            dueAt: string | null;
            /** @description A complaint not closed by its due date. */
            pastDue: boolean;
            /** @description Oldest first. */
            messages: components["schemas"]["SupportMessageDto"][];
        };
        OfficerSupportTicketListDto: {
            /** @description Complaints not closed by their due date, the most overdue first (on the first page only). */
            pastDue: components["schemas"]["OfficerSupportTicketSummaryDto"][];
            /** @description The others, newest first, one page. */
            tickets: components["schemas"]["OfficerSupportTicketSummaryDto"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
        };
        OfficerSupportTicketSummaryDto: {
            /** @example S000042 */
            reference: string;
            topic: components["schemas"]["SupportTopic"];
            status: components["schemas"]["SupportStatus"];
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description The last message or change.
             */
            updatedAt: string;
            source: components["schemas"]["SupportSource"];
            /** @description The member's full name, or the name given on the contact form. */
            name: string;
            /** @description The member's phone number (E.164), or the contact form's e-mail address. */
            contact: string;
            /**
             * Format: uuid
             * @description The member, for a ticket from a member.
             */
            memberId: string | null;
            /** @description Seconds from opening to the first answer; null while unanswered. */
            firstAnswerSeconds: number | null;
            /**
             * Format: date-time
             * @description A complaint is to be resolved by then (RA 11765); null for other topics.
             */
            dueAt: string | null;
            /** @description A complaint not closed by its due date. */
            pastDue: boolean;
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
            /**
             * Format: date
             * @description The Manila date a PESONet withdrawal arrives when it was sent (or requested) after the 14:00 cut-off or on a weekend; null otherwise, and once it failed, was cancelled or expired.
             * @example 2027-01-18
             */
            arrivesOn: string | null;
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
        OpenSupportTicketDto: {
            /**
             * @description What it is about; COMPLAINT for a complaint.
             * @enum {string}
             */
            topic: "LOAN" | "PAYMENT" | "WITHDRAWAL" | "ACCOUNT" | "COMPLAINT" | "OTHER";
            /** @description Please enter your message (at most 2,000 characters). */
            message: string;
        };
        OverdueLoanDto: {
            /** @example HLC-2027-000001 */
            loanNumber: string;
            /** Format: uuid */
            memberId: string;
            borrower: string;
            bucket: components["schemas"]["DaysPastDueBucket"];
            daysPastDue: number;
            /**
             * @description The due date of the oldest unpaid instalment.
             * @example 2027-02-15
             */
            oldestDue: string;
            /** @description What fell due and is unpaid: principal, interest and late charges. PHP centavos. */
            amountDue: components["schemas"]["MoneyCentavos"];
            /** @description The principal owed (ledger). PHP centavos. */
            principal: components["schemas"]["MoneyCentavos"];
        };
        ParDto: {
            /**
             * @description PAR 1: loans one day or more past due; PAR 30, 60, 90: more than that many days.
             * @enum {number}
             */
            days: 1 | 30 | 60 | 90;
            /** @description The outstanding principal of those loans. PHP centavos. */
            principal: components["schemas"]["MoneyCentavos"];
            /**
             * @description Their share of all outstanding principal, in basis points (1250 is 12.5%).
             * @example 1250
             */
            shareBps: number;
            /** @example 12.5% */
            shareText: string;
            /** @description How many loans. */
            loans: number;
        };
        ParMonthDto: {
            /** @example 2027-01 */
            month: string;
            /**
             * @description The month's last closed business day.
             * @example 2027-01-31
             */
            day: string;
            /** @description Principal outstanding. PHP centavos. */
            outstanding: components["schemas"]["MoneyCentavos"];
            /** @description Principal of the loans over 30 days past due. PHP centavos. */
            par30: components["schemas"]["MoneyCentavos"];
            /** @description PAR 30 as a share of the outstanding, in basis points. */
            shareBps: number;
        };
        /** @enum {string} */
        PayChannel: "gcash" | "maya" | "instapay" | "pesonet" | "seven-eleven" | "bayad" | "ecpay" | "cebuana" | "bank-transfer";
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
            /** @description What the Pay page offers to pay now: the amount due (the next instalment, or the pay-off when none is due). PHP centavos. */
            amountDue: components["schemas"]["MoneyCentavos"];
            amountDueText: string;
            /** @description Each way to pay through the payment provider, in order; those that cannot take amountDue say why. */
            options: components["schemas"]["PayOptionDto"][];
            /** @example HL-2027-000123 */
            loanNumber: string;
            /** @description True when an instalment is overdue (the amount due includes its late charge). */
            overdue: boolean;
            /**
             * Format: date
             * @description The due date of the oldest instalment not paid.
             */
            nextDueDate: string | null;
            /** @description What the instalment of nextDueDate still owes (late charge included). PHP centavos. */
            nextDueAmount: components["schemas"]["MoneyCentavos"];
            nextDueAmountText: string;
            /** @description Late charges still owed. PHP centavos. */
            lateChargesDue: components["schemas"]["MoneyCentavos"];
            lateChargesDueText: string;
            /** @description Paying the whole loan off today. PHP centavos. */
            payoffAmount: components["schemas"]["MoneyCentavos"];
            payoffAmountText: string;
        };
        PayOptionDto: {
            /** @example seven-eleven */
            channel: components["schemas"]["PayChannel"];
            /** @example 7-Eleven */
            name: string;
            /** @description EWALLET: a payment request made for the amount (POST /pay/ewallet); PAYMENT_CODE: a reusable code given at the counter; VIRTUAL_ACCOUNT: an account number to transfer to. */
            kind: components["schemas"]["PayOptionKind"];
            /** @description The most the channel takes in one payment (a setting). PHP centavos. */
            max: components["schemas"]["MoneyCentavos"];
            /** @example 50,000.00 */
            maxText: string;
            /** @description False when the amount due is more than the channel takes in one payment. */
            available: boolean;
            /** @description Why the channel cannot take the amount due (a catalogue code and its words), null when it can. */
            reason: components["schemas"]["PayOptionReasonDto"] | null;
            /**
             * @description The reference's payment code at this counter, or its virtual account number; null for an e-wallet, or when the provider could not make it now.
             * @example 123456789012
             */
            code: string | null;
        };
        /**
         * @description EWALLET: a payment request made for the amount (POST /pay/ewallet); PAYMENT_CODE: a reusable code given at the counter; VIRTUAL_ACCOUNT: an account number to transfer to.
         * @enum {string}
         */
        PayOptionKind: "EWALLET" | "PAYMENT_CODE" | "VIRTUAL_ACCOUNT";
        PayOptionReasonDto: {
            /** @example amountLimit.channel */
            code: string;
            /**
             * @example {
             *       "channel": "7-Eleven",
             *       "max": "50,000.00"
             *     }
             */
            params: {
                [key: string]: string;
            };
        };
        PayPageDto: {
            /** @description Paying to it adds money to the wallet (cash-in). */
            wallet: components["schemas"]["WalletPayDto"];
            /** @description The loan that takes payments now; null when none does. */
            loan: components["schemas"]["PayLoanDto"] | null;
            collection: components["schemas"]["CollectionAccountDto"];
        };
        /** @enum {string} */
        PaymentChannel: "BANK_DEPOSIT" | "INSTAPAY" | "PESONET" | "GCASH" | "MAYA" | "OVER_THE_COUNTER";
        /**
         * @description Why Xendit did not confirm the callback: nothing was credited and the payment waits in the reconciliation queue.
         * @enum {string}
         */
        PaymentDiscrepancy: "NOT_FOUND" | "NOT_SUCCEEDED" | "AMOUNT_DIFFERS" | "CURRENCY_DIFFERS" | "REFERENCE_DIFFERS" | "UNKNOWN_CHANNEL";
        PaymentReceivedDataDto: {
            /** @example HLC-2026-000123 */
            loanNumber: string;
            /** Format: uuid */
            memberId: string;
            /** @description What was paid on the loan. PHP centavos. */
            amount: components["schemas"]["MoneyCentavos"];
            /** @enum {string} */
            currency: "PHP";
            /** @description Paid from the member's wallet (else through a channel or recorded by an officer). */
            fromWallet: boolean;
            /** @description The payment paid the loan off. */
            paidOff: boolean;
        };
        PaymentReceivedEventDto: {
            /**
             * Format: uuid
             * @description The event id, also the `webhook-id` header: the same on every retry.
             */
            id: string;
            /** @enum {string} */
            type: "payment.received";
            /**
             * Format: date-time
             * @description When the change happened.
             */
            occurredAt: string;
            data: components["schemas"]["PaymentReceivedDataDto"];
        };
        PaymentReversalRequestDto: {
            /**
             * @description Why: 1 to 500 characters.
             * @example Recorded on the wrong loan.
             */
            reason: string;
        };
        /**
         * @description REVERSAL_WAITING: a reversal waits for a second staff member.
         * @enum {string}
         */
        PaymentState: "RECORDED" | "REVERSAL_WAITING" | "REVERSED";
        /**
         * @description Chosen when the payout starts.
         * @enum {string}
         */
        PayoutRail: "INSTAPAY" | "PESONET";
        PendingActionAboutDto: {
            /**
             * Format: uuid
             * @description The member it is for: a borrower, or a staff account.
             */
            memberId: string | null;
            /** @description That member's full name (for a new staff account, the name the maker typed). */
            memberName: string | null;
            loanNumber: string | null;
            /** @description What approving it changes, field by field, in the reader's language where a value is a word. */
            changes: components["schemas"]["PendingActionChangeDto"][];
        };
        PendingActionChangeDto: {
            /** @description What changes, e.g. 'amount', 'monthlyRateBps', 'roles', 'dti'. */
            field: string;
            /** @description Its value now (null where there is none, as for a new account). */
            before: string | null;
            /** @description Its value once approved (null where the action removes it). */
            after: string | null;
        };
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
            /** @description The maker's full name (null in an answer to the maker's own request). */
            makerName: string | null;
            /** @description Whom it is for and what it changes (null in an answer to the maker's own request). */
            about: components["schemas"]["PendingActionAboutDto"] | null;
            /** Format: date-time */
            madeAt: string;
            status: components["schemas"]["PendingActionStatus"];
            /**
             * Format: uuid
             * @description The staff member who approved or rejected it.
             */
            checkerId: string | null;
            /**
             * Format: date-time
             * @description When it was approved, rejected or withdrawn.
             */
            checkedAt: string | null;
            /** @description WITHDRAWN without a checker: SUBJECT_CLOSED (the loan was cancelled), MAKER_DEACTIVATED (its maker was deactivated). */
            withdrawnReason: components["schemas"]["WithdrawnReason"] | null;
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
        PendingActionStatus: "PENDING" | "APPROVED" | "REJECTED" | "WITHDRAWN";
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
        PortfolioDto: {
            /**
             * @description The Manila day (business clock) the loans are aged on.
             * @example 2027-01-31
             */
            on: string;
            /** @description LOAN_RECEIVABLE: the principal borrowers owe, from the ledger. PHP centavos. */
            loansReceivable: components["schemas"]["MoneyCentavos"];
            /** @description INTEREST_INCOME booked on or before the day: interest and late charges earned, accrued day by day by the close of business or paid before they accrued. PHP centavos. */
            interestEarned: components["schemas"]["MoneyCentavos"];
            /** @description Interest of the running loans contracts not yet paid nor rebated. PHP centavos. */
            interestUnearned: components["schemas"]["MoneyCentavos"];
            /** @description PAYMENTS_SUSPENSE: money received with a reference that is not ours. PHP centavos. */
            suspense: components["schemas"]["MoneyCentavos"];
            /** @description Running loans (disbursed, not paid off) that owe principal. */
            runningLoans: number;
            par: components["schemas"]["ParDto"][];
        };
        PortfolioLoanDto: {
            /** @example HL-2027-000123 */
            loanNumber: string;
            /** Format: uuid */
            memberId: string;
            /** @description The loan's status now. */
            status: string;
            /**
             * @description Principal owed (LOAN_RECEIVABLE). PHP centavos; may be negative.
             * @example 150000
             */
            principal: number;
            /**
             * @description Interest earned and not paid (ACCRUED_INTEREST_RECEIVABLE). PHP centavos; may be negative.
             * @example 150000
             */
            accruedInterest: number;
            /**
             * @description Late charges fallen due and not paid (LATE_CHARGES_RECEIVABLE). PHP centavos; may be negative.
             * @example 150000
             */
            lateCharges: number;
            /** @example 12 */
            daysPastDue: number;
            /**
             * @description 1 current, 2 over 30 days past due, 3 over 90.
             * @enum {integer}
             */
            stage: 1 | 2 | 3;
            /**
             * @description Its share of the allowance: its exposure (principal, accrued interest, late charges) at its stage's rate of the latest measurement. PHP centavos; may be negative.
             * @example 150000
             */
            allowance: number;
        };
        PortfolioStageDto: {
            /** @enum {integer} */
            stage: 1 | 2 | 3;
            loans: number;
            /**
             * @description Principal owed. PHP centavos; may be negative.
             * @example 150000
             */
            principal: number;
            /**
             * @description Accrued interest. PHP centavos; may be negative.
             * @example 150000
             */
            accruedInterest: number;
            /**
             * @description Late charges. PHP centavos; may be negative.
             * @example 150000
             */
            lateCharges: number;
            /** @description The stage's rate at the latest measurement, in basis points; null before the first. */
            rateBps: number | null;
            /**
             * @description Exposure at that rate. PHP centavos; may be negative.
             * @example 150000
             */
            allowance: number;
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
        ProductSettingsDto: {
            /** @description Add-on interest per month, in basis points of the principal (50 = 0.5 %). */
            monthlyRateBps: number;
            /** @description The smallest principal a new application may ask for. PHP centavos. */
            minPhp: components["schemas"]["MoneyCentavos"];
            /** @description The largest principal a new application may ask for. PHP centavos. */
            maxPhp: components["schemas"]["MoneyCentavos"];
            /** @description The terms offered, in months. */
            terms: number[];
            /** @description The cap of the late charge per month of the overdue amount, in basis points (100 = 1 %). */
            lateChargeBpsPerMonth: number;
            /** @description An approval of more than this waits for a second staff member. PHP centavos. */
            fourEyesAbovePhp: components["schemas"]["MoneyCentavos"];
            /** @description The debt-to-income limit, in basis points of the monthly net income (4000 = 40 %); above it an application is flagged. */
            dtiLimitBps: number;
            /** @description A disbursement, repayment or cash-in of more is a covered transaction reported to the AMLC. PHP centavos. */
            coveredAbovePhp: components["schemas"]["MoneyCentavos"];
            /** @description Days a complaint has from its receipt to its answer (RA 11765). */
            complaintDueDays: number;
        };
        ProductSettingsVersionDto: {
            /** @description Add-on interest per month, in basis points of the principal (50 = 0.5 %). */
            monthlyRateBps: number;
            /** @description The smallest principal a new application may ask for. PHP centavos. */
            minPhp: components["schemas"]["MoneyCentavos"];
            /** @description The largest principal a new application may ask for. PHP centavos. */
            maxPhp: components["schemas"]["MoneyCentavos"];
            /** @description The terms offered, in months. */
            terms: number[];
            /** @description The cap of the late charge per month of the overdue amount, in basis points (100 = 1 %). */
            lateChargeBpsPerMonth: number;
            /** @description An approval of more than this waits for a second staff member. PHP centavos. */
            fourEyesAbovePhp: components["schemas"]["MoneyCentavos"];
            /** @description The debt-to-income limit, in basis points of the monthly net income (4000 = 40 %); above it an application is flagged. */
            dtiLimitBps: number;
            /** @description A disbursement, repayment or cash-in of more is a covered transaction reported to the AMLC. PHP centavos. */
            coveredAbovePhp: components["schemas"]["MoneyCentavos"];
            /** @description Days a complaint has from its receipt to its answer (RA 11765). */
            complaintDueDays: number;
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            effectiveAt: string;
            /**
             * Format: uuid
             * @description The admin who proposed it.
             */
            madeBy: string;
            /**
             * Format: uuid
             * @description The staff member who approved it.
             */
            checkedBy: string;
        };
        ProductSettingsViewDto: {
            /** @description In force for new applications. */
            current: components["schemas"]["ProductSettingsDto"];
            /** @description A change waiting for a second staff member (GET /officer/four-eyes), if any. */
            pending: components["schemas"]["PendingActionDto"] | null;
            /** @description Every change, newest first, a page at a time (`limit`, `cursor`). */
            history: components["schemas"]["ProductSettingsVersionDto"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
        };
        PromiseRequestDto: {
            /**
             * @description The promised date (Manila), from today to 60 days ahead.
             * @example 2027-02-25
             */
            promisedOn: string;
            /**
             * @description PHP promised: digits, optional thousands commas, at most 2 decimals.
             * @example 25750
             */
            amount: string;
        };
        /**
         * @description Checked by the promises job the day after the promised date.
         * @enum {string}
         */
        PromiseStatus: "PENDING" | "KEPT" | "BROKEN";
        PromiseToPayDto: {
            /** Format: uuid */
            id: string;
            /** @example 2027-02-25 */
            promisedOn: string;
            /** @description Promised. PHP centavos. */
            amount: components["schemas"]["MoneyCentavos"];
            /** @description Checked by the promises job the day after the promised date. */
            status: components["schemas"]["PromiseStatus"];
            /** @description Repaid on the loan from the promise to the check. PHP centavos. */
            paid: components["schemas"]["MoneyCentavos"] | null;
            /** Format: uuid */
            officerId: string;
            /** Format: date-time */
            createdAt: string;
        };
        ProposeWriteOffDto: {
            /** @description Why the loan is written off, 1 to 500 characters (the checker and the audit trail read it). */
            reason: string;
        };
        ProvisioningRatesDto: {
            /** @description Expected loss of stage 1 (current loans), in basis points of the exposure (100 = 1 %). */
            stage1Bp: number;
            /** @description Expected loss of stage 2 (more than 30 days past due), in basis points. */
            stage2Bp: number;
            /** @description Expected loss of stage 3 (more than 90 days past due, or restructured under hardship), in basis points. */
            stage3Bp: number;
        };
        ProvisioningRatesVersionDto: {
            /** @description Expected loss of stage 1 (current loans), in basis points of the exposure (100 = 1 %). */
            stage1Bp: number;
            /** @description Expected loss of stage 2 (more than 30 days past due), in basis points. */
            stage2Bp: number;
            /** @description Expected loss of stage 3 (more than 90 days past due, or restructured under hardship), in basis points. */
            stage3Bp: number;
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            effectiveAt: string;
            /**
             * Format: uuid
             * @description The admin who proposed it (null: the first rates).
             */
            madeBy: string | null;
            /**
             * Format: uuid
             * @description The staff member who approved it (null: the first rates).
             */
            checkedBy: string | null;
        };
        ProvisioningRatesViewDto: {
            /** @description In force for the next month end. */
            current: components["schemas"]["ProvisioningRatesDto"];
            /** @description A change waiting for a second staff member, if any. */
            pending: components["schemas"]["PendingActionDto"] | null;
            /** @description Every version, newest first, a page at a time (`limit`, `cursor`). */
            history: components["schemas"]["ProvisioningRatesVersionDto"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
        };
        QueueCountsDto: {
            /** @description Members whose ID and selfie wait for a KYC decision. */
            kycToReview: number;
            /** @description Loans pending review with no approval waiting for a second officer. */
            loansToDecide: number;
            /** @description Loan approvals waiting for a second officer (four eyes). */
            awaitingSecondApproval: number;
            /** @description Withdrawals FAILED, or PROCESSING for more than 1 hour. */
            payoutsFailedOrStuck: number;
            /** @description Channel payments held in suspense (a reference that is not ours) and not yet assigned. */
            paymentsInSuspense: number;
            /** @description Loans with an overdue instalment. */
            overdueLoans: number;
            /** @description Messages from the contact form. */
            contactMessages: number;
            /** @description Hardship requests waiting for a decision, with none proposed yet (a proposal waits in the second checks). */
            hardshipToDecide: number;
            /** @description Support requests waiting for staff's answer (OPEN). */
            supportToAnswer: number;
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
            /** @description PHP first, then by currency code; one page. */
            rates: components["schemas"]["RateDto"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
        };
        ReceiptDto: {
            /** @example OR-00000042 */
            receiptNumber: string;
            kind: components["schemas"]["ReceiptKind"];
            /** @description What the receipt is for, in the request's language. */
            kindText: string;
            /** Format: date-time */
            paidAt: string;
            /** @example Nov 25, 2026, 9:30 PM (Manila time) */
            paidAtText: string;
            /**
             * @description How it was paid, in the request's language.
             * @example GCash
             */
            paidByText: string;
            /** @description The borrower's name. */
            receivedFrom: string;
            /**
             * @description The loan paid; null for a cash-in.
             * @example HLC-2026-000123
             */
            loanNumber: string | null;
            /** @description Everything received (the part that went to the wallet included). PHP centavos. */
            amount: components["schemas"]["MoneyCentavos"];
            amountText: string;
            /** @description Late charges paid. PHP centavos. */
            lateCharge: components["schemas"]["MoneyCentavos"];
            lateChargeText: string;
            /** @description Interest charged: the interest paid; at pay-off, what the schedule asked of the instalments it settled, before the interest given back (rebate). PHP centavos. */
            interest: components["schemas"]["MoneyCentavos"];
            interestText: string;
            /** @description Principal paid. PHP centavos. */
            principal: components["schemas"]["MoneyCentavos"];
            principalText: string;
            /** @description Unearned interest given back at pay-off (the interest paid ahead included, docs/decisions/006-prepayment-rebate.md); 0 otherwise. PHP centavos. */
            rebate: components["schemas"]["MoneyCentavos"];
            rebateText: string;
            /** @description Went to the wallet: all of a cash-in, or what was left over a pay-off. PHP centavos. */
            toWallet: components["schemas"]["MoneyCentavos"];
            toWalletText: string;
            /** @description What the loan still owed after this payment; null for a cash-in, a reversed payment or a payment made before receipts kept it. PHP centavos. */
            remaining: components["schemas"]["MoneyCentavos"] | null;
            remainingText: string | null;
            /** @description The payment was reversed by the back office: it no longer counts toward the loan. */
            reversed: boolean;
            /** Format: date-time */
            reversedAt: string | null;
            /** @example Nov 26, 2026, 9:30 AM (Manila time) */
            reversedAtText: string | null;
        };
        /** @enum {string} */
        ReceiptKind: "LOAN_PAYMENT" | "PAY_OFF" | "AUTO_DEBIT" | "CASH_IN" | "RECOVERY";
        ReconciliationItemDto: {
            /** Format: uuid */
            id: string;
            kind: components["schemas"]["ReconciliationItemKind"];
            transactionId: string;
            /** @description What the file says. PHP centavos. */
            fileAmount: components["schemas"]["MoneyCentavos"] | null;
            /** @description What the channel notified. PHP centavos. */
            productAmount: components["schemas"]["MoneyCentavos"] | null;
            /** Format: uuid */
            resolvedBy: string | null;
            /** Format: date-time */
            resolvedAt: string | null;
            note: string | null;
        };
        /** @enum {string} */
        ReconciliationItemKind: "MATCHED" | "FILE_ONLY" | "PRODUCT_ONLY" | "AMOUNT_DIFFERS";
        ReconciliationRunDetailDto: {
            run: components["schemas"]["ReconciliationRunDto"];
            /** @description A page of the run's items, newest first (filter by `kind`). */
            items: components["schemas"]["ReconciliationItemDto"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
        };
        ReconciliationRunDto: {
            /** Format: uuid */
            id: string;
            channel: components["schemas"]["PayChannel"];
            filename: string;
            /** @example 2027-02-10 */
            periodFrom: string;
            /** @example 2027-02-10 */
            periodTo: string;
            fileRows: number;
            /** Format: uuid */
            uploadedBy: string;
            /** Format: date-time */
            createdAt: string;
            counts: components["schemas"]["RunCountsDto"];
        };
        ReconciliationRunListDto: {
            /** @description Newest first. */
            runs: components["schemas"]["ReconciliationRunDto"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
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
        RejectReasonListDto: {
            /** @description In the fixed list's order, one page. */
            reasons: components["schemas"]["RejectReasonDto"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
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
            /** @description The credit-data notice (RA 9510) acknowledged: true, 'on', 'true'. Else a field error. */
            creditNotice: string | boolean;
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
        RepaymentRecordKind: "NEXT" | "AMOUNT" | "PAYOFF" | "CHANNEL" | "AUTO_DEBIT";
        RepaymentResultDto: {
            /** @example Payment received: PHP 25,750.00. Thank you. */
            message: string;
            repayment: components["schemas"]["RepaymentDto"];
            /** @description The loan after the payment. */
            loan: components["schemas"]["LoanDto"];
        };
        /** @enum {string} */
        RepaymentSource: "WALLET" | "CHANNEL";
        ReportDto: {
            /** Format: uuid */
            id: string;
            kind: components["schemas"]["AmlReportKind"];
            /** Format: uuid */
            memberId: string;
            memberName: string;
            transactionKind: components["schemas"]["CoveredTransactionKind"] | null;
            /** @description The amount of a covered transaction. PHP centavos. */
            amountPhp: components["schemas"]["MoneyCentavos"] | null;
            /**
             * @description The Manila day of the transaction, or of the draft.
             * @example 2026-06-08
             */
            occurredOn: string;
            /**
             * @description Five working days later.
             * @example 2026-06-16
             */
            dueOn: string;
            /** @description Not filed and past its due date. */
            overdue: boolean;
            reasonCodes: string[];
            narrative: string | null;
            /**
             * Format: uuid
             * @description The confirmed sanctions case that drafted it.
             */
            caseId: string | null;
            /**
             * Format: uuid
             * @description Null when the system drafted it.
             */
            draftedBy: string | null;
            /** Format: date-time */
            createdAt: string;
            filedReference: string | null;
            /** Format: uuid */
            filedBy: string | null;
            /** Format: date-time */
            filedAt: string | null;
        };
        /** @enum {string} */
        ReportFormat: "json" | "csv";
        ReportListDto: {
            /** @description Unfiled and past their due date, the most overdue first (on the first page only). */
            overdue: components["schemas"]["ReportDto"][];
            /** @description The others, newest first, a page at a time. */
            reports: components["schemas"]["ReportDto"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
        };
        ResolveItemDto: {
            /**
             * @description 1 to 500 characters.
             * @example Channel paid late; confirmed with GCash.
             */
            note: string;
        };
        /** @enum {string} */
        Role: "MEMBER" | "LOAN_OFFICER" | "ADMIN" | "COMPLIANCE";
        RunCountsDto: {
            matched: number;
            fileOnly: number;
            productOnly: number;
            /** @description How many transactions are in both with different amounts. */
            amountsDiffering: number;
            /** @description Differences (not matched) not yet resolved. */
            unresolved: number;
        };
        /** @enum {string} */
        SanctionsAliasQuality: "GOOD" | "LOW";
        /** @enum {string} */
        SanctionsCaseStatus: "OPEN" | "CLEARED" | "CONFIRMED";
        SanctionsEntryDto: {
            /** Format: uuid */
            id: string;
            source: components["schemas"]["SanctionsSource"];
            /** @description The list's own key (the UN's DATAID). */
            ref: string;
            kind: components["schemas"]["SanctionsEntryKind"];
            name: string;
            aliases: components["schemas"]["ListedAliasDto"][];
            birthDates: components["schemas"]["ListedBirthDateDto"][];
            nationalities: string[];
            documents: components["schemas"]["ListedDocumentDto"][];
            referenceNumber: string | null;
            listedOn: string | null;
            /** @description The UN list's type, or the designating resolution. */
            basis: string | null;
            /** @description Removed from the list (or changed) since the case opened. */
            removed: boolean;
        };
        /** @enum {string} */
        SanctionsEntryKind: "INDIVIDUAL" | "ENTITY";
        /** @enum {string} */
        SanctionsListOrigin: "UPLOAD" | "URL" | "MANUAL" | "SEED";
        /** @enum {string} */
        SanctionsSource: "UN" | "ATC";
        SchedulePreviewDto: {
            /** @description The largest instalment still to pay. PHP centavos. */
            instalment: components["schemas"]["MoneyCentavos"];
            /** @description The number of instalments. */
            count: number;
            /** @description The finance charge: the interest of all the instalments. PHP centavos. */
            totalInterest: components["schemas"]["MoneyCentavos"];
            /** @description Principal and finance charge. PHP centavos. */
            totalRepay: components["schemas"]["MoneyCentavos"];
            /** @description eirMonthly × 12, the yearly effective rate the disclosure shows, a fraction. */
            eirYearly: number;
            rows: components["schemas"]["ScheduleVersionRowDto"][];
        };
        /** @enum {string} */
        ScheduleRowStatus: "SCHEDULED" | "PARTIAL" | "DUE" | "OVERDUE" | "PAID" | "CANCELLED";
        ScheduleVersionDto: {
            /** @description 1 is the contract's schedule; each approved hardship request makes the next. */
            version: number;
            status: components["schemas"]["ScheduleVersionStatus"];
            /** @description The status in words. */
            statusText: string;
            /** @description Whether repayments follow this version. */
            inForce: boolean;
            /** @description What the request asked for; null for version 1. */
            kind: components["schemas"]["HardshipKind"] | null;
            /** @description The largest instalment still to pay. PHP centavos. */
            instalment: components["schemas"]["MoneyCentavos"];
            /** @description The number of instalments. */
            count: number;
            /** @description The finance charge: the interest of all the instalments. PHP centavos. */
            totalInterest: components["schemas"]["MoneyCentavos"];
            /** @description Principal and finance charge. PHP centavos. */
            totalRepay: components["schemas"]["MoneyCentavos"];
            /** @description The effective interest rate a month, a fraction (0.0085 is 0.85 %). */
            eirMonthly: number;
            /** @description eirMonthly × 12, the yearly rate the disclosure shows. */
            eirYearly: number;
            /** Format: date-time */
            signedAt: string | null;
            rows: components["schemas"]["ScheduleVersionRowDto"][];
        };
        ScheduleVersionListDto: {
            /** @description Newest first; a loan has one version per approved request, so no paging. */
            versions: components["schemas"]["ScheduleVersionDto"][];
            /**
             * Format: date-time
             * @description Until when the signing code sent for the version waiting can be entered.
             */
            signingCodeExpiresAt: string | null;
        };
        ScheduleVersionRowDto: {
            number: number;
            /** Format: date */
            dueDate: string;
            /** @description The principal of the instalment. PHP centavos. */
            principal: components["schemas"]["MoneyCentavos"];
            /** @description The add-on interest of the instalment. PHP centavos. */
            interest: components["schemas"]["MoneyCentavos"];
            /** @description Principal and interest. PHP centavos. */
            total: components["schemas"]["MoneyCentavos"];
            /** @description Principal and interest paid on the row so far (in this version). PHP centavos. */
            paid: components["schemas"]["MoneyCentavos"];
        };
        ScheduleVersionSignedDto: {
            message: string;
            schedule: components["schemas"]["ScheduleVersionListDto"];
        };
        /** @enum {string} */
        ScheduleVersionStatus: "SIGNED" | "PENDING_SIGNATURE" | "SUPERSEDED" | "WITHDRAWN";
        ScreenedMemberDto: {
            /** Format: uuid */
            id: string;
            /** @description The legal name of the personal step, or the name given at sign-up. */
            fullName: string;
            /** @description Every name screened. */
            names: string[];
            /** @example 1971-03-14 */
            birthDate: string | null;
            /** @example Filipino */
            nationality: string | null;
            /**
             * Format: date-time
             * @description When a confirmed hit froze the wallet.
             */
            frozenAt: string | null;
        };
        /** @enum {string} */
        ScreeningTrigger: "SIGNUP" | "LOAN_APPROVAL" | "DISBURSEMENT" | "PAYOUT" | "LIST_CHANGE";
        SearchHitDto: {
            /** Format: uuid */
            id: string;
            fullName: string;
            /** @example +639171234567 */
            phoneNumber: string;
            email: string;
            /** @example /officer/members/0b6f5c1e-7a52-4f0e-9d55-3c0c2f1a9b11 */
            path: string;
        };
        SearchResultDto: {
            /** @description Members, newest account first, one page. */
            members: components["schemas"]["SearchHitDto"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
        };
        SetRateDto: {
            /**
             * @description Use the 3-letter ISO 4217 code, e.g. USD.
             * @example USD
             */
            currencyCode: string;
            /** @description Units of the currency per 1 PHP. Enter the rate as units of the currency per 1 PHP: a positive number with at most 10 decimals. */
            rate: string | number;
        };
        SettlementUploadDto: {
            /** @description The channel whose settlement file this is. */
            channel: components["schemas"]["PayChannel"];
            /** @example gcash-2027-02-10.csv */
            filename: string;
            /** @description The file: CSV with a header naming transactionId, amount (PHP) and date (YYYY-MM-DD); at most 512 KB and 5,000 transactions. */
            csv: string;
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
        SmsTemplateDto: {
            /** @example POLITE_REMINDER */
            code: string;
            /** @description English; placeholders {{company}}, {{name}}, {{loanNumber}}, {{amountDue}}. */
            bodyEn: string;
            /** @description Filipino; the same placeholders. */
            bodyFil: string;
            /** Format: date-time */
            updatedAt: string;
        };
        SmsTemplateListDto: {
            /** @description By code, one page. */
            templates: components["schemas"]["SmsTemplateDto"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
        };
        SmsTemplateRequestDto: {
            /** @description English: 1 to 320 characters, no threatening or shaming words. */
            bodyEn: string;
            /** @description Filipino: 1 to 320 characters, no threatening or shaming words. */
            bodyFil: string;
        };
        StaffAccountDto: {
            /** Format: uuid */
            id: string;
            fullName: string;
            /** @example +639000000001 */
            phoneNumber: string;
            email: string;
            roles: components["schemas"]["StaffRole"][];
            /** @description false once an admin deactivated the account: it cannot sign in. */
            active: boolean;
            /** Format: date-time */
            deactivatedAt: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        StaffAnswerDto: {
            message: string;
            account: components["schemas"]["StaffAccountDto"];
        };
        StaffListDto: {
            staff: components["schemas"]["StaffAccountDto"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
        };
        /** @enum {string} */
        StaffRole: "LOAN_OFFICER" | "ADMIN" | "COMPLIANCE";
        StaffRolesDto: {
            /** @description The account's staff roles from now: LOAN_OFFICER, ADMIN or both. */
            roles: components["schemas"]["StaffRole"][];
        };
        StageMeasurementDto: {
            /** @enum {integer} */
            stage: 1 | 2 | 3;
            /** @description Loans in the stage with something owed on the books. */
            loans: number;
            /** @description The loans' receivables: principal, accrued interest and late charges on the books. PHP centavos. */
            exposure: components["schemas"]["MoneyCentavos"];
            /** @description The rate measured with, in basis points. */
            rateBp: number;
            /** @description exposure × rate, to the centavo (half up). PHP centavos. */
            allowance: components["schemas"]["MoneyCentavos"];
        };
        StatementLineDto: {
            /**
             * @description The account's code; every member's wallet is summed as WALLET, every member's withdrawal holds as WITHDRAWAL_HOLDS.
             * @example INTEREST_INCOME
             */
            account: string;
            /**
             * @description Income and liabilities: the credit balance; expenses and assets: the debit balance (a contra-asset, the allowance, is negative). PHP centavos; may be negative.
             * @example 150000
             */
            amount: number;
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
        /**
         * @description At least one (docs/aml.md).
         * @enum {string}
         */
        StrReasonCode: "SI1" | "SI2" | "SI3" | "SI4" | "SI5" | "SI6" | "SI7" | "TF1";
        SupportMessageDto: {
            /**
             * @description Who wrote it: the member (or the contact-form sender), or staff.
             * @enum {string}
             */
            author: "MEMBER" | "STAFF";
            body: string;
            /** Format: date-time */
            createdAt: string;
        };
        SupportMessageRequestDto: {
            /** @description Please enter your message (at most 2,000 characters). */
            message: string;
        };
        /** @enum {string} */
        SupportSource: "MEMBER" | "CONTACT";
        /** @enum {string} */
        SupportStatus: "OPEN" | "ANSWERED" | "CLOSED";
        SupportTicketAnswerDto: {
            message: string;
            ticket: components["schemas"]["SupportTicketDto"];
        };
        SupportTicketDto: {
            /** @example S000042 */
            reference: string;
            topic: components["schemas"]["SupportTopic"];
            status: components["schemas"]["SupportStatus"];
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description The last message or change.
             */
            updatedAt: string;
            /** @description Oldest first. */
            messages: components["schemas"]["SupportMessageDto"][];
        };
        SupportTicketListDto: {
            /** @description Newest first, one page. */
            tickets: components["schemas"]["SupportTicketSummaryDto"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
        };
        SupportTicketSummaryDto: {
            /** @example S000042 */
            reference: string;
            topic: components["schemas"]["SupportTopic"];
            status: components["schemas"]["SupportStatus"];
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description The last message or change.
             */
            updatedAt: string;
        };
        /** @enum {string} */
        SupportTopic: "LOAN" | "PAYMENT" | "WITHDRAWAL" | "ACCOUNT" | "COMPLAINT" | "OTHER";
        SuspenseAssignRequestDto: {
            /** @description LOAN: a repayment of `loanNumber`; WALLET: a cash-in to the wallet of the member with `memberPhone`. */
            target: components["schemas"]["SuspenseTarget"];
            /**
             * @description With LOAN: a loan being repaid.
             * @example HLC-2027-000123
             */
            loanNumber?: string;
            /**
             * @description With WALLET: the member's phone number.
             * @example 0917 123 4567
             */
            memberPhone?: string;
        };
        SuspenseDto: {
            /** @description PAYMENTS_SUSPENSE now. PHP centavos. */
            balance: components["schemas"]["MoneyCentavos"];
            /** @description Payments put in suspense, newest first. */
            entries: components["schemas"]["SuspenseEntryDto"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
        };
        SuspenseEntryDto: {
            /**
             * Format: uuid
             * @description The journal entry.
             */
            id: string;
            /** @description What the channel sent (its reference and transaction). */
            description: string;
            /** @description The amount put in suspense. PHP centavos. */
            amount: components["schemas"]["MoneyCentavos"];
            /** Format: date-time */
            createdAt: string;
        };
        SuspenseListDto: {
            /** @description Newest first, one page. */
            payments: components["schemas"]["SuspensePaymentDto"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
        };
        SuspensePaymentDto: {
            /**
             * Format: uuid
             * @description The channel payment.
             */
            id: string;
            /** @example GCASH */
            channel: string;
            /** @description The reference as the channel reported it (not ours). */
            reference: string;
            transactionId: string;
            /** @description What the channel paid. PHP centavos. */
            amount: components["schemas"]["MoneyCentavos"];
            /** @example 700.00 */
            amountText: string;
            /** @example OR-00000042 */
            receiptNumber: string;
            /**
             * Format: date-time
             * @description When the channel says it was paid.
             */
            paidAt: string;
            /** @description OPEN: still in suspense; WAITING: an assignment waits for a second staff member; ASSIGNED: moved out. */
            state: components["schemas"]["SuspenseState"];
            /**
             * Format: uuid
             * @description The waiting assignment (four eyes), when WAITING.
             */
            actionId: string | null;
            /** @description Where it goes (WAITING) or went (ASSIGNED). */
            target: components["schemas"]["SuspenseTarget"] | null;
            /** @description The loan number, or the member's phone number for a wallet. */
            targetText: string | null;
        };
        /**
         * @description OPEN: still in suspense; WAITING: an assignment waits for a second staff member; ASSIGNED: moved out.
         * @enum {string}
         */
        SuspenseState: "OPEN" | "WAITING" | "ASSIGNED";
        /**
         * @description Where it goes (WAITING) or went (ASSIGNED).
         * @enum {string}
         */
        SuspenseTarget: "LOAN" | "WALLET";
        TokenPairDto: {
            /** @description JWT, valid ACCESS_TOKEN_TTL_S seconds */
            accessToken: string;
            /** @description Opaque; single use (rotates on /authmember/refresh) */
            refreshToken: string;
        };
        TrialBalanceDto: {
            /**
             * @description The Manila day at whose end the balances are taken.
             * @example 2027-01-31
             */
            on: string;
            rows: components["schemas"]["TrialBalanceRowDto"][];
            /** @description The sum of the debit balances. PHP centavos. */
            totalDebit: components["schemas"]["MoneyCentavos"];
            /** @description The sum of the credit balances. PHP centavos. */
            totalCredit: components["schemas"]["MoneyCentavos"];
            /** @description Total debits equal total credits (always, unless the ledger is broken). */
            balanced: boolean;
        };
        TrialBalanceRowDto: {
            /**
             * @description The account's code; every member's wallet is summed as WALLET, every member's withdrawal holds as WITHDRAWAL_HOLDS.
             * @example LOAN_RECEIVABLE
             */
            account: string;
            type: components["schemas"]["LedgerAccountType"];
            /** @description The debit balance (0 when the balance is a credit). PHP centavos. */
            debit: components["schemas"]["MoneyCentavos"];
            /** @description The credit balance (0 when the balance is a debit). PHP centavos. */
            credit: components["schemas"]["MoneyCentavos"];
        };
        UnconfirmedPaymentDto: {
            /** Format: uuid */
            id: string;
            /** @example XENDIT */
            provider: string;
            /**
             * @description The provider's payment id.
             * @example py-1fdaf346-dd2e-4b6c-b938-124c7167a822
             */
            paymentId: string;
            reason: components["schemas"]["PaymentDiscrepancy"];
            /** @description The reference the webhook named. */
            reference: string | null;
            /** @description What the webhook claimed. PHP centavos. */
            claimedAmount: components["schemas"]["MoneyCentavos"] | null;
            /** @description What the provider answered when asked back; null when it knew no such payment. PHP centavos. */
            confirmedAmount: components["schemas"]["MoneyCentavos"] | null;
            /** @description The provider's status when asked back. */
            confirmedStatus: string | null;
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description When staff marked it resolved.
             */
            resolvedAt: string | null;
            /** Format: uuid */
            resolvedBy: string | null;
            /** @description How it was resolved (the staff member's note). */
            resolution: string | null;
        };
        UnconfirmedPaymentListDto: {
            /** @description Newest first. */
            payments: components["schemas"]["UnconfirmedPaymentDto"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
        };
        /** @enum {string} */
        UnconfirmedPaymentState: "OPEN" | "RESOLVED";
        UnreadCountDto: {
            /** @description SMS and e-mails sent to the member since they last opened the list. */
            count: number;
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
        /**
         * @description IN: money came into the wallet; OUT: it left; NONE: a payment that did not touch the wallet.
         * @enum {string}
         */
        WalletDirection: "IN" | "OUT" | "NONE";
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
        WalletPayDto: {
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
            options: components["schemas"]["PayOptionDto"][];
        };
        WebhookDeliveryDto: {
            /** Format: uuid */
            id: string;
            /**
             * Format: uuid
             * @description The `webhook-id` header: the same on every attempt.
             */
            eventId: string;
            eventType: components["schemas"]["WebhookEventType"];
            /**
             * @description What the event is about; deliveries of one subject are sent in order.
             * @example loan:HLB-2026-000123
             */
            subject: string;
            status: components["schemas"]["WebhookDeliveryStatus"];
            attempts: number;
            /**
             * Format: date-time
             * @description When it is tried next; null once DELIVERED, FAILED or CANCELLED.
             */
            nextAttemptAt: string | null;
            /** Format: date-time */
            lastAttemptAt: string | null;
            /** @description The endpoint's HTTP status at the last attempt; null when it did not answer. */
            lastStatusCode: number | null;
            /** @description Why the last attempt got no HTTP status: `refused` (the URL's host resolves to a loopback, private, link-local or other non-public address), `no answer` (no connection, or none in 10 s); null when it got one. */
            lastError: components["schemas"]["WebhookNoAnswer"] | null;
            /** Format: date-time */
            deliveredAt: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        WebhookDeliveryListDto: {
            /** @description Newest first, one page. */
            deliveries: components["schemas"]["WebhookDeliveryDto"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
        };
        /** @enum {string} */
        WebhookDeliveryStatus: "PENDING" | "DELIVERED" | "FAILED" | "CANCELLED";
        /**
         * @description The events to send.
         * @enum {string}
         */
        WebhookEventType: "loan.status_changed" | "payment.received" | "withdrawal.status_changed" | "kyc.decided";
        /**
         * @description Why the last attempt got no HTTP status: `refused` (the URL's host resolves to a loopback, private, link-local or other non-public address), `no answer` (no connection, or none in 10 s); null when it got one.
         * @enum {string}
         */
        WebhookNoAnswer: "refused" | "no answer";
        WebhookSubscriptionDto: {
            /** Format: uuid */
            id: string;
            /** @example https://erp.example.ph/halimbawa/events */
            url: string;
            events: components["schemas"]["WebhookEventType"][];
            /** @description False once disabled: nothing more is sent to it. */
            active: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            disabledAt: string | null;
        };
        WebhookSubscriptionListDto: {
            /** @description Newest first, one page. */
            subscriptions: components["schemas"]["WebhookSubscriptionDto"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
        };
        WeekFlowsDto: {
            /**
             * @description The Monday the week starts on.
             * @example 2027-01-04
             */
            week: string;
            /** @description Principal disbursed. PHP centavos. */
            disbursements: components["schemas"]["MoneyCentavos"];
            /** @description Principal and interest collected, less reversals. PHP centavos. */
            collections: components["schemas"]["MoneyCentavos"];
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
            /**
             * Format: date
             * @description The Manila date a PESONet withdrawal arrives when it was sent (or requested) after the 14:00 cut-off or on a weekend; null otherwise, and once it failed, was cancelled or expired.
             * @example 2027-01-18
             */
            arrivesOn: string | null;
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
            /** @description What an e-wallet can still receive this calendar month (PHP centavos); null for a bank account, which has no monthly limit of ours. */
            monthLeft: number | null;
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
        WithdrawalStatusChangedDataDto: {
            /** Format: uuid */
            withdrawalId: string;
            /** @example 000000042 */
            withdrawalNumber: string;
            /** Format: uuid */
            memberId: string;
            status: components["schemas"]["WithdrawalStatus"];
            /** @description The amount withdrawn. PHP centavos. */
            amount: components["schemas"]["MoneyCentavos"];
            /** @enum {string} */
            currency: "PHP";
        };
        WithdrawalStatusChangedEventDto: {
            /**
             * Format: uuid
             * @description The event id, also the `webhook-id` header: the same on every retry.
             */
            id: string;
            /** @enum {string} */
            type: "withdrawal.status_changed";
            /**
             * Format: date-time
             * @description When the change happened.
             */
            occurredAt: string;
            data: components["schemas"]["WithdrawalStatusChangedDataDto"];
        };
        /**
         * @description WITHDRAWN without a checker: SUBJECT_CLOSED (the loan was cancelled), MAKER_DEACTIVATED (its maker was deactivated).
         * @enum {string}
         */
        WithdrawnReason: "SUBJECT_CLOSED" | "MAKER_DEACTIVATED";
        WriteOffRecordDto: {
            reason: string;
            /** @description What left the books. PHP centavos. */
            amount: components["schemas"]["MoneyCentavos"];
            /** @description Of it, taken from the allowance; the rest was a loss. PHP centavos. */
            fromAllowance: components["schemas"]["MoneyCentavos"];
            /** @description Received since, as recoveries. PHP centavos. */
            recovered: components["schemas"]["MoneyCentavos"];
            /** Format: uuid */
            madeBy: string;
            /** Format: uuid */
            checkedBy: string;
            /** Format: date-time */
            writtenOffAt: string;
        };
        WriteOffViewDto: {
            loanNumber: string;
            status: components["schemas"]["LoanStatus"];
            /** @description A running loan owing something, with no write-off waiting. */
            canWriteOff: boolean;
            receivables: components["schemas"]["LoanReceivablesDto"];
            /** @description A write-off waiting for its second check. */
            pending: components["schemas"]["PendingActionDto"] | null;
            /** @description The write-off, once approved. */
            writtenOff: components["schemas"]["WriteOffRecordDto"] | null;
        };
        XenditPaymentCallbackResultDto: {
            /** @description True when the payment Xendit confirmed on fetch-back is in the ledger (now or before: see payment.replayed). */
            credited: boolean;
            /** @description What the payment did, when credited. */
            payment: components["schemas"]["ChannelPaymentResultDto"] | null;
            /** @description Why Xendit did not confirm the callback: nothing was credited and the payment waits in the reconciliation queue. */
            discrepancy: components["schemas"]["PaymentDiscrepancy"] | null;
        };
        XenditPayoutCallbackResultDto: {
            /** @description True when the payout Xendit confirmed on fetch-back has settled its withdrawal (completed, or failed and the hold returned). */
            settled: boolean;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type AddHolidayDto = components['schemas']['AddHolidayDto'];
export type AddressDto = components['schemas']['AddressDto'];
export type AddressViewDto = components['schemas']['AddressViewDto'];
export type AdminCurrencyDto = components['schemas']['AdminCurrencyDto'];
export type AdminCurrencyListDto = components['schemas']['AdminCurrencyListDto'];
export type AllowanceDto = components['schemas']['AllowanceDto'];
export type AllowanceStageDto = components['schemas']['AllowanceStageDto'];
export type AmlReportKind = components['schemas']['AmlReportKind'];
export type ApprovalReasonCode = components['schemas']['ApprovalReasonCode'];
export type ApprovalReasonDto = components['schemas']['ApprovalReasonDto'];
export type ApprovalReasonListDto = components['schemas']['ApprovalReasonListDto'];
export type ApproveLoanRequestDto = components['schemas']['ApproveLoanRequestDto'];
export type AuditActorDto = components['schemas']['AuditActorDto'];
export type AuditEventDto = components['schemas']['AuditEventDto'];
export type AuditListDto = components['schemas']['AuditListDto'];
export type AuthResultDto = components['schemas']['AuthResultDto'];
export type AutoDebitDto = components['schemas']['AutoDebitDto'];
export type AutoDebitRequestDto = components['schemas']['AutoDebitRequestDto'];
export type AvailableCurrencyDto = components['schemas']['AvailableCurrencyDto'];
export type AvailableCurrencyListDto = components['schemas']['AvailableCurrencyListDto'];
export type BalanceSheetDto = components['schemas']['BalanceSheetDto'];
export type BankAccountKind = components['schemas']['BankAccountKind'];
export type BankAccountViewDto = components['schemas']['BankAccountViewDto'];
export type BankChangeFinishedDto = components['schemas']['BankChangeFinishedDto'];
export type BankChangeStartedDto = components['schemas']['BankChangeStartedDto'];
export type BankDto = components['schemas']['BankDto'];
export type BankKind = components['schemas']['BankKind'];
export type BucketDto = components['schemas']['BucketDto'];
export type CaseDto = components['schemas']['CaseDto'];
export type CaseListDto = components['schemas']['CaseListDto'];
export type CaseReasonDto = components['schemas']['CaseReasonDto'];
export type CaseSummaryDto = components['schemas']['CaseSummaryDto'];
export type ChangePasswordDto = components['schemas']['ChangePasswordDto'];
export type ChangeProductSettingsDto = components['schemas']['ChangeProductSettingsDto'];
export type ChangeProvisioningRatesDto = components['schemas']['ChangeProvisioningRatesDto'];
export type ChannelNotificationDto = components['schemas']['ChannelNotificationDto'];
export type ChannelPaymentOutcome = components['schemas']['ChannelPaymentOutcome'];
export type ChannelPaymentResultDto = components['schemas']['ChannelPaymentResultDto'];
export type ChartsDto = components['schemas']['ChartsDto'];
export type CheckPendingActionDto = components['schemas']['CheckPendingActionDto'];
export type CloseAccountDto = components['schemas']['CloseAccountDto'];
export type CloseOfBusinessOutcome = components['schemas']['CloseOfBusinessOutcome'];
export type CloseOfBusinessProgressDto = components['schemas']['CloseOfBusinessProgressDto'];
export type CloseOfBusinessRunDto = components['schemas']['CloseOfBusinessRunDto'];
export type CloseOfBusinessRunResultDto = components['schemas']['CloseOfBusinessRunResultDto'];
export type CloseOfBusinessStatus = components['schemas']['CloseOfBusinessStatus'];
export type ClosePeriodDto = components['schemas']['ClosePeriodDto'];
export type ClosedPeriodDto = components['schemas']['ClosedPeriodDto'];
export type ClosedPeriodsViewDto = components['schemas']['ClosedPeriodsViewDto'];
export type ClosureReason = components['schemas']['ClosureReason'];
export type CodeDto = components['schemas']['CodeDto'];
export type CollectionAccountDto = components['schemas']['CollectionAccountDto'];
export type CollectionCaseDto = components['schemas']['CollectionCaseDto'];
export type CollectionContactDto = components['schemas']['CollectionContactDto'];
export type CollectionSmsDto = components['schemas']['CollectionSmsDto'];
export type CollectionSmsRequestDto = components['schemas']['CollectionSmsRequestDto'];
export type CollectionsDto = components['schemas']['CollectionsDto'];
export type CompanyDto = components['schemas']['CompanyDto'];
export type CompanySocialDto = components['schemas']['CompanySocialDto'];
export type ComplianceMemberDto = components['schemas']['ComplianceMemberDto'];
export type ComplianceMemberListDto = components['schemas']['ComplianceMemberListDto'];
export type ConfirmWithdrawalRequestDto = components['schemas']['ConfirmWithdrawalRequestDto'];
export type ConsentDto = components['schemas']['ConsentDto'];
export type ConsentKind = components['schemas']['ConsentKind'];
export type ContactChannel = components['schemas']['ContactChannel'];
export type ContactDto = components['schemas']['ContactDto'];
export type ContactMessageDto = components['schemas']['ContactMessageDto'];
export type ContactMessageListDto = components['schemas']['ContactMessageListDto'];
export type ContactRequestDto = components['schemas']['ContactRequestDto'];
export type ContractListDto = components['schemas']['ContractListDto'];
export type ContractListItemDto = components['schemas']['ContractListItemDto'];
export type CoveredTransactionKind = components['schemas']['CoveredTransactionKind'];
export type CreateStaffDto = components['schemas']['CreateStaffDto'];
export type CreateWebhookDto = components['schemas']['CreateWebhookDto'];
export type CreateWithdrawalRequestDto = components['schemas']['CreateWithdrawalRequestDto'];
export type CreatedWebhookDto = components['schemas']['CreatedWebhookDto'];
export type CreatedWithdrawalDto = components['schemas']['CreatedWithdrawalDto'];
export type CreditBand = components['schemas']['CreditBand'];
export type CreditFactorDto = components['schemas']['CreditFactorDto'];
export type CreditFactorKey = components['schemas']['CreditFactorKey'];
export type CreditLimitDto = components['schemas']['CreditLimitDto'];
export type CreditLimitOutcome = components['schemas']['CreditLimitOutcome'];
export type CreditLimitRule = components['schemas']['CreditLimitRule'];
export type CreditLimitStepDto = components['schemas']['CreditLimitStepDto'];
export type CreditNoticeAcknowledgementDto = components['schemas']['CreditNoticeAcknowledgementDto'];
export type CreditScoreDto = components['schemas']['CreditScoreDto'];
export type CreditScorePointDto = components['schemas']['CreditScorePointDto'];
export type CurrentLoanDto = components['schemas']['CurrentLoanDto'];
export type DashboardDto = components['schemas']['DashboardDto'];
export type DashboardMemberDto = components['schemas']['DashboardMemberDto'];
export type DayFlowsDto = components['schemas']['DayFlowsDto'];
export type DaysPastDueBucket = components['schemas']['DaysPastDueBucket'];
export type DesignationRequestDto = components['schemas']['DesignationRequestDto'];
export type DisclosureBorrowerDto = components['schemas']['DisclosureBorrowerDto'];
export type DisclosureCompanyDto = components['schemas']['DisclosureCompanyDto'];
export type DisclosureDto = components['schemas']['DisclosureDto'];
export type DocumentKind = components['schemas']['DocumentKind'];
export type DocumentViewDto = components['schemas']['DocumentViewDto'];
export type DraftSuspiciousDto = components['schemas']['DraftSuspiciousDto'];
export type EmploymentDto = components['schemas']['EmploymentDto'];
export type EntryKind = components['schemas']['EntryKind'];
export type EwalletCheckoutDto = components['schemas']['EwalletCheckoutDto'];
export type EwalletPaymentRequestDto = components['schemas']['EwalletPaymentRequestDto'];
export type FieldRefusalDto = components['schemas']['FieldRefusalDto'];
export type FileReportDto = components['schemas']['FileReportDto'];
export type FlowsDto = components['schemas']['FlowsDto'];
export type FourEyesRequestedDto = components['schemas']['FourEyesRequestedDto'];
export type Gender = components['schemas']['Gender'];
export type HardshipAskDto = components['schemas']['HardshipAskDto'];
export type HardshipDecideDto = components['schemas']['HardshipDecideDto'];
export type HardshipDecision = components['schemas']['HardshipDecision'];
export type HardshipKind = components['schemas']['HardshipKind'];
export type HardshipListDto = components['schemas']['HardshipListDto'];
export type HardshipPreviewDto = components['schemas']['HardshipPreviewDto'];
export type HardshipRejectionReason = components['schemas']['HardshipRejectionReason'];
export type HardshipRequestDto = components['schemas']['HardshipRequestDto'];
export type HardshipStatus = components['schemas']['HardshipStatus'];
export type HealthDto = components['schemas']['HealthDto'];
export type HistoryItemDto = components['schemas']['HistoryItemDto'];
export type HistoryPageDto = components['schemas']['HistoryPageDto'];
export type HolidayDto = components['schemas']['HolidayDto'];
export type HolidayListDto = components['schemas']['HolidayListDto'];
export type IdentityDto = components['schemas']['IdentityDto'];
export type IdentityViewDto = components['schemas']['IdentityViewDto'];
export type ImageType = components['schemas']['ImageType'];
export type IncomeStatementDto = components['schemas']['IncomeStatementDto'];
export type InfoState = components['schemas']['InfoState'];
export type InfoStateDto = components['schemas']['InfoStateDto'];
export type KycDecidedDataDto = components['schemas']['KycDecidedDataDto'];
export type KycDecidedEventDto = components['schemas']['KycDecidedEventDto'];
export type KycDecision = components['schemas']['KycDecision'];
export type KycDecisionDto = components['schemas']['KycDecisionDto'];
export type KycReasonCode = components['schemas']['KycReasonCode'];
export type KycReasonDto = components['schemas']['KycReasonDto'];
export type KycReasonListDto = components['schemas']['KycReasonListDto'];
export type KycReviewViewDto = components['schemas']['KycReviewViewDto'];
export type KycStatus = components['schemas']['KycStatus'];
export type KycSummaryDto = components['schemas']['KycSummaryDto'];
export type LateChargeWaiverRequestDto = components['schemas']['LateChargeWaiverRequestDto'];
export type LedgerAccountType = components['schemas']['LedgerAccountType'];
export type ListUploadDto = components['schemas']['ListUploadDto'];
export type ListVersionDto = components['schemas']['ListVersionDto'];
export type ListVersionListDto = components['schemas']['ListVersionListDto'];
export type ListedAliasDto = components['schemas']['ListedAliasDto'];
export type ListedBirthDateDto = components['schemas']['ListedBirthDateDto'];
export type ListedDocumentDto = components['schemas']['ListedDocumentDto'];
export type LoanApplyRequestDto = components['schemas']['LoanApplyRequestDto'];
export type LoanBalanceDto = components['schemas']['LoanBalanceDto'];
export type LoanCreatedDto = components['schemas']['LoanCreatedDto'];
export type LoanDto = components['schemas']['LoanDto'];
export type LoanMessageDto = components['schemas']['LoanMessageDto'];
export type LoanPortfolioDto = components['schemas']['LoanPortfolioDto'];
export type LoanQuoteDto = components['schemas']['LoanQuoteDto'];
export type LoanQuoteRequestDto = components['schemas']['LoanQuoteRequestDto'];
export type LoanReceivablesDto = components['schemas']['LoanReceivablesDto'];
export type LoanScheduleRowDto = components['schemas']['LoanScheduleRowDto'];
export type LoanSecondApprovalDto = components['schemas']['LoanSecondApprovalDto'];
export type LoanSettingsDto = components['schemas']['LoanSettingsDto'];
export type LoanStatus = components['schemas']['LoanStatus'];
export type LoanStatusChangedDataDto = components['schemas']['LoanStatusChangedDataDto'];
export type LoanStatusChangedEventDto = components['schemas']['LoanStatusChangedEventDto'];
export type LoginDto = components['schemas']['LoginDto'];
export type LogoutDto = components['schemas']['LogoutDto'];
export type MemberDataDto = components['schemas']['MemberDataDto'];
export type MemberDto = components['schemas']['MemberDto'];
export type MessageDto = components['schemas']['MessageDto'];
export type MoneyCentavos = components['schemas']['MoneyCentavos'];
export type NotificationChannel = components['schemas']['NotificationChannel'];
export type NotificationDto = components['schemas']['NotificationDto'];
export type NotificationListDto = components['schemas']['NotificationListDto'];
export type OfficerDocumentViewDto = components['schemas']['OfficerDocumentViewDto'];
export type OfficerKycReviewViewDto = components['schemas']['OfficerKycReviewViewDto'];
export type OfficerLoanDto = components['schemas']['OfficerLoanDto'];
export type OfficerLoanListDto = components['schemas']['OfficerLoanListDto'];
export type OfficerLoanSummaryDto = components['schemas']['OfficerLoanSummaryDto'];
export type OfficerMemberDetailDto = components['schemas']['OfficerMemberDetailDto'];
export type OfficerMemberListDto = components['schemas']['OfficerMemberListDto'];
export type OfficerMemberListItemDto = components['schemas']['OfficerMemberListItemDto'];
export type OfficerMemberLoansDto = components['schemas']['OfficerMemberLoansDto'];
export type OfficerMemberSmsDto = components['schemas']['OfficerMemberSmsDto'];
export type OfficerMemberSmsListDto = components['schemas']['OfficerMemberSmsListDto'];
export type OfficerMemberWalletDto = components['schemas']['OfficerMemberWalletDto'];
export type OfficerPaymentDto = components['schemas']['OfficerPaymentDto'];
export type OfficerPaymentListDto = components['schemas']['OfficerPaymentListDto'];
export type OfficerPaymentRequestDto = components['schemas']['OfficerPaymentRequestDto'];
export type OfficerSupportAnswerDto = components['schemas']['OfficerSupportAnswerDto'];
export type OfficerSupportTicketDto = components['schemas']['OfficerSupportTicketDto'];
export type OfficerSupportTicketListDto = components['schemas']['OfficerSupportTicketListDto'];
export type OfficerSupportTicketSummaryDto = components['schemas']['OfficerSupportTicketSummaryDto'];
export type OfficerWithdrawalDto = components['schemas']['OfficerWithdrawalDto'];
export type OfficerWithdrawalListDto = components['schemas']['OfficerWithdrawalListDto'];
export type OkDto = components['schemas']['OkDto'];
export type OpenSupportTicketDto = components['schemas']['OpenSupportTicketDto'];
export type OverdueLoanDto = components['schemas']['OverdueLoanDto'];
export type ParDto = components['schemas']['ParDto'];
export type ParMonthDto = components['schemas']['ParMonthDto'];
export type PayChannel = components['schemas']['PayChannel'];
export type PayLoanDto = components['schemas']['PayLoanDto'];
export type PayOptionDto = components['schemas']['PayOptionDto'];
export type PayOptionKind = components['schemas']['PayOptionKind'];
export type PayOptionReasonDto = components['schemas']['PayOptionReasonDto'];
export type PayPageDto = components['schemas']['PayPageDto'];
export type PaymentChannel = components['schemas']['PaymentChannel'];
export type PaymentDiscrepancy = components['schemas']['PaymentDiscrepancy'];
export type PaymentReceivedDataDto = components['schemas']['PaymentReceivedDataDto'];
export type PaymentReceivedEventDto = components['schemas']['PaymentReceivedEventDto'];
export type PaymentReversalRequestDto = components['schemas']['PaymentReversalRequestDto'];
export type PaymentState = components['schemas']['PaymentState'];
export type PayoutRail = components['schemas']['PayoutRail'];
export type PendingActionAboutDto = components['schemas']['PendingActionAboutDto'];
export type PendingActionChangeDto = components['schemas']['PendingActionChangeDto'];
export type PendingActionDto = components['schemas']['PendingActionDto'];
export type PendingActionListDto = components['schemas']['PendingActionListDto'];
export type PendingActionStatus = components['schemas']['PendingActionStatus'];
export type PersonalDto = components['schemas']['PersonalDto'];
export type PersonalViewDto = components['schemas']['PersonalViewDto'];
export type PortfolioDto = components['schemas']['PortfolioDto'];
export type PortfolioLoanDto = components['schemas']['PortfolioLoanDto'];
export type PortfolioStageDto = components['schemas']['PortfolioStageDto'];
export type PrescreenDto = components['schemas']['PrescreenDto'];
export type ProductSettingsDto = components['schemas']['ProductSettingsDto'];
export type ProductSettingsVersionDto = components['schemas']['ProductSettingsVersionDto'];
export type ProductSettingsViewDto = components['schemas']['ProductSettingsViewDto'];
export type PromiseRequestDto = components['schemas']['PromiseRequestDto'];
export type PromiseStatus = components['schemas']['PromiseStatus'];
export type PromiseToPayDto = components['schemas']['PromiseToPayDto'];
export type ProposeWriteOffDto = components['schemas']['ProposeWriteOffDto'];
export type ProvisioningRatesDto = components['schemas']['ProvisioningRatesDto'];
export type ProvisioningRatesVersionDto = components['schemas']['ProvisioningRatesVersionDto'];
export type ProvisioningRatesViewDto = components['schemas']['ProvisioningRatesViewDto'];
export type QueueCountsDto = components['schemas']['QueueCountsDto'];
export type QuoteScheduleRowDto = components['schemas']['QuoteScheduleRowDto'];
export type RateDto = components['schemas']['RateDto'];
export type RateSource = components['schemas']['RateSource'];
export type RatesDto = components['schemas']['RatesDto'];
export type ReceiptDto = components['schemas']['ReceiptDto'];
export type ReceiptKind = components['schemas']['ReceiptKind'];
export type ReconciliationItemDto = components['schemas']['ReconciliationItemDto'];
export type ReconciliationItemKind = components['schemas']['ReconciliationItemKind'];
export type ReconciliationRunDetailDto = components['schemas']['ReconciliationRunDetailDto'];
export type ReconciliationRunDto = components['schemas']['ReconciliationRunDto'];
export type ReconciliationRunListDto = components['schemas']['ReconciliationRunListDto'];
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
export type RejectReasonListDto = components['schemas']['RejectReasonListDto'];
export type ReloanOfferDto = components['schemas']['ReloanOfferDto'];
export type ReloanProfileProblem = components['schemas']['ReloanProfileProblem'];
export type ReloanRequestDto = components['schemas']['ReloanRequestDto'];
export type RepayRequestDto = components['schemas']['RepayRequestDto'];
export type RepaymentDto = components['schemas']['RepaymentDto'];
export type RepaymentKind = components['schemas']['RepaymentKind'];
export type RepaymentRecordKind = components['schemas']['RepaymentRecordKind'];
export type RepaymentResultDto = components['schemas']['RepaymentResultDto'];
export type RepaymentSource = components['schemas']['RepaymentSource'];
export type ReportDto = components['schemas']['ReportDto'];
export type ReportFormat = components['schemas']['ReportFormat'];
export type ReportListDto = components['schemas']['ReportListDto'];
export type ResolveItemDto = components['schemas']['ResolveItemDto'];
export type Role = components['schemas']['Role'];
export type RunCountsDto = components['schemas']['RunCountsDto'];
export type SanctionsAliasQuality = components['schemas']['SanctionsAliasQuality'];
export type SanctionsCaseStatus = components['schemas']['SanctionsCaseStatus'];
export type SanctionsEntryDto = components['schemas']['SanctionsEntryDto'];
export type SanctionsEntryKind = components['schemas']['SanctionsEntryKind'];
export type SanctionsListOrigin = components['schemas']['SanctionsListOrigin'];
export type SanctionsSource = components['schemas']['SanctionsSource'];
export type SchedulePreviewDto = components['schemas']['SchedulePreviewDto'];
export type ScheduleRowStatus = components['schemas']['ScheduleRowStatus'];
export type ScheduleVersionDto = components['schemas']['ScheduleVersionDto'];
export type ScheduleVersionListDto = components['schemas']['ScheduleVersionListDto'];
export type ScheduleVersionRowDto = components['schemas']['ScheduleVersionRowDto'];
export type ScheduleVersionSignedDto = components['schemas']['ScheduleVersionSignedDto'];
export type ScheduleVersionStatus = components['schemas']['ScheduleVersionStatus'];
export type ScreenedMemberDto = components['schemas']['ScreenedMemberDto'];
export type ScreeningTrigger = components['schemas']['ScreeningTrigger'];
export type SearchHitDto = components['schemas']['SearchHitDto'];
export type SearchResultDto = components['schemas']['SearchResultDto'];
export type SetRateDto = components['schemas']['SetRateDto'];
export type SettlementUploadDto = components['schemas']['SettlementUploadDto'];
export type SignFinishRequestDto = components['schemas']['SignFinishRequestDto'];
export type SiteDto = components['schemas']['SiteDto'];
export type SmsTemplateDto = components['schemas']['SmsTemplateDto'];
export type SmsTemplateListDto = components['schemas']['SmsTemplateListDto'];
export type SmsTemplateRequestDto = components['schemas']['SmsTemplateRequestDto'];
export type StaffAccountDto = components['schemas']['StaffAccountDto'];
export type StaffAnswerDto = components['schemas']['StaffAnswerDto'];
export type StaffListDto = components['schemas']['StaffListDto'];
export type StaffRole = components['schemas']['StaffRole'];
export type StaffRolesDto = components['schemas']['StaffRolesDto'];
export type StageMeasurementDto = components['schemas']['StageMeasurementDto'];
export type StatementLineDto = components['schemas']['StatementLineDto'];
export type StatusCardDto = components['schemas']['StatusCardDto'];
export type StatusColour = components['schemas']['StatusColour'];
export type StatusIcon = components['schemas']['StatusIcon'];
export type StrReasonCode = components['schemas']['StrReasonCode'];
export type SupportMessageDto = components['schemas']['SupportMessageDto'];
export type SupportMessageRequestDto = components['schemas']['SupportMessageRequestDto'];
export type SupportSource = components['schemas']['SupportSource'];
export type SupportStatus = components['schemas']['SupportStatus'];
export type SupportTicketAnswerDto = components['schemas']['SupportTicketAnswerDto'];
export type SupportTicketDto = components['schemas']['SupportTicketDto'];
export type SupportTicketListDto = components['schemas']['SupportTicketListDto'];
export type SupportTicketSummaryDto = components['schemas']['SupportTicketSummaryDto'];
export type SupportTopic = components['schemas']['SupportTopic'];
export type SuspenseAssignRequestDto = components['schemas']['SuspenseAssignRequestDto'];
export type SuspenseDto = components['schemas']['SuspenseDto'];
export type SuspenseEntryDto = components['schemas']['SuspenseEntryDto'];
export type SuspenseListDto = components['schemas']['SuspenseListDto'];
export type SuspensePaymentDto = components['schemas']['SuspensePaymentDto'];
export type SuspenseState = components['schemas']['SuspenseState'];
export type SuspenseTarget = components['schemas']['SuspenseTarget'];
export type TokenPairDto = components['schemas']['TokenPairDto'];
export type TrialBalanceDto = components['schemas']['TrialBalanceDto'];
export type TrialBalanceRowDto = components['schemas']['TrialBalanceRowDto'];
export type UnconfirmedPaymentDto = components['schemas']['UnconfirmedPaymentDto'];
export type UnconfirmedPaymentListDto = components['schemas']['UnconfirmedPaymentListDto'];
export type UnconfirmedPaymentState = components['schemas']['UnconfirmedPaymentState'];
export type UnreadCountDto = components['schemas']['UnreadCountDto'];
export type UpdateState = components['schemas']['UpdateState'];
export type UpdateStateDto = components['schemas']['UpdateStateDto'];
export type UpsertCurrencyDto = components['schemas']['UpsertCurrencyDto'];
export type WalletDirection = components['schemas']['WalletDirection'];
export type WalletDto = components['schemas']['WalletDto'];
export type WalletPayDto = components['schemas']['WalletPayDto'];
export type WebhookDeliveryDto = components['schemas']['WebhookDeliveryDto'];
export type WebhookDeliveryListDto = components['schemas']['WebhookDeliveryListDto'];
export type WebhookDeliveryStatus = components['schemas']['WebhookDeliveryStatus'];
export type WebhookEventType = components['schemas']['WebhookEventType'];
export type WebhookNoAnswer = components['schemas']['WebhookNoAnswer'];
export type WebhookSubscriptionDto = components['schemas']['WebhookSubscriptionDto'];
export type WebhookSubscriptionListDto = components['schemas']['WebhookSubscriptionListDto'];
export type WeekFlowsDto = components['schemas']['WeekFlowsDto'];
export type WithdrawalAnswerDto = components['schemas']['WithdrawalAnswerDto'];
export type WithdrawalDestinationDto = components['schemas']['WithdrawalDestinationDto'];
export type WithdrawalDto = components['schemas']['WithdrawalDto'];
export type WithdrawalListDto = components['schemas']['WithdrawalListDto'];
export type WithdrawalQuoteDto = components['schemas']['WithdrawalQuoteDto'];
export type WithdrawalStatus = components['schemas']['WithdrawalStatus'];
export type WithdrawalStatusChangedDataDto = components['schemas']['WithdrawalStatusChangedDataDto'];
export type WithdrawalStatusChangedEventDto = components['schemas']['WithdrawalStatusChangedEventDto'];
export type WithdrawnReason = components['schemas']['WithdrawnReason'];
export type WriteOffRecordDto = components['schemas']['WriteOffRecordDto'];
export type WriteOffViewDto = components['schemas']['WriteOffViewDto'];
export type XenditPaymentCallbackResultDto = components['schemas']['XenditPaymentCallbackResultDto'];
export type XenditPayoutCallbackResultDto = components['schemas']['XenditPayoutCallbackResultDto'];
export type $defs = Record<string, never>;
export interface operations {
    CloseOfBusinessController_run: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Close of business: run or resume now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CloseOfBusinessRunResultDto"];
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
    ClosedPeriodsController_view: {
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
            /** @description Read the closed periods */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClosedPeriodsViewDto"];
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
    ClosedPeriodsController_propose: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClosePeriodDto"];
            };
        };
        responses: {
            /** @description The close waits for its second admin (`pending`). */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClosedPeriodsViewDto"];
                };
            };
            /** @description `month` is not a month (`apiBooks.month`). */
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
            /** @description The month has not ended (`apiBooks.monthNotEnded`), the close of business has not closed its last day (`apiBooks.closeOfBusinessBehind`), it is closed already (`apiBooks.alreadyClosed`), or a close already waits (`apiFourEyes.alreadyWaiting`). */
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
    AdminCurrenciesController_list: {
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
            /** @description List every currency */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCurrencyListDto"];
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
    AmlHolidaysController_list: {
        parameters: {
            query?: {
                /** @description This year (Manila) unless asked. */
                year?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List the holidays of a year */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HolidayListDto"];
                };
            };
            /** @description errors.year */
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
    AmlHolidaysController_add: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddHolidayDto"];
            };
        };
        responses: {
            /** @description Add a holiday */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HolidayDto"];
                };
            };
            /** @description errors.day (apiAml.day, apiAml.holidayExists), errors.name */
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
    AmlHolidaysController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                day: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Remove a holiday */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HolidayDto"];
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
            /** @description apiAml.holidayNotFound */
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
    ProvisioningRatesController_view: {
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
            /** @description Read the provisioning rates */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProvisioningRatesViewDto"];
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
    ProvisioningRatesController_propose: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeProvisioningRatesDto"];
            };
        };
        responses: {
            /** @description The change waits for its second check (`pending`). */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProvisioningRatesViewDto"];
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
            /** @description A change already waits for its second check (`apiFourEyes.alreadyWaiting`). */
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
    SettingsController_view: {
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
            /** @description Read the product settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductSettingsViewDto"];
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
    SettingsController_propose: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeProductSettingsDto"];
            };
        };
        responses: {
            /** @description The change waits for its second check (`pending`). */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductSettingsViewDto"];
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
            /** @description A change already waits for its second check (`apiFourEyes.alreadyWaiting`). */
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
    AdminSmsTemplatesController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SmsTemplateRequestDto"];
            };
        };
        responses: {
            /** @description Rewrite an SMS template */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SmsTemplateDto"];
                };
            };
            /** @description A text refused. */
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
            /** @description No such template. */
            404: {
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
    StaffController_list: {
        parameters: {
            query?: {
                /** @description The `nextCursor` of the page before (opaque); without it, the first page. */
                cursor?: string;
                /** @description Rows a page: 1 to 200 (default 50). */
                limit?: string;
                /** @description A part of the name or the phone number. */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List staff accounts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffListDto"];
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
    StaffController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateStaffDto"];
            };
        };
        responses: {
            /** @description Ask for a staff account */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FourEyesRequestedDto"];
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
            /** @description The phone number already has an account (`apiStaff.phoneTaken`). */
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
    StaffController_deactivate: {
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
            /** @description Deactivate a staff account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffAnswerDto"];
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
            /** @description No staff account has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description One's own account, the last active admin, or already deactivated. */
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
    StaffController_reset: {
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
            /** @description Ask to reset a staff account's password */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FourEyesRequestedDto"];
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
            /** @description No staff account has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The account is deactivated, or a reset already waits. */
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
    StaffController_setRoles: {
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
                "application/json": components["schemas"]["StaffRolesDto"];
            };
        };
        responses: {
            /** @description Ask to change a staff account's roles */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FourEyesRequestedDto"];
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
            /** @description No staff account has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description The account is deactivated, or a change of its roles already waits. */
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
    WebhooksController_list: {
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
            /** @description List webhook subscriptions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookSubscriptionListDto"];
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
    WebhooksController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWebhookDto"];
            };
        };
        responses: {
            /** @description Subscribe an endpoint to events */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedWebhookDto"];
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
    WebhooksController_deliveries: {
        parameters: {
            query?: {
                /** @description The `nextCursor` of the page before (opaque); without it, the first page. */
                cursor?: string;
                /** @description Rows a page: 1 to 200 (default 50). */
                limit?: string;
                /** @description Only deliveries with this status. */
                status?: components["schemas"]["WebhookDeliveryStatus"];
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List a subscription's deliveries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryListDto"];
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
            /** @description The member has none of the roles ADMIN (`apiErrors.forbidden`). */
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
    WebhooksController_disable: {
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
            /** @description Disable a webhook subscription */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookSubscriptionDto"];
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
            /** @description No such resource, or another member's (`apiErrors.notFound`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description Already disabled (`apiWebhooks.alreadyDisabled`). */
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
            /** @description The phone number was registered between the code and this request: errors.phoneNumber (`apiAuth.phoneTaken`). */
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
    AutoDebitController_read: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Read the auto-debit setting */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AutoDebitDto"];
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
    AutoDebitController_set: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AutoDebitRequestDto"];
            };
        };
        responses: {
            /** @description Turn auto-debit on or off */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AutoDebitDto"];
                };
            };
            /** @description errors.enabled */
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
    CurrenciesController_available: {
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
            /** @description List the currencies of a loan */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AvailableCurrencyListDto"];
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
            /** @description The signature does not match the body (`apiPayments.badSignature`); counted, and recorded once per address and window. */
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
            /** @description This address sent too many refused notifications in the window (`apiErrors.tooManyAttempts`); `Retry-After` says when it may again. */
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
    ComplianceController_list: {
        parameters: {
            query?: {
                /** @description The `nextCursor` of the page before (opaque); without it, the first page. */
                cursor?: string;
                /** @description Rows a page: 1 to 200 (default 50). */
                limit?: string;
                /** @description Only the cases in this status (default OPEN). */
                status?: components["schemas"]["SanctionsCaseStatus"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List sanctions cases */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseListDto"];
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
            /** @description The member has none of the roles COMPLIANCE (`apiErrors.forbidden`). */
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
    ComplianceController_read: {
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
            /** @description Read a sanctions case */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseDto"];
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
            /** @description The member has none of the roles COMPLIANCE (`apiErrors.forbidden`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description apiSanctions.caseNotFound */
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
    ComplianceController_clear: {
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
                "application/json": components["schemas"]["CaseReasonDto"];
            };
        };
        responses: {
            /** @description Clear a case as a false positive */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseDto"];
                };
            };
            /** @description errors.reason */
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
            /** @description The member has none of the roles COMPLIANCE (`apiErrors.forbidden`). A `phoneNumber` in the body that is not the member's own (`apiErrors.ownAccountOnly`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description apiSanctions.caseNotFound */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description apiSanctions.caseDecided */
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
    ComplianceController_confirm: {
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
                "application/json": components["schemas"]["CaseReasonDto"];
            };
        };
        responses: {
            /** @description The case, its confirmation waiting. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseDto"];
                };
            };
            /** @description errors.reason */
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
            /** @description The member has none of the roles COMPLIANCE (`apiErrors.forbidden`). A `phoneNumber` in the body that is not the member's own (`apiErrors.ownAccountOnly`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description apiSanctions.caseNotFound */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description apiSanctions.caseDecided, apiFourEyes.alreadyWaiting */
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
    ComplianceController_checkConfirm: {
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
            /** @description Check a colleague's confirmation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseDto"];
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
            /** @description apiFourEyes.ownAction */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description apiSanctions.caseNotFound */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description apiSanctions.caseDecided (no confirmation waits) */
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
    ComplianceController_designate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DesignationRequestDto"];
            };
        };
        responses: {
            /** @description Add a designation by hand */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListVersionDto"];
                };
            };
            /** @description errors.name, errors.source, errors.birthDate, errors.nationality, errors.aliases */
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
            /** @description The member has none of the roles COMPLIANCE (`apiErrors.forbidden`). A `phoneNumber` in the body that is not the member's own (`apiErrors.ownAccountOnly`). */
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
    ComplianceController_versions: {
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
            /** @description List the sanctions list versions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListVersionListDto"];
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
            /** @description The member has none of the roles COMPLIANCE (`apiErrors.forbidden`). */
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
    ComplianceController_upload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ListUploadDto"];
            };
        };
        responses: {
            /** @description Import the UN consolidated list */
            201: {
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
                    "application/json": components["schemas"]["ListVersionDto"];
                };
            };
            /** @description errors.xml (apiSanctions.listNotXml, listNotConsolidated, listTooLarge, ...), errors.filename */
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
            /** @description The member has none of the roles COMPLIANCE (`apiErrors.forbidden`). A `phoneNumber` in the body that is not the member's own (`apiErrors.ownAccountOnly`). */
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
    AmlReportsController_members: {
        parameters: {
            query?: {
                /** @description A name, or 4 or more digits of a phone number; 2 to 100 characters. */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Find members */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComplianceMemberListDto"];
                };
            };
            /** @description errors.q */
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
            /** @description The member has none of the roles COMPLIANCE (`apiErrors.forbidden`). */
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
    AmlReportsController_member: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                memberId: string;
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
                    "application/json": components["schemas"]["ComplianceMemberDto"];
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
            /** @description The member has none of the roles COMPLIANCE (`apiErrors.forbidden`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description apiAml.memberNotFound */
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
    AmlReportsController_draft: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                memberId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DraftSuspiciousDto"];
            };
        };
        responses: {
            /** @description Draft a suspicious transaction report */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportDto"];
                };
            };
            /** @description errors.reasonCodes, errors.narrative */
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
            /** @description The member has none of the roles COMPLIANCE (`apiErrors.forbidden`). A `phoneNumber` in the body that is not the member's own (`apiErrors.ownAccountOnly`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description apiAml.memberNotFound */
            404: {
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
    AmlReportsController_list: {
        parameters: {
            query?: {
                /** @description The `nextCursor` of the page before (opaque); without it, the first page. */
                cursor?: string;
                /** @description Rows a page: 1 to 200 (default 50). */
                limit?: string;
                /** @description Only this kind. */
                kind?: components["schemas"]["AmlReportKind"];
                /** @description Only this member's reports. */
                memberId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List the transaction reports */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportListDto"];
                };
            };
            /** @description errors.kind, errors.memberId, errors.cursor, errors.limit */
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
            /** @description The member has none of the roles COMPLIANCE (`apiErrors.forbidden`). */
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
    AmlReportsController_export: {
        parameters: {
            query?: {
                /** @description CTR unless asked. */
                kind?: components["schemas"]["AmlReportKind"];
                /** @description First transaction day; without from and to, every unfiled report. */
                from?: string;
                /** @description Last transaction day. */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Export reports for the AMLC */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description errors.kind, errors.from, errors.to */
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
            /** @description The member has none of the roles COMPLIANCE (`apiErrors.forbidden`). */
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
    AmlReportsController_read: {
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
            /** @description Read a transaction report */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportDto"];
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
            /** @description The member has none of the roles COMPLIANCE (`apiErrors.forbidden`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description apiAml.reportNotFound */
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
    AmlReportsController_file: {
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
                "application/json": components["schemas"]["FileReportDto"];
            };
        };
        responses: {
            /** @description Mark a report filed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportDto"];
                };
            };
            /** @description errors.reference */
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
            /** @description The member has none of the roles COMPLIANCE (`apiErrors.forbidden`). A `phoneNumber` in the body that is not the member's own (`apiErrors.ownAccountOnly`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description apiAml.reportNotFound */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description apiAml.alreadyFiled */
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
            /** @description The score (0 to 1000), its band, each factor with its points and a sentence, and its history. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditScoreDto"];
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
            /** @description List the member's signed contracts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContractListDto"];
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
                    /** @description Present, `true`, when this answers a replay of an earlier request with the same Idempotency-Key: nothing was done again. */
                    "Idempotent-Replayed"?: "true";
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
    HardshipController_versions: {
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
            /** @description List a loan's schedule versions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduleVersionListDto"];
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
            /** @description No such loan of the member (loan.notFound). */
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
    HardshipController_signFinish: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                loanNumber: string;
                version: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignFinishRequestDto"];
            };
        };
        responses: {
            /** @description Sign a new schedule with the code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduleVersionSignedDto"];
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
            /** @description apiHardship.noPendingVersion; apiHardship.scheduleChanged (a payment since the approval changed it: withdrawn) */
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
    HardshipController_signStart: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                loanNumber: string;
                version: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 'We sent a code to your phone.' */
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
            /** @description apiHardship.noPendingVersion */
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
    ReceiptsController_statement: {
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
            /** @description The PDF. */
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
    MemberDataController_close: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CloseAccountDto"];
            };
        };
        responses: {
            /** @description Close my account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description `apiAccountClosure.password` on the password field. */
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
            /** @description What stops it: `apiAccountClosure.loanOpen`, `applicationPending`, `withdrawalPending` or `walletBalance`, each saying what to do first. */
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
    MemberDataController_export: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Download my data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberDataDto"];
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
    MemberDataController_pdf: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
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
            /** @description `apiMemberData.pdfLimited`, with Retry-After. */
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
    InboxController_list: {
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
                    "application/json": components["schemas"]["NotificationListDto"];
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
    InboxController_unread: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Count my unread notifications */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnreadCountDto"];
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
    AuditTrailController_list: {
        parameters: {
            query?: {
                /** @description The `nextCursor` of the page before (opaque); without it, the first page. */
                cursor?: string;
                /** @description Rows a page: 1 to 200 (default 50). */
                limit?: string;
                /** @description Only what this staff member did: their phone number (e.g. 09000000001) or id. */
                staff?: string;
                /** @description Only what concerns this member: their phone number or id. */
                member?: string;
                /** @description Only what concerns this loan: its loan number. */
                loan?: string;
                /** @description From this day (Manila), YYYY-MM-DD. */
                from?: string;
                /** @description To this day (Manila) included, YYYY-MM-DD. */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The events, newest first, a page at a time (`nextCursor`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditListDto"];
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
    CloseOfBusinessController_progress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Close of business: progress */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CloseOfBusinessProgressDto"];
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
    CollectionsController_list: {
        parameters: {
            query?: {
                /** @description The `nextCursor` of the page before (opaque); without it, the first page. */
                cursor?: string;
                /** @description Rows a page: 1 to 200 (default 50). */
                limit?: string;
                /** @description Only the loans of this bucket of days past due. */
                bucket?: components["schemas"]["DaysPastDueBucket"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List overdue loans by bucket */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CollectionsDto"];
                };
            };
            /** @description `bucket`, `cursor` or `limit` not understood. */
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
    CollectionsController_read: {
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
            /** @description Read a collection case */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CollectionCaseDto"];
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
            /** @description No running loan with this number. */
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
    CollectionsController_contact: {
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
                "application/json": components["schemas"]["ContactRequestDto"];
            };
        };
        responses: {
            /** @description The case with the contact logged. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CollectionCaseDto"];
                };
            };
            /** @description A field refused. */
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
            /** @description No running loan with this number. */
            404: {
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
    CollectionsController_promise: {
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
                "application/json": components["schemas"]["PromiseRequestDto"];
            };
        };
        responses: {
            /** @description The case with the promise. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CollectionCaseDto"];
                };
            };
            /** @description A field refused. */
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
            /** @description No running loan with this number. */
            404: {
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
    CollectionsController_sms: {
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
                "application/json": components["schemas"]["CollectionSmsRequestDto"];
            };
        };
        responses: {
            /** @description The case with the message sent. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CollectionCaseDto"];
                };
            };
            /** @description errors.template: 'apiCollections.template' (unknown), 'apiCollections.templateLink' (it holds a link) or 'apiCollections.templateDate' (it writes a date as YYYY-MM-DD). */
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
            /** @description No running loan with this number. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description Outside 6 am to 10 pm Manila time (apiCollections.quietHours), or one already sent today (apiCollections.oneADay). */
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
                /** @description PENDING (the default), APPROVED, REJECTED or WITHDRAWN. */
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
            /** @description apiFourEyes.notPending ('This action was already checked.'), apiFourEyes.withdrawn (its subject closed or its maker deactivated), or what carrying it out refused */
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
                /** @description PENDING (the default), APPROVED, REJECTED or CLOSED (still waiting when its loan was paid off). */
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
            header: {
                "idempotency-key": string;
                /** @description One key per proposal (the console sends the one made when the preview rendered): the same key again answers the proposal it made. */
                "Idempotency-Key"?: string;
            };
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
            /** @description errors.decision, errors.note, errors.rejectionReason (required with REJECT) */
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
            /** @description apiHardship.notPending, apiFourEyes.alreadyWaiting; at the check: apiHardship.amountTooLow, apiHardship.versionWaiting, apiHardship.loanClosed */
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
    OfficerHardshipController_preview: {
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
            /** @description Preview a hardship request */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HardshipPreviewDto"];
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
            /** @description apiHardship.notFound */
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
    OfficerMembersController_reasons: {
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
            /** @description The fixed list of rejection reasons, with the words the member reads, in the request's language (Accept-Language), a page at a time. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KycReasonListDto"];
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
    OfficerLoansController_approvalReasons: {
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
            /** @description The fixed list of approval reasons, with the words the member reads, in the request's language (Accept-Language), a page at a time. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApprovalReasonListDto"];
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
    OfficerLoansController_reasons: {
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
            /** @description The fixed list of rejection reasons, with the words the member sees, in the request's language (Accept-Language), a page at a time. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RejectReasonListDto"];
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
            /** @description errors.amount / errors.installmentCount / errors.reasonCode / errors.note / errors.dtiOverrideReason (above the debt-to-income limit without a reason) */
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
    LateChargeWaiversController_ask: {
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
                "application/json": components["schemas"]["LateChargeWaiverRequestDto"];
            };
        };
        responses: {
            /** @description Ask to waive an instalment's late charge */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FourEyesRequestedDto"];
                };
            };
            /** @description errors.instalment, errors.amount (apiLateCharges.amountAbove: more than the instalment still owes), errors.reason. */
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
            /** @description apiLateCharges.loanNotFound */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description apiLateCharges.notRunning, apiLateCharges.nothingToWaive, apiFourEyes.alreadyWaiting; at the check: apiLateCharges.changed. */
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
    WriteOffsController_view: {
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
            /** @description A loan's write-off */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WriteOffViewDto"];
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
    WriteOffsController_propose: {
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
                "application/json": components["schemas"]["ProposeWriteOffDto"];
            };
        };
        responses: {
            /** @description Propose the write-off of a loan */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FourEyesRequestedDto"];
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
            /** @description The loan is not running (`apiWriteOffs.notRunning`), owes nothing (`apiWriteOffs.nothingOwed`), or a write-off already waits (`apiFourEyes.alreadyWaiting`). */
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
    OfficerMemberPictureController_creditScore: {
        parameters: {
            query?: {
                /** @description The `nextCursor` of the page before (opaque); without it, the first page. */
                cursor?: string;
                /** @description Rows a page: 1 to 200 (default 50). */
                limit?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Read a member's credit score */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditScoreDto"];
                };
            };
            /** @description errors.cursor, errors.limit. */
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
            /** @description Read a member's credit score */
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
    OfficerMemberPictureController_loans: {
        parameters: {
            query?: {
                /** @description The `nextCursor` of the page before (opaque); without it, the first page. */
                cursor?: string;
                /** @description Rows a page: 1 to 200 (default 50). */
                limit?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List a member's loans with their schedules */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfficerMemberLoansDto"];
                };
            };
            /** @description errors.cursor, errors.limit. */
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
            /** @description List a member's loans with their schedules */
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
    OfficerMemberPictureController_sms: {
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
            /** @description List the SMS sent to a member */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfficerMemberSmsListDto"];
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
            /** @description List the SMS sent to a member */
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
    OfficerMemberPictureController_wallet: {
        parameters: {
            query?: {
                /** @description The `nextCursor` of the page before (opaque); without it, the first page. */
                cursor?: string;
                /** @description Rows a page: 1 to 200 (default 50). */
                limit?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Read a member's wallet */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfficerMemberWalletDto"];
                };
            };
            /** @description errors.cursor, errors.limit. */
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
            /** @description Read a member's wallet */
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
    PaymentReversalController_list: {
        parameters: {
            query?: {
                /** @description The `nextCursor` of the page before (opaque); without it, the first page. */
                cursor?: string;
                /** @description Rows a page: 1 to 200 (default 50). */
                limit?: string;
                /** @description The loan whose payments to list (all sources); without it, the payments received through a channel, across loans. */
                loanNumber?: string;
                /** @description A loan number, a receipt number or the channel's reference (spaces and case ignored). */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List payments */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfficerPaymentListDto"];
                };
            };
            /** @description errors.loanNumber, errors.q, errors.cursor, errors.limit. */
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
    PaymentReversalController_reverse: {
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
                "application/json": components["schemas"]["PaymentReversalRequestDto"];
            };
        };
        responses: {
            /** @description Ask to reverse a payment */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FourEyesRequestedDto"];
                };
            };
            /** @description No reason. */
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
            /** @description No such payment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description Already reversed or waiting, a pay-off, or not the latest payment of its loan. */
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
    AllowanceController_latest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The latest allowance by stage */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AllowanceDto"];
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
    OfficerQueuesController_counts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Count the work queues */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueueCountsDto"];
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
    ReconciliationController_list: {
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
            /** @description List reconciliation runs */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReconciliationRunListDto"];
                };
            };
            /** @description `cursor` or `limit` not understood. */
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
    ReconciliationController_upload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SettlementUploadDto"];
            };
        };
        responses: {
            /** @description The run with its counts and the first page of items. */
            201: {
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
                    "application/json": components["schemas"]["ReconciliationRunDetailDto"];
                };
            };
            /** @description The channel, the file name or the file refused (the line in `errors.csv`). */
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
            /** @description The member has none of the roles LOAN_OFFICER, ADMIN (`apiErrors.forbidden`). A `phoneNumber` in the body that is not the member's own (`apiErrors.ownAccountOnly`). */
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
    ReconciliationController_resolve: {
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
                "application/json": components["schemas"]["ResolveItemDto"];
            };
        };
        responses: {
            /** @description Resolve a difference */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReconciliationItemDto"];
                };
            };
            /** @description No note. */
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
            /** @description Resolve a difference */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description Matched, or already resolved. */
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
    ReconciliationController_unconfirmed: {
        parameters: {
            query?: {
                /** @description The `nextCursor` of the page before (opaque); without it, the first page. */
                cursor?: string;
                /** @description Rows a page: 1 to 200 (default 50). */
                limit?: string;
                /** @description OPEN (the default): still to look at; RESOLVED: marked resolved. */
                state?: components["schemas"]["UnconfirmedPaymentState"];
                /** @description A payment id or a payment reference, from its start. */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List payments the provider did not confirm */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnconfirmedPaymentListDto"];
                };
            };
            /** @description `state`, `cursor` or `limit` not understood. */
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
    ReconciliationController_resolveUnconfirmed: {
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
                "application/json": components["schemas"]["ResolveItemDto"];
            };
        };
        responses: {
            /** @description Mark an unconfirmed payment resolved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnconfirmedPaymentDto"];
                };
            };
            /** @description No note (`apiReconciliation.note`). */
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
            /** @description Mark an unconfirmed payment resolved */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description Already resolved (`apiReconciliation.notToResolve`). */
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
    ReconciliationController_read: {
        parameters: {
            query?: {
                /** @description The `nextCursor` of the page before (opaque); without it, the first page. */
                cursor?: string;
                /** @description Rows a page: 1 to 200 (default 50). */
                limit?: string;
                /** @description Only the items of this kind. */
                kind?: components["schemas"]["ReconciliationItemKind"];
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Read a reconciliation run */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReconciliationRunDetailDto"];
                };
            };
            /** @description `kind`, `cursor` or `limit` not understood. */
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
            /** @description Read a reconciliation run */
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
    ReportsController_balanceSheet: {
        parameters: {
            query?: {
                /** @description The business day at whose end the balances are taken (default: today). */
                on?: string;
                /** @description json (default) or csv: the same report as a spreadsheet download. */
                format?: components["schemas"]["ReportFormat"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The balance sheet (JSON), or with format=csv a download. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BalanceSheetDto"];
                    "text/csv": string;
                };
            };
            /** @description `on` or `format` not understood. */
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
    ReportsController_charts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures of the reports' charts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChartsDto"];
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
    ReportsController_creditData: {
        parameters: {
            query?: {
                /** @description The month (Manila) whose last day the balances are taken at (default: last month). */
                month?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The export as CSV. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description `month` not understood. */
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
    ReportsController_flows: {
        parameters: {
            query?: {
                /** @description The first Manila day (default: 30 days before `to`). */
                from?: string;
                /** @description The last Manila day (default: today); at most 366 days after `from`. */
                to?: string;
                /** @description json (default) or csv: the same report as a spreadsheet download. */
                format?: components["schemas"]["ReportFormat"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The days (JSON), or with format=csv a download. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlowsDto"];
                    "text/csv": string;
                };
            };
            /** @description `from`, `to` or `format` not understood, or the range too long. */
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
    ReportsController_incomeStatement: {
        parameters: {
            query?: {
                /** @description The first business day (default: the first of the month of `to`). */
                from?: string;
                /** @description The last business day (default: today); at most 366 days after `from`. */
                to?: string;
                /** @description json (default) or csv: the same report as a spreadsheet download. */
                format?: components["schemas"]["ReportFormat"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The income statement (JSON), or with format=csv a download. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IncomeStatementDto"];
                    "text/csv": string;
                };
            };
            /** @description `from`, `to` or `format` not understood, or the range too long. */
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
    ReportsController_loanPortfolio: {
        parameters: {
            query?: {
                /** @description The `nextCursor` of the page before (opaque); without it, the first page. */
                cursor?: string;
                /** @description Rows a page: 1 to 200 (default 50). */
                limit?: string;
                /** @description The business day at whose end the loans are taken (default: today). */
                on?: string;
                /** @description Only the loans whose number contains it (any case). */
                q?: string;
                /** @description Only the loans of this stage (1 current, 2 over 30 days past due, 3 over 90). */
                stage?: "1" | "2" | "3";
                /** @description json (default) or csv: the same report as a spreadsheet download. */
                format?: components["schemas"]["ReportFormat"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The portfolio (JSON), or with format=csv every loan as a download. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoanPortfolioDto"];
                    "text/csv": string;
                };
            };
            /** @description `on`, `stage`, `cursor`, `limit` or `format` not understood. */
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
    ReportsController_portfolio: {
        parameters: {
            query?: {
                /** @description The Manila day whose end the balances are taken at (default: today). */
                on?: string;
                /** @description json (default) or csv: the same report as a spreadsheet download. */
                format?: components["schemas"]["ReportFormat"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The portfolio (JSON), or with format=csv a download. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortfolioDto"];
                    "text/csv": string;
                };
            };
            /** @description `format` not understood. */
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
    ReportsController_suspense: {
        parameters: {
            query?: {
                /** @description The `nextCursor` of the page before (opaque); without it, the first page. */
                cursor?: string;
                /** @description Rows a page: 1 to 200 (default 50). */
                limit?: string;
                /** @description json (default) or csv: the same report as a spreadsheet download. */
                format?: components["schemas"]["ReportFormat"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The balance and a page of entries (JSON), or with format=csv the page as a download. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuspenseDto"];
                    "text/csv": string;
                };
            };
            /** @description `cursor`, `limit` or `format` not understood. */
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
    ReportsController_trialBalance: {
        parameters: {
            query?: {
                /** @description The Manila day whose end the balances are taken at (default: today). */
                on?: string;
                /** @description json (default) or csv: the same report as a spreadsheet download. */
                format?: components["schemas"]["ReportFormat"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The trial balance (JSON), or with format=csv a download. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrialBalanceDto"];
                    "text/csv": string;
                };
            };
            /** @description `on` or `format` not understood. */
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
    OfficerSearchController_search: {
        parameters: {
            query: {
                /** @description The `nextCursor` of the page before (opaque); without it, the first page. */
                cursor?: string;
                /** @description Rows a page: 1 to 200 (default 50). */
                limit?: string;
                /** @description A name (any part, any case), phone number (4 digits or more), e-mail, loan number, payment reference or withdrawal reference. */
                q: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Newest account first, a page at a time (`nextCursor`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchResultDto"];
                };
            };
            /** @description errors.q (empty or too long), errors.cursor, errors.limit */
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
    CollectionsController_templates: {
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
            /** @description By code, a page at a time. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SmsTemplateListDto"];
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
    OfficerSupportController_list: {
        parameters: {
            query?: {
                /** @description The `nextCursor` of the page before (opaque); without it, the first page. */
                cursor?: string;
                /** @description Rows a page: 1 to 200 (default 50). */
                limit?: string;
                /** @description Only tickets with this status (default: every status). */
                status?: components["schemas"]["SupportStatus"];
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
                    "application/json": components["schemas"]["OfficerSupportTicketListDto"];
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
    OfficerSupportController_read: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Read a support request */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfficerSupportTicketDto"];
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
    OfficerSupportController_answer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reference: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SupportMessageRequestDto"];
            };
        };
        responses: {
            /** @description Answer a support request */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfficerSupportAnswerDto"];
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
            /** @description The request is closed. */
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
    OfficerSupportController_close: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Close a support request */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfficerSupportAnswerDto"];
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
            /** @description Already closed. */
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
    SuspenseAssignmentController_list: {
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
            /** @description List payments in suspense */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuspenseListDto"];
                };
            };
            /** @description errors.cursor, errors.limit. */
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
    SuspenseAssignmentController_one: {
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
            /** @description Read a payment in suspense */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuspensePaymentDto"];
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
            /** @description No such payment in suspense. */
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
    SuspenseAssignmentController_assign: {
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
                "application/json": components["schemas"]["SuspenseAssignRequestDto"];
            };
        };
        responses: {
            /** @description Ask to assign a payment in suspense */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FourEyesRequestedDto"];
                };
            };
            /** @description errors.target, errors.loanNumber (no loan being repaid has it), errors.memberPhone (no member has it). */
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
            /** @description No such payment in suspense. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description Already assigned, or an assignment already waits. */
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
    PayController_page: {
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
    PayController_ewallet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EwalletPaymentRequestDto"];
            };
        };
        responses: {
            /** @description Pay by GCash or Maya */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EwalletCheckoutDto"];
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
            /** @description No loan takes payments now (`apiPayments.nothingDue`). */
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
            /** @description The payment provider could not be reached (`apiPayments.providerUnavailable`). */
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
    XenditPaymentsController_payment: {
        parameters: {
            query?: never;
            header: {
                /** @description The account's webhook verification token. */
                "x-callback-token": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Xendit payment webhook */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["XenditPaymentCallbackResultDto"];
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
            /** @description The x-callback-token is missing or wrong (`apiPayments.badCallbackToken`); counted, and recorded once per address and window. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description This address sent too many refused callbacks in the window (`apiErrors.tooManyAttempts`). */
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
            /** @description Xendit could not be asked to confirm the payment (`apiPayments.providerUnavailable`); Xendit sends the webhook again. */
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
    XenditPayoutsController_payout: {
        parameters: {
            query?: never;
            header: {
                /** @description The account's webhook verification token. */
                "x-callback-token": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Xendit payout webhook */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["XenditPayoutCallbackResultDto"];
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
            /** @description The x-callback-token is missing or wrong (`apiPayments.badCallbackToken`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefusalDto"];
                };
            };
            /** @description This address sent too many refused callbacks in the window (`apiErrors.tooManyAttempts`). */
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
            /** @description Xendit could not be asked to confirm the payout (`apiPayments.providerUnavailable`); Xendit sends the webhook again. */
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
    CurrenciesController_rates: {
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
            /** @description Read the exchange rates */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesDto"];
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
    ReceiptsController_receipt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                receiptNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Read a receipt */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReceiptDto"];
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
            /** @description 'There is no such receipt.' (also for another member's receipt) */
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
    ReceiptsController_receiptPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                receiptNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF. */
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
            /** @description 'There is no such receipt.' */
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
    SupportController_list: {
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
                    "application/json": components["schemas"]["SupportTicketListDto"];
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
    SupportController_open: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpenSupportTicketDto"];
            };
        };
        responses: {
            /** @description Open a support request */
            201: {
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
                    "application/json": components["schemas"]["SupportTicketAnswerDto"];
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
    SupportController_read: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Read my support request */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupportTicketDto"];
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
    SupportController_reply: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reference: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SupportMessageRequestDto"];
            };
        };
        responses: {
            /** @description Write more on my support request */
            201: {
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
                    "application/json": components["schemas"]["SupportTicketAnswerDto"];
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
            /** @description No such resource, or another member's (`apiErrors.notFound`). */
            404: {
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
    ReceiptsController_history: {
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
            /** @description List the wallet's history */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HistoryPageDto"];
                };
            };
            /** @description errors.cursor, errors.limit. */
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
                    /** @description Present, `true`, when this answers a replay of an earlier request with the same Idempotency-Key: nothing was done again. */
                    "Idempotent-Replayed"?: "true";
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
    webhook_loan_status_changed: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id: the same on every retry (de-duplicate on it). */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was sent: refuse one more than 5 minutes off. */
                "webhook-timestamp": string;
                /** @description `v1,` and the base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64-decoded secret after `whsec_`. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoanStatusChangedEventDto"];
            };
        };
        responses: {
            /** @description Any 2xx: delivered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Anything but a 2xx, or no answer within 10 s: retried 30 s later, doubling, at most 6 h apart, 10 attempts in all. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_payment_received: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id: the same on every retry (de-duplicate on it). */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was sent: refuse one more than 5 minutes off. */
                "webhook-timestamp": string;
                /** @description `v1,` and the base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64-decoded secret after `whsec_`. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentReceivedEventDto"];
            };
        };
        responses: {
            /** @description Any 2xx: delivered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Anything but a 2xx, or no answer within 10 s: retried 30 s later, doubling, at most 6 h apart, 10 attempts in all. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_withdrawal_status_changed: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id: the same on every retry (de-duplicate on it). */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was sent: refuse one more than 5 minutes off. */
                "webhook-timestamp": string;
                /** @description `v1,` and the base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64-decoded secret after `whsec_`. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WithdrawalStatusChangedEventDto"];
            };
        };
        responses: {
            /** @description Any 2xx: delivered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Anything but a 2xx, or no answer within 10 s: retried 30 s later, doubling, at most 6 h apart, 10 attempts in all. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_kyc_decided: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id: the same on every retry (de-duplicate on it). */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was sent: refuse one more than 5 minutes off. */
                "webhook-timestamp": string;
                /** @description `v1,` and the base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64-decoded secret after `whsec_`. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KycDecidedEventDto"];
            };
        };
        responses: {
            /** @description Any 2xx: delivered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Anything but a 2xx, or no answer within 10 s: retried 30 s later, doubling, at most 6 h apart, 10 attempts in all. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
