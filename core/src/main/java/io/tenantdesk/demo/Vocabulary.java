package io.tenantdesk.demo;

import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/** Names, places and the nouns of a SaaS business: what makes demo data read like a real platform's. */
final class Vocabulary {

    static final List<String> COMPANIES = List.of(
            "Northwind Traders",
            "Outlocks",
            "Blue Harbor Logistics",
            "Kestrel Analytics",
            "Fennel & Sage",
            "Lumen Health",
            "Granite Peak Legal",
            "Copperleaf Studios",
            "Tidewater Energy",
            "Orchid Robotics",
            "Marlowe Insurance",
            "Juniper Schools",
            "Vantage Freight",
            "Pixelmill",
            "Sable Finance",
            "Ironbridge Works",
            "Meadowlark Foods",
            "Quartz Labs",
            "Harborview Clinic",
            "Atlas Recruiting",
            "Bright Canopy",
            "Cobalt Dental",
            "Evergreen Realty",
            "Foxglove Media",
            "Helios Solar",
            "Larkspur Travel",
            "Nimbus Weather",
            "Oakhurst Capital",
            "Pioneer Robotics",
            "Redwood Hotels");
    static final List<String> GROUPS = List.of(
            "Northwind Group",
            "Atlas Holdings",
            "Meridian Partners",
            "Blue Harbor Group",
            "Sable Financial Group",
            "Oakhurst Holdings",
            "Helios Group",
            "Vantage Group");
    static final List<String> FIRST_NAMES = List.of(
            "Ada",
            "Grace",
            "Alan",
            "Linus",
            "Margaret",
            "Ken",
            "Barbara",
            "Dennis",
            "Frances",
            "Edsger",
            "Radia",
            "Tim",
            "Katherine",
            "John",
            "Hedy",
            "Donald",
            "Sophie",
            "Yusuf",
            "Mei",
            "Lars",
            "Priya",
            "Mateo",
            "Zoë",
            "Chidi",
            "Astrid",
            "Kenji",
            "Leila",
            "Olu",
            "Nadia",
            "Tomás");
    static final List<String> LAST_NAMES = List.of(
            "Lovelace",
            "Hopper",
            "Turing",
            "Torvalds",
            "Hamilton",
            "Thompson",
            "Liskov",
            "Ritchie",
            "Allen",
            "Dijkstra",
            "Perlman",
            "Berners-Lee",
            "Johnson",
            "Backus",
            "Lamarr",
            "Knuth",
            "Wilson",
            "Haddad",
            "Chen",
            "Berg",
            "Raman",
            "García",
            "Novak",
            "Okafor",
            "Lindqvist",
            "Sato",
            "Karimi",
            "Adeyemi",
            "Petrova",
            "Silva");
    static final List<Place> PLACES = List.of(
            new Place(
                    "London",
                    "GB",
                    r -> r.pick(List.of("EC1A", "N1", "SE1", "SW1A", "W1D", "WC2H")) + " " + r.between(1, 9)
                            + r.letters(2)),
            new Place("Manchester", "GB", r -> "M" + r.between(1, 40) + " " + r.between(1, 9) + r.letters(2)),
            new Place("Berlin", "DE", r -> Integer.toString(r.between(10115, 14199))),
            new Place("Munich", "DE", r -> Integer.toString(r.between(80331, 81929))),
            new Place("Lyon", "FR", r -> "6900" + r.between(1, 9)),
            new Place("Paris", "FR", r -> String.format(Locale.ROOT, "750%02d", r.between(1, 20))),
            new Place("Austin", "US", r -> Integer.toString(r.between(78701, 78759))),
            new Place("Seattle", "US", r -> Integer.toString(r.between(98101, 98199))),
            new Place("Utrecht", "NL", r -> r.between(3511, 3585) + " " + r.letters(2)),
            new Place("Malmö", "SE", r -> r.between(211, 217) + " " + r.between(10, 99)),
            new Place("Valencia", "ES", r -> String.format(Locale.ROOT, "460%02d", r.between(1, 26))),
            new Place("Cork", "IE", r -> "T12 " + r.letters(1) + r.between(1, 9) + r.letters(1) + r.between(1, 9)));
    static final List<String> STREETS = List.of(
            "High Street",
            "Station Road",
            "Harbour Way",
            "Mill Lane",
            "Market Square",
            "Canal Street",
            "Oak Avenue",
            "Kingsway",
            "Riverside Drive",
            "Church Lane");
    static final List<String> PRODUCTS = List.of(
            "Analytics Pro",
            "Insights Basic",
            "Workflow Plus",
            "Data Vault",
            "Support Desk",
            "Field Service",
            "Secure Share",
            "Compliance Suite");
    static final List<String> SERVICES = List.of(
            "Single sign-on",
            "Audit trail export",
            "Priority support",
            "Data residency (EU)",
            "Custom domains",
            "Sandbox environment",
            "Usage analytics",
            "SCIM provisioning");
    static final List<String> ROLES = List.of(
            "Account owner",
            "Billing admin",
            "Support agent",
            "Read-only auditor",
            "Workspace admin",
            "Analyst",
            "Integration manager");
    static final List<String> TEAMS = List.of(
            "EMEA support",
            "Finance",
            "Customer success",
            "Platform engineering",
            "Sales operations",
            "Legal and compliance",
            "North America support");
    static final List<String> TOOLS =
            List.of("Jira", "GitHub", "Slack", "Salesforce", "Zendesk", "Google Drive", "Confluence", "Web search");
    static final List<String> WORKSTREAMS = List.of(
            "Q3 onboarding",
            "Data migration",
            "Renewal campaign",
            "SSO rollout",
            "Billing clean-up",
            "EU expansion",
            "Support automation");
    static final List<String> AGENTS = List.of(
            "Support triage",
            "Release notes writer",
            "Invoice assistant",
            "Onboarding guide",
            "Research assistant",
            "Sales follow-up",
            "IT helpdesk");
    static final List<String> KEY_NAMES = List.of(
            "CI pipeline",
            "Staging integration",
            "Zapier",
            "Nightly export",
            "Production backend",
            "Data warehouse sync",
            "Local development");
    static final List<String> SERVICE_ACCOUNTS =
            List.of("ci-deploy-bot", "billing-export", "warehouse-sync", "sso-provisioner", "backup-runner");
    static final List<String> DOCUMENTS = List.of(
            "Pricing FAQ",
            "Onboarding guide",
            "Refund policy",
            "Product handbook",
            "Security overview",
            "Release notes 4.2",
            "Support playbook");
    static final List<String> CHANNELS =
            List.of("Support alerts", "Ops notifications", "Sales wins", "Escalations", "Daily digest");
    static final List<String> MAILBOXES = List.of("Support inbox", "Sales inbox", "Billing inbox", "Shared helpdesk");
    static final List<String> MCP_SERVERS =
            List.of("GitHub", "Linear", "Notion", "Postgres analytics", "Google Calendar");
    static final List<String> PLANS = List.of("free", "starter", "pro", "team", "enterprise");
    static final List<String> MODELS =
            List.of("gpt-4.1-mini", "claude-sonnet-4-5", "gemini-2.5-flash", "gemini-2.5-pro");
    static final List<String> REGIONS =
            List.of("us-east-1", "us-west-2", "eu-west-1", "eu-central-1", "ap-southeast-2");
    static final List<String> SECTORS = List.of(
            "Agriculture",
            "Construction",
            "Garment manufacturing",
            "Seafood processing",
            "Electronics assembly",
            "Hospitality",
            "Logistics",
            "Mining");
    static final List<String> EXPLOITATION_TYPES = List.of(
            "Forced labour", "Debt bondage", "Child labour", "Human trafficking", "Wage theft", "Domestic servitude");
    static final List<String> TAGS = List.of(
            "supply-chain",
            "forced-labour",
            "audit",
            "regulation",
            "wages",
            "recruitment",
            "migrant-workers",
            "due-diligence",
            "billing",
            "onboarding",
            "priority");
    static final List<String> PUBLISHERS = List.of(
            "Global Labour Monitor",
            "Supply Chain Review",
            "The Harbour Ledger",
            "Rights Watch Quarterly",
            "Northern Business Daily");
    static final List<String> EVENT_TYPES = List.of(
            "user.login",
            "report.approved",
            "report.exported",
            "source.added",
            "conversation.created",
            "access.granted",
            "user.invited");
    static final List<String> ACTIONS = List.of("create", "update", "delete", "approve", "share", "export");
    static final List<String> RESOURCE_TYPES = List.of("report", "conversation", "source", "user", "partner");
    static final List<String> RESOURCE_PATHS = List.of("agents", "documents", "output-channels", "mcp-servers");
    static final List<String> NOTIFICATION_TYPES = List.of(
            "license_expiring", "license_expired", "welcome", "password_reset", "weekly_digest", "seat_limit_reached");
    static final List<String> FILE_NAMES = List.of(
            "pricing-faq.md",
            "onboarding-guide.pdf",
            "refund-policy.md",
            "security-overview.pdf",
            "release-notes-4.2.md",
            "support-playbook.docx",
            "customer-list.csv");
    static final List<String> FOLDERS = List.of("", "guides", "policies", "policies/2026", "sales/decks", "support");
    static final List<String> PROVIDERS = List.of("google", "github", "email");
    static final List<String> TOOL_CALLS =
            List.of("web_search", "fetch_url", "search_documents", "create_ticket", "send_email", "lookup_customer");

    /** A city, its ISO 3166 country code, and how its postcodes are made. */
    record Place(String city, String country, Function<DemoRandom, String> postcodes) {
        String postcode(DemoRandom random) {
            return postcodes.apply(random);
        }
    }

    private Vocabulary() {}
}
