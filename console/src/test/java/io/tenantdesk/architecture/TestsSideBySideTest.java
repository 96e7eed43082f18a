package io.tenantdesk.architecture;

/** The console module's test classes run side by side safely. */
class TestsSideBySideTest extends TestsSideBySideRules {

    TestsSideBySideTest() {
        super(true);
    }
}
