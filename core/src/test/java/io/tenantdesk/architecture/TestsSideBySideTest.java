package io.tenantdesk.architecture;

/** The core module's test classes run side by side safely. */
class TestsSideBySideTest extends TestsSideBySideRules {

    TestsSideBySideTest() {
        super(false);
    }
}
