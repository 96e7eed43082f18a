package io.tenantdesk.logging;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.demo.DemoDataset;
import io.tenantdesk.demo.DemoSize;
import io.tenantdesk.local.DynaliteServer;
import io.tenantdesk.local.LocalDemo;
import io.tenantdesk.schema.AttributeSpec;
import io.tenantdesk.schema.classify.Classification;
import io.tenantdesk.schema.classify.ItemClassifier;
import io.tenantdesk.schema.load.DescriptorLoader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.HashSet;
import java.util.Set;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The demo's start, logged at every level to the log file, leaves none of its secret values there. */
class LocalDemoLogTest {

    private static final Logger CONSOLE = Logger.getLogger("io.tenantdesk");

    @Test
    void theLocalDemoLogsNoSecretOfItsData(@TempDir Path folder) throws IOException {
        RollingLogFile log = new RollingLogFile(folder, 50_000_000, 1);
        log.setLevel(Level.ALL);
        Level was = CONSOLE.getLevel();
        CONSOLE.setLevel(Level.ALL);
        CONSOLE.addHandler(log);
        Set<String> secrets = new HashSet<>();
        try (LocalDemo demo = LocalDemo.start(
                DynaliteServer.defaultDirectory(),
                new DescriptorLoader().loadBundled(),
                DemoSize.SMALL,
                Instant.now(),
                message -> CONSOLE.info(message))) {
            demo.datasets().values().forEach(data -> secrets.addAll(secretValues(data)));
        } finally {
            CONSOLE.removeHandler(log);
            CONSOLE.setLevel(was);
            log.close();
        }

        String text = Files.readString(log.file());
        assertThat(text)
                .as("the log caught the demo's start")
                .contains("dynalite listening on port", "Loaded Helpmaton");
        assertThat(secrets).as("secret values in the demo data").hasSizeGreaterThan(50);
        for (String secret : secrets) {
            assertThat(text).doesNotContain(secret);
        }
    }

    private static Set<String> secretValues(DemoDataset data) {
        ItemClassifier classifier = new ItemClassifier(data.platform());
        Set<String> values = new HashSet<>();
        data.itemsByTable()
                .forEach((table, items) -> items.forEach(item -> {
                    Classification c = classifier.classify(table, item);
                    if (c.valid()) {
                        c.entity().attributes().values().stream()
                                .filter(AttributeSpec::secret)
                                .forEach(spec -> item.scalarText(spec.name()).ifPresent(values::add));
                    }
                }));
        return values;
    }
}
