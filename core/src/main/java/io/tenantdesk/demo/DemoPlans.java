package io.tenantdesk.demo;

import java.util.Map;

/** The demo plans of the bundled platforms, by platform id. */
public final class DemoPlans {

    private DemoPlans() {}

    public static Map<String, DemoPlan> bundled() {
        return Map.of(
                "t3nets",
                new T3netsPlan(),
                "app_data",
                new AppDataPlan(),
                "helpmaton",
                new HelpmatonPlan(),
                "wallcrawler",
                new WallcrawlerPlan());
    }
}
