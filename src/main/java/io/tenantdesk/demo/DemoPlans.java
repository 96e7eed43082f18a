package io.tenantdesk.demo;

import java.util.Map;

/** The demo plans of the bundled platforms, by platform id. */
public final class DemoPlans {

    private DemoPlans() {
    }

    public static Map<String, DemoPlan> bundled() {
        return Map.of("app_data", new AppDataPlan());
    }
}
