package io.tenantdesk.testing;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.parallel.ResourceLock;

/**
 * On a test class that drives JavaFX (TestFX, a stage, the FX thread): such classes run one at a time, since the
 * run has one FX thread and one Monocle screen, while classes without JavaFX run beside them.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@ResourceLock("javafx")
public @interface SharesTheFxThread {}
