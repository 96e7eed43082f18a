package io.tenantdesk.generated;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.local.DynaliteRun;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.Role;
import io.tenantdesk.ui.ConsoleFixture;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterProperty;

/**
 * Every generated platform in the console's view-models, without JavaFX: each role's and each entity's list, each
 * tenant's overview, every listed item's form and a validated save, the credit balances and an adjustment, and the
 * unclassified items; none fails, and each shows what the store reads.
 */
class GeneratedConsoleTest {

    private final DynaliteRun dynalite = DynaliteRun.start();
    private final RunFigures figures = new RunFigures("console");

    @AfterProperty
    void stop() {
        dynalite.close();
        figures.print();
    }

    @Property
    void everyViewOpensEveryItemAndSavesAnEdit(@ForAll("platforms") GeneratedPlatform generated) throws IOException {
        PlatformDescriptor platform = generated.load();
        GeneratedItems items = generated.items(platform);
        Path dir = Files.createTempDirectory("generated-console");
        try (LocalDynamo dynamo = dynalite.handle("console")) {
            ConsoleFixture console = new ConsoleFixture(dynamo, items.data(), dir, false);
            ConsoleViews views = new ConsoleViews(console);
            for (Role role : Role.values()) {
                platform.entitiesWithRole(role).forEach(views::list);
            }
            platform.entities().forEach(entity -> views.formsAndSave(views.list(entity)));
            items.tenants().forEach(views::overview);
            views.overview("no-such-tenant");
            views.credits();
            views.unclassified();
            assertThat(console.dialogs.errors).as("errors shown").isEmpty();
            figures.add(items.count());
        } finally {
            try (Stream<Path> files = Files.walk(dir)) {
                files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }

    @Provide
    Arbitrary<GeneratedPlatform> platforms() {
        return PlatformArbitraries.platforms();
    }
}
