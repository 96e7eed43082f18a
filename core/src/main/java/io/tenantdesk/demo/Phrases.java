package io.tenantdesk.demo;

import java.util.List;

/** Whole sentences and titles for the text attributes of demo items: descriptions, messages, subjects, summaries. */
final class Phrases {

    static final List<String> DESCRIPTIONS = List.of(
            "Handles renewals and seat changes for the EMEA accounts.",
            "Shared with the finance team for month-end reconciliation.",
            "Created during onboarding; review before the next renewal.",
            "Used by the support team to triage incoming tickets.",
            "Covers the migration of legacy accounts to the new billing plans.",
            "Read-only access for external auditors during the annual review.",
            "Owns the integrations with the customer's CRM and helpdesk.",
            "Temporary setup for the pilot; remove once the pilot ends.");
    static final List<String> MESSAGES = List.of(
            "Can you summarise the open tickets from this week?",
            "Which suppliers in the report have no recent audit?",
            "Here is a summary of the three sources that mention recruitment fees.",
            "Please draft a reply to the customer about the delayed invoice.",
            "The export finished; 42 rows were added since yesterday.",
            "I couldn't find a contract for that account. Do you want me to search the shared drive?",
            "Thanks, that's exactly what I needed.");
    static final List<String> SUMMARIES = List.of(
            "Prefers short answers and asks mostly about billing.",
            "Works in customer success; often asks for account health reports.",
            "Reports on forced labour indicators in South-East Asian supply chains.",
            "Investigation of recruitment fees charged to migrant workers in the sector.",
            "Audit found unpaid overtime at two of the four sites visited.",
            "Regulator announces new due-diligence rules for importers from 2027.");
    static final List<String> CHANGES = List.of(
            "Updated the executive summary and fixed two citations.",
            "Added the Q3 audit findings.",
            "Rewrote the recommendations after legal review.",
            "Corrected the supplier names in section 2.",
            "First draft.");
    static final List<String> SUBJECTS = List.of(
            "Your licence ends in 7 days",
            "Welcome to your new workspace",
            "Reset your password",
            "Your weekly usage summary",
            "You have reached your seat limit");
    static final List<String> DELIVERY_ERRORS = List.of(
            "550 5.1.1 The email account that you tried to reach does not exist",
            "452 4.2.2 Mailbox full",
            "Message rejected: Email address is not verified",
            "Throttling: Maximum sending rate exceeded");
    static final List<String> SKIP_REASONS = List.of(
            "Recipient unsubscribed", "Already notified in the last 24 hours", "Account suspended", "No email address");
    static final List<String> REPORT_TITLES = List.of(
            "Forced labour risk in Malaysian electronics assembly",
            "Recruitment fees in Gulf construction",
            "Seafood processing in Thailand: 2026 update",
            "Child labour indicators in cocoa farming",
            "Migrant workers in UK agriculture");
    static final List<String> SOURCE_TITLES = List.of(
            "Audit finds unpaid overtime at supplier factories",
            "New due-diligence law passes final vote",
            "Workers report withheld passports at processing plant",
            "Brand publishes full supplier list for the first time",
            "Recruitment agencies fined over illegal fees");
    static final List<String> PROMPTS = List.of(
            "You are a friendly support agent. Answer from the knowledge base and cite the document you used.",
            "You help the sales team follow up on leads. Be brief and suggest one next step.",
            "You write release notes from merged pull requests, grouped by feature.",
            "You triage incoming tickets: set a priority and route them to the right team.");
    static final List<String> TOOL_RESULTS = List.of(
            "3 documents found",
            "Ticket SUP-1042 created",
            "Email sent to the customer",
            "No matching customer",
            "Page fetched (12 kB)");

    private Phrases() {}
}
