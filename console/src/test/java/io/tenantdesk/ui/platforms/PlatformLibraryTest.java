package io.tenantdesk.ui.platforms;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.schema.Fixtures;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.load.DescriptorLoader;
import io.tenantdesk.settings.RecentDescriptors;
import io.tenantdesk.ui.common.BackgroundTasks;
import io.tenantdesk.ui.concurrent.UiExecutors;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The platforms on offer, read from the user's folder and opened files, without JavaFX running. */
class PlatformLibraryTest {

    private static final List<PlatformDescriptor> BUNDLED = new DescriptorLoader().loadBundled();

    @TempDir
    Path home;

    private Path folder;
    private final List<List<PlatformDescriptor>> offers = new ArrayList<>();
    private final List<PlatformDescriptor> chosen = new ArrayList<>();
    private final List<String> notices = new ArrayList<>();
    private final List<Path> watched = new ArrayList<>();
    private PlatformLibrary library;

    @BeforeEach
    void setUp() {
        folder = home.resolve("config/tenantdesk/platforms");
        library = new PlatformLibrary(
                BUNDLED,
                folder,
                new RecentDescriptors(home.resolve("config/tenantdesk")),
                new DescriptorLoader(),
                BackgroundTasks.withoutLogin(UiExecutors.direct()),
                new PlatformLibrary.Console() {
                    @Override
                    public void offer(List<PlatformDescriptor> platforms) {
                        offers.add(platforms);
                    }

                    @Override
                    public void choose(PlatformDescriptor platform) {
                        chosen.add(platform);
                    }

                    @Override
                    public void notice(String text) {
                        notices.add(text);
                    }
                },
                watched::add);
    }

    private List<String> offeredIds() {
        return offers.get(offers.size() - 1).stream()
                .map(PlatformDescriptor::id)
                .toList();
    }

    @Test
    void withoutAFolderTheBundledPlatformsAreOffered() {
        library.reload();

        assertThat(offeredIds()).containsExactly("t3nets", "app_data", "lon12", "helpmaton", "wallcrawler");
        assertThat(library.broken()).isEmpty();
        assertThat(watched).contains(folder);
    }

    @Test
    void everyDescriptorOfTheFolderLoadsAndABrokenOneIsListedWithEveryProblem() throws Exception {
        Files.createDirectories(folder);
        Files.writeString(folder.resolve("grown.json"), Fixtures.text("grown"));
        Files.writeString(
                folder.resolve("broken.json"),
                Fixtures.text("grown").replace("\"type\": \"number\"", "\"type\": \"numeric\""));
        Files.writeString(folder.resolve("tenantdesk-descriptor.schema.json"), "{}");

        library.reload();

        assertThat(offeredIds()).endsWith("wallcrawler", "grown");
        assertThat(library.broken()).singleElement().satisfies(b -> {
            assertThat(b.file()).isEqualTo(folder.resolve("broken.json"));
            assertThat(b.problems())
                    .allSatisfy(p -> assertThat(p).startsWith(folder.resolve("broken.json") + ": $.entities["))
                    .filteredOn(p -> p.contains("unknown attribute type `numeric`"))
                    .extracting(p -> p.split(": ")[1])
                    .containsExactly(
                            "$.entities[0].attributes.number.type",
                            "$.entities[1].attributes.orgNumber.type",
                            "$.entities[1].attributes.amount.type");
        });
        assertThat(notices).last().isEqualTo("1 descriptor did not load; see Descriptors › Descriptor problems");
    }

    @Test
    void anOpenedFileIsChosenRememberedAndReadAgainOnlyWhenItChanges() throws Exception {
        Files.createDirectories(home.resolve("elsewhere"));
        Path mine = Files.writeString(home.resolve("elsewhere/mine.json"), Fixtures.text("grown"));
        library.reload();

        library.open(mine);

        assertThat(chosen).extracting(PlatformDescriptor::id).containsExactly("grown");
        assertThat(offeredIds()).endsWith("grown");
        assertThat(library.recentFiles()).containsExactly(mine);
        assertThat(watched).contains(home.resolve("elsewhere"));
        PlatformDescriptor first = offers.get(offers.size() - 1).get(5);
        assertThat(first).isSameAs(chosen.get(0));

        library.fileChanged(mine);
        assertThat(offers.get(offers.size() - 1).get(5))
                .as("unchanged bytes, the same reading")
                .isSameAs(first);

        Files.writeString(
                mine, Fixtures.text("grown").replace("\"title\": \"Grown format\"", "\"title\": \"Grown again\""));
        library.fileChanged(mine);
        assertThat(offers.get(offers.size() - 1).get(5).title()).isEqualTo("Grown again");
    }

    @Test
    void aBrokenFileOpenedIsListedAndNotChosen() throws Exception {
        Path bad = Files.writeString(home.resolve("bad.json"), "{ \"platform\": ");

        library.open(bad);

        assertThat(chosen).isEmpty();
        assertThat(library.broken())
                .singleElement()
                .satisfies(
                        b -> assertThat(b.problems()).singleElement().asString().startsWith(bad + ": line "));
        assertThat(notices)
                .last()
                .asString()
                .isEqualTo("bad.json did not load: 1 problem(s); see Descriptors › Descriptor problems");
    }

    @Test
    void changesToOtherFilesAreIgnored() {
        library.reload();
        int before = offers.size();

        library.fileChanged(home.resolve("notes.txt"));
        library.fileChanged(folder.resolve("notes.txt"));

        assertThat(offers).hasSize(before);
    }
}
