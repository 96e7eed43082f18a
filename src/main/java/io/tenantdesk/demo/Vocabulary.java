package io.tenantdesk.demo;

import java.util.List;

/** Words that make demo data read like a real platform's. */
final class Vocabulary {

    static final List<String> COMPANIES = List.of("Northwind Traders", "Outlocks", "Blue Harbor Logistics", "Kestrel Analytics",
            "Fennel & Sage", "Lumen Health", "Granite Peak Legal", "Copperleaf Studios", "Tidewater Energy", "Orchid Robotics",
            "Marlowe Insurance", "Juniper Schools", "Vantage Freight", "Pixelmill", "Sable Finance", "Ironbridge Works",
            "Meadowlark Foods", "Quartz Labs", "Harborview Clinic", "Atlas Recruiting", "Bright Canopy", "Cobalt Dental",
            "Evergreen Realty", "Foxglove Media", "Helios Solar", "Larkspur Travel", "Nimbus Weather", "Oakhurst Capital",
            "Pioneer Robotics", "Redwood Hotels");
    static final List<String> FIRST_NAMES = List.of("Ada", "Grace", "Alan", "Linus", "Margaret", "Ken", "Barbara", "Dennis",
            "Frances", "Edsger", "Radia", "Tim", "Katherine", "John", "Hedy", "Donald", "Sophie", "Yusuf", "Mei", "Lars",
            "Priya", "Mateo", "Zoë", "Chidi", "Astrid", "Kenji", "Leila", "Olu", "Nadia", "Tomás");
    static final List<String> LAST_NAMES = List.of("Lovelace", "Hopper", "Turing", "Torvalds", "Hamilton", "Thompson",
            "Liskov", "Ritchie", "Allen", "Dijkstra", "Perlman", "Berners-Lee", "Johnson", "Backus", "Lamarr", "Knuth",
            "Wilson", "Haddad", "Chen", "Berg", "Raman", "García", "Novak", "Okafor", "Lindqvist", "Sato", "Karimi",
            "Adeyemi", "Petrova", "Silva");
    static final List<String> WORDS = List.of("quarterly", "report", "sprint", "status", "onboarding", "invoice", "migration",
            "review", "draft", "customer", "pipeline", "dashboard", "renewal", "audit", "summary", "export", "policy",
            "support", "escalation", "forecast");
    static final List<String> PRODUCTS = List.of("Analytics Pro", "Insights Basic", "Workflow Plus", "Data Vault",
            "Support Desk", "Field Service", "Secure Share", "Compliance Suite");
    static final List<String> REGIONS = List.of("us-east-1", "us-west-2", "eu-west-1", "eu-central-1", "ap-southeast-2");
    static final List<String> COUNTRIES = List.of("GB", "DE", "FR", "US", "NL", "SE", "ES", "IE");
    static final List<String> CITIES = List.of("London", "Berlin", "Lyon", "Austin", "Utrecht", "Malmö", "Valencia", "Cork");

    private Vocabulary() {
    }
}
